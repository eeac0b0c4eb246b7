import { clientStatusLabels, userRoleLabels, userStatusLabels } from '../../api/contract/account';

/** A label from the contract's map, or the code itself when the map does not know it. */
function withFallback(labels: Record<number, string>, code: number, what: string): string {
  return labels[code] ?? `${what} ${code}`;
}

export const userRoleText = (code: number) => withFallback(userRoleLabels, code, 'Role');
export const userStatusText = (code: number) => withFallback(userStatusLabels, code, 'Status');
export const clientStatusText = (code: number) => withFallback(clientStatusLabels, code, 'Status');
