/**
 * Which campaigns the results view reads for a period. The service has no bulk read of results, so the
 * view reads the campaign list for the period (its type, status and name filters sent with it), keeps the
 * campaigns whose run, or the scans that follow it, can reach into the period, and reads the performance
 * of those only, newest first, at most MAX_RESULTS_CAMPAIGNS of them.
 */
import type {
  Campaign,
  CampaignListParams,
  CampaignStatusCode,
  CampaignTypeCode,
} from '../../api/contract/campaign';
import { addDays } from '../../lib/dates';
import type { Period } from './period';

/** Statuses that can have results: active, completed and archived (drafts have run nowhere). */
export const RESULT_STATUSES: readonly CampaignStatusCode[] = [10, 15, 20];

/**
 * Scans, and the orders that follow them, keep arriving for weeks after the last delivery (a flyer kept on
 * the fridge): a campaign that counts them, whose planned run ended up to this many weeks before the
 * period, can still have some in it. One that counts neither has nothing after its run.
 */
export const SCAN_TAIL_WEEKS = 8;

/**
 * How long before the period a campaign may have started and still be read: a year, which covers any
 * run the service plans (campaigns run for weeks) and its scans after it.
 */
export const LOOKBACK_WEEKS = 52;

/** At most this many campaigns' results are read for one view, newest first. */
export const MAX_RESULTS_CAMPAIGNS = 300;

export type ResultsFilters = {
  types: CampaignTypeCode[];
  statuses: CampaignStatusCode[];
  search?: string;
  /** A country id, filtered here (the service's list has no country filter). */
  country?: string;
};

/**
 * The list request for a period: campaigns started from a year before it to its last day, of the
 * filters' types and name, in the statuses that can have results. Null when the filters ask only for
 * statuses without results (drafts): there is nothing to read.
 */
export function periodListParams(filters: ResultsFilters, period: Period): CampaignListParams | null {
  const statuses = filters.statuses.length
    ? RESULT_STATUSES.filter((s) => filters.statuses.includes(s))
    : [...RESULT_STATUSES];
  if (statuses.length === 0) return null;
  return {
    types: filters.types.length ? [...filters.types] : undefined,
    statuses,
    search: filters.search,
    from: addDays(period.from, -7 * LOOKBACK_WEEKS),
    to: period.to,
  };
}

type Dated = Pick<Campaign, 'start_date' | 'campaign_duration_week'>;
type Counting = Pick<Campaign, 'scan_data_enabled' | 'conversions_api_enabled'>;

/** The last day of a campaign's planned run (start plus its weeks), or undefined without a start. */
const runEnd = (c: Dated) =>
  c.start_date ? addDays(c.start_date, 7 * Math.max(1, c.campaign_duration_week) - 1) : undefined;

/** Whether the campaign's planned run shares a day with the period. */
export function runOverlaps(c: Dated, period: Pick<Period, 'from' | 'to'>): boolean {
  const end = runEnd(c);
  return !!c.start_date && !!end && c.start_date <= period.to && end >= period.from;
}

/**
 * Whether the campaign's run, or the scans and conversions after it (SCAN_TAIL_WEEKS, for a campaign that
 * counts either), can reach into the period.
 */
export function mayHaveResults(c: Dated & Counting, period: Pick<Period, 'from' | 'to'>): boolean {
  const end = runEnd(c);
  const tail = c.scan_data_enabled || c.conversions_api_enabled ? 7 * SCAN_TAIL_WEEKS : 0;
  return !!c.start_date && !!end && c.start_date <= period.to && addDays(end, tail)! >= period.from;
}

/**
 * The campaigns to read, in the list's order (newest first): those that may have results in the period,
 * of the filters' country, at most `limit`. `total` is how many there are in all.
 */
export function periodCampaigns<C extends Dated & Counting & Pick<Campaign, 'country_id'>>(
  nodes: readonly C[],
  period: Pick<Period, 'from' | 'to'>,
  country?: string,
  limit = MAX_RESULTS_CAMPAIGNS,
): { campaigns: C[]; total: number } {
  const all = nodes.filter((c) => mayHaveResults(c, period) && (!country || c.country_id === country));
  return { campaigns: all.slice(0, limit), total: all.length };
}
