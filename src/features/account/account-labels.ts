/**
 * Account codes in words: the label from the code glossary (the service's once loaded, else the
 * dashboard's fallback), or the code itself when neither knows it.
 */
import { fallbackGlossary, type Glossary } from '../../api/contract/glossary';

type AccountGroup = 'clientStatuses' | 'userRoles' | 'userStatuses';

function withFallback(group: AccountGroup, code: number, what: string, glossary?: Partial<Glossary>): string {
  return (
    glossary?.[group]?.find((e) => e.code === code)?.label ??
    fallbackGlossary[group]?.find((e) => e.code === code)?.label ??
    `${what} ${code}`
  );
}

export const userRoleText = (code: number, glossary?: Partial<Glossary>) =>
  withFallback('userRoles', code, 'Role', glossary);
export const userStatusText = (code: number, glossary?: Partial<Glossary>) =>
  withFallback('userStatuses', code, 'Status', glossary);
export const clientStatusText = (code: number, glossary?: Partial<Glossary>) =>
  withFallback('clientStatuses', code, 'Status', glossary);
