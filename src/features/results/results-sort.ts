/**
 * The results table's order. A measure sorts high to low on its first click (as ad dashboards do), low to
 * high on the second, and back to the service's order (newest first) on the third; the name sorts A to Z
 * first. Rows without the figure (not counted, not yet read, failed) always come last, and by a rate, rows
 * with too few flyers to rank come after the ranked ones, so a 40-flyer test never leads.
 */
import type { Campaign } from '../../api/contract/campaign';
import type { CampaignResult } from './campaign-results';
import { rankable } from './results-summary';

export const RESULT_SORT_KEYS = [
  'name',
  'flyers',
  'scans',
  'scanRate',
  'conversions',
  'conversionRate',
] as const;
export type ResultSortKey = (typeof RESULT_SORT_KEYS)[number];
export type ResultSort = { key: ResultSortKey; dir: 'asc' | 'desc' };

const firstDir = (key: ResultSortKey): ResultSort['dir'] => (key === 'name' ? 'asc' : 'desc');

/** The order after a click on `key`'s header. */
export function nextResultSort(current: ResultSort | undefined, key: ResultSortKey): ResultSort | undefined {
  if (current?.key !== key) return { key, dir: firstDir(key) };
  return current.dir === firstDir(key) ? { key, dir: current.dir === 'asc' ? 'desc' : 'asc' } : undefined;
}

/** `sort=scanRate&dir=desc`; a missing `dir` is the key's first direction; unknown keys mean no sort. */
export function readResultSort(sort: string | null, dir: string | null): ResultSort | undefined {
  const key = RESULT_SORT_KEYS.find((k) => k === sort?.trim());
  if (!key) return undefined;
  const d = dir?.trim().toLowerCase();
  return { key, dir: d === 'asc' || d === 'desc' ? d : firstDir(key) };
}

type Row = { campaign: Pick<Campaign, 'id' | 'name'>; result?: CampaignResult };

function valueOf(key: Exclude<ResultSortKey, 'name'>, r: CampaignResult | undefined): number | null {
  return r ? r[key] : null;
}

/** 0 for rows ranked by `key`, 1 for rates with too few flyers, 2 for rows without the figure. */
function tier(key: ResultSortKey, row: Row): number {
  if (key === 'name') return 0;
  if (valueOf(key, row.result) === null) return 2;
  if (key === 'scanRate' && !rankable(row.result!, 'scans')) return 1;
  if (key === 'conversionRate' && !rankable(row.result!, 'conversions')) return 1;
  return 0;
}

/** `rows` in `sort`'s order (a new array); without a sort, as given. */
export function sortResults<R extends Row>(rows: readonly R[], sort: ResultSort | undefined): R[] {
  if (!sort) return [...rows];
  const sign = sort.dir === 'asc' ? 1 : -1;
  const byName = (a: R, b: R) =>
    a.campaign.name.localeCompare(b.campaign.name) || a.campaign.id.localeCompare(b.campaign.id);
  return [...rows].sort((a, b) => {
    const ta = tier(sort.key, a);
    const tb = tier(sort.key, b);
    if (ta !== tb) return ta - tb;
    if (sort.key === 'name') return sign * byName(a, b);
    if (ta === 2) return byName(a, b);
    const d = valueOf(sort.key, a.result)! - valueOf(sort.key, b.result)!;
    return d !== 0 ? sign * d : byName(a, b);
  });
}
