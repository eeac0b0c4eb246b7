/**
 * What the home page reads, as query options with a longer freshness: coming back to Home within five
 * minutes shows the cached figures at once instead of asking again. The keys are the campaigns' and
 * missions' own, so the campaign pages share the cache.
 */
import type { Glossary } from '../../../api/contract/glossary';
import { missionQueries } from '../../../queries/mission-queries';
import { campaignInsightQueries } from '../../../queries/campaign-insight-queries';
import { campaignQueries } from '../../../queries/campaign-queries';
import { allCampaignQueries } from '../../../queries/all-campaigns-queries';
import { MAX_TREND_CAMPAIGNS, TREND_STATUSES, trendCampaignRange, type TrendWindows } from '../trends';

export const HOME_STALE_TIME = 5 * 60 * 1000;

/** Drafts and upcoming missions shown. */
export const HOME_LIST_SIZE = 10;

export const homeQueries = {
  /** How many campaigns are active: `totalCount` of a one-row page (the same request as its count tile). */
  activeCount: () => ({
    ...campaignQueries.list({ statuses: [10], first: 1 }),
    staleTime: HOME_STALE_TIME,
  }),
  /**
   * The campaigns the trend figures sum, newest first: every non-draft campaign that started in
   * `trendCampaignRange`, at most `MAX_TREND_CAMPAIGNS` (the response's totalCount tells how many more).
   */
  trendCampaigns: (w: TrendWindows) => ({
    ...campaignQueries.list({
      statuses: [...TREND_STATUSES],
      ...trendCampaignRange(w),
      first: MAX_TREND_CAMPAIGNS,
    }),
    staleTime: HOME_STALE_TIME,
  }),
  /**
   * Every draft, to list those being built by last change (the service lists undated drafts first) and to
   * count them apart from those in review, which keep the draft status. The campaign list's own request for
   * "Draft" or "In review", so a tile opens its list from the cache.
   */
  drafts: () => ({ ...allCampaignQueries.matching({ statuses: [0] }), staleTime: HOME_STALE_TIME }),
  /**
   * Every archived campaign, to count the cancelled drafts (which have the archived status) apart: the
   * campaign list's own request for "Archived" or "Cancelled".
   */
  archived: () => ({ ...allCampaignQueries.matching({ statuses: [20] }), staleTime: HOME_STALE_TIME }),
  /**
   * Whether a dated draft being built is ready to submit (`submittable`) and, from a service whose list
   * does not say it (`draft_state`), whether a draft is in review or cancelled (`internalStatus`).
   */
  creationStatus: (id: string) => ({
    ...campaignInsightQueries.creationStatus(id),
    staleTime: HOME_STALE_TIME,
  }),
  performance: (id: string) => ({ ...campaignInsightQueries.performance(id), staleTime: HOME_STALE_TIME }),
  /** The runs not yet done (`statuses`, see `upcomingStatuses`) starting in `range`, soonest first. */
  upcomingMissions: (range: { from: string; to: string }, statuses: readonly number[]) => ({
    ...missionQueries.soonest({ statuses: [...statuses], from: range.from, to: range.to }, HOME_LIST_SIZE),
    staleTime: HOME_STALE_TIME,
  }),
};

/**
 * Mission statuses of runs still to come: AVAILABLE (10) and the statuses between it and COMPLETED (40),
 * which the glossary names (a run taken by a distributor, one under way). Drafts and finished runs are left
 * out.
 */
export function upcomingStatuses(glossary: Pick<Glossary, 'missionStatuses'>): number[] {
  const codes = glossary.missionStatuses.map((s) => s.code).filter((c) => c >= 10 && c < 40);
  return [...new Set([10, ...codes])].sort((a, b) => a - b);
}
