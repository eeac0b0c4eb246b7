/**
 * The campaigns list's requests. Unsorted, one page of `GET /client/campaigns` (the shared
 * `campaignQueries.list` key). Sorted on the client, every matching campaign: the service only lists
 * newest first, so another order needs them all, read in pages of `MAX_LIST_PAGE`: the first page, then
 * the others five at a time (lib/read-all-pages.ts), or five at a time from the start when an
 * unsorted list of the same campaigns already told how many there are. Past MAX_SORTED_CAMPAIGNS the
 * answer says it is incomplete and holds no rows. Both keys sit under the campaigns' list keys, so
 * whatever refreshes the lists refreshes them.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CampaignList, CampaignListParams } from '../../../api/contract/campaign';
import { endpoints } from '../../../api/contract/endpoints';
import { callApi } from '../../../api/http-client';
import {
  campaignFiltersToListParams,
  campaignFiltersToMatchParams,
  MAX_LIST_PAGE,
  type CampaignFilters,
} from '../../../lib/campaign-filters';
import { readAllPages } from '../../../lib/read-all-pages';
import { campaignQueries } from '../../../queries/campaign-queries';

/** At most this many campaigns are read to sort them (40 pages): past it the list says so. */
export const MAX_SORTED_CAMPAIGNS = 40 * MAX_LIST_PAGE;

/**
 * What the list page shows: `complete` is false when a sorted list would need more than
 * MAX_SORTED_CAMPAIGNS (then it holds no rows); an unsorted page leaves it out.
 */
export type CampaignListView = CampaignList & { complete?: boolean };

type ListKey = readonly unknown[];

/** The request's parameters as the shared factory normalises them (empty values left out, lists sorted). */
const normalised = (params: CampaignListParams): CampaignListParams =>
  campaignQueries.list(params).queryKey[2];

const sameMatch = (a: CampaignListParams, b: CampaignListParams) =>
  JSON.stringify(normalised({ ...a, first: undefined, skip: undefined })) === JSON.stringify(b);

/** How many campaigns match, as a cached unsorted list of the same campaigns last said. */
function knownTotal(client: QueryClient, match: CampaignListParams): number | undefined {
  for (const [key, data] of client.getQueriesData<CampaignList>({ queryKey: campaignQueries.lists() })) {
    const params = key[2];
    if (key.length === 3 && data && typeof params === 'object' && params && sameMatch(params, match)) {
      return data.totalCount;
    }
  }
  return undefined;
}

export const campaignListQueries = {
  /** Every campaign matching `params` (their `first` and `skip` are ignored), in the service's order. */
  allMatching: (params: CampaignListParams) => {
    const match = normalised({ ...params, first: undefined, skip: undefined });
    return queryOptions<CampaignListView, Error, CampaignListView, ListKey>({
      queryKey: [...campaignQueries.lists(), 'all-matching', match],
      queryFn: async ({ signal, client }) => {
        const read = await readAllPages({
          fetchPage: (skip, first) =>
            callApi(endpoints.listCampaigns, { query: { ...match, first, skip }, signal }),
          pageSize: MAX_LIST_PAGE,
          maxItems: MAX_SORTED_CAMPAIGNS,
          knownTotal: knownTotal(client, match),
        });
        return read.complete
          ? { nodes: read.nodes, totalCount: read.totalCount, complete: true }
          : { nodes: [], totalCount: read.totalCount, complete: false };
      },
    });
  },

  /** What the list page shows for `filters`: one page from the service, or every match when sorted. */
  forFilters: (filters: CampaignFilters) => {
    if (filters.sort) return campaignListQueries.allMatching(campaignFiltersToMatchParams(filters));
    const { queryKey } = campaignQueries.list(campaignFiltersToListParams(filters));
    return queryOptions<CampaignListView, Error, CampaignListView, ListKey>({
      queryKey,
      queryFn: ({ signal }) => callApi(endpoints.listCampaigns, { query: queryKey[2], signal }),
    });
  },
};
