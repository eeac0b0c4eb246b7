/**
 * The most carrier routes a direct-mail draft can hold (the service's limit, from the contract), in the
 * words the planner, its import and the builder's routes step show before anything is sent.
 */
import { MAX_AREAS_ROUTES } from '../api/contract/builder';
import { numberFormat } from './intl-cache';

/** Whether `count` chosen routes are more than a draft can hold. */
export const isOverRouteLimit = (count: number) => count > MAX_AREAS_ROUTES;

/** Why `count` chosen routes cannot be saved, or null when they can. */
export function routeLimitText(count: number): string | null {
  if (!isOverRouteLimit(count)) return null;
  const nf = numberFormat();
  const over = count - MAX_AREAS_ROUTES;
  return (
    `A campaign can hold at most ${nf.format(MAX_AREAS_ROUTES)} routes, and ${nf.format(count)} are ` +
    `chosen: remove ${nf.format(over)} ${over === 1 ? 'route' : 'routes'} to save them.`
  );
}

/** How many routes are chosen after an import of `keys` adds to `selected` or replaces it. */
export function countAfterImport(
  selected: { has: (key: string) => boolean; size: number },
  keys: readonly string[],
  mode: 'add' | 'replace',
): number {
  const unique = new Set(keys);
  if (mode === 'replace') return unique.size;
  let added = 0;
  for (const key of unique) if (!selected.has(key)) added += 1;
  return selected.size + added;
}

/**
 * Why an import cannot be made, or null when it can: a list of `listSize` routes, which would leave
 * `count` routes chosen (replacing the chosen ones, the same number).
 */
export function importLimitText(count: number, listSize: number): string | null {
  if (!isOverRouteLimit(count)) return null;
  const nf = numberFormat();
  const most = nf.format(MAX_AREAS_ROUTES);
  return isOverRouteLimit(listSize)
    ? `This list has ${nf.format(listSize)} routes, but a campaign can hold at most ${most}. Import fewer routes.`
    : `Adding these would make ${nf.format(count)} routes chosen, but a campaign can hold at most ${most}: ` +
        'replace the routes chosen now with these, or import fewer.';
}
