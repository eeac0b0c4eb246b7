/**
 * The campaigns list's requests. Unsorted, one page of `GET /client/campaigns` (the shared
 * `campaignQueries.list` key). Sorted on the client, or narrowed to stages the service cannot filter by
 * (a draft in review keeps the draft code, a cancelled draft has the archived one: see `stageFilterOf`),
 * every matching campaign (`allCampaignQueries`): the service only lists newest first and by status code,
 * so another order or a stage needs them all; past MAX_SORTED_CAMPAIGNS the answer says it is incomplete
 * and holds no rows.
 */
import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../../api/contract/endpoints';
import { callApi } from '../../../api/http-client';
import {
  campaignFiltersToListParams,
  campaignFiltersToMatchParams,
  stageFilterOf,
  type CampaignFilters,
} from '../../../lib/campaign-filters';
import {
  allCampaignQueries,
  MAX_ALL_CAMPAIGNS,
  type CampaignListView,
} from '../../../queries/all-campaigns-queries';
import { campaignQueries } from '../../../queries/campaign-queries';

/** At most this many campaigns are read to sort them or tell their stages: past it the list says so. */
export const MAX_SORTED_CAMPAIGNS = MAX_ALL_CAMPAIGNS;

export type { CampaignListView };

type ListKey = readonly unknown[];

/** Whether the list for `filters` is made here from every match: sorted, or narrowed to stages. */
export const readsEveryMatch = (filters: CampaignFilters) => !!filters.sort || !!stageFilterOf(filters);

export const campaignListQueries = {
  /** Every campaign matching `params` (their `first` and `skip` are ignored), in the service's order. */
  allMatching: allCampaignQueries.matching,

  /**
   * What the list page shows for `filters`: one page from the service, or every match when sorted or
   * narrowed to stages (`readsEveryMatch`).
   */
  forFilters: (filters: CampaignFilters) => {
    if (readsEveryMatch(filters))
      return campaignListQueries.allMatching(campaignFiltersToMatchParams(filters));
    const { queryKey } = campaignQueries.list(campaignFiltersToListParams(filters));
    return queryOptions<CampaignListView, Error, CampaignListView, ListKey>({
      queryKey,
      queryFn: ({ signal }) => callApi(endpoints.listCampaigns, { query: queryKey[2], signal }),
    });
  },
};
