/**
 * Every campaign matching a request, in the service's order (newest first). The service pages its list
 * (at most `MAX_LIST_PAGE` a page), so a view that needs every match (the list sorted on another column or
 * narrowed to stages the service cannot filter by, Home's drafts and archived campaigns told apart by
 * stage, the results view's campaigns of a period) reads page 1, then the other pages five at a time
 * (lib/read-all-pages.ts), or five at a time from the start when an unsorted list of the same campaigns
 * already told how many there are. Past MAX_ALL_CAMPAIGNS the answer says it is incomplete and holds no
 * rows. The key sits under the campaigns' list keys, so whatever refreshes the lists refreshes it.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CampaignList, CampaignListParams } from '../api/contract/campaign';
import { endpoints } from '../api/contract/endpoints';
import { callApi } from '../api/http-client';
import { MAX_LIST_PAGE } from '../lib/campaign-filters';
import { readAllPages } from '../lib/read-all-pages';
import { campaignQueries } from './campaign-queries';

/** At most this many campaigns are read (40 pages): past it the answer says so. */
export const MAX_ALL_CAMPAIGNS = 40 * MAX_LIST_PAGE;

/**
 * Every match, or none with `complete: false` when there are more than MAX_ALL_CAMPAIGNS; a single page
 * from the service leaves `complete` out.
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

export const allCampaignQueries = {
  /** Every campaign matching `params` (their `first` and `skip` are ignored), in the service's order. */
  matching: (params: CampaignListParams) => {
    const match = normalised({ ...params, first: undefined, skip: undefined });
    return queryOptions<CampaignListView, Error, CampaignListView, ListKey>({
      queryKey: [...campaignQueries.lists(), 'all-matching', match],
      queryFn: async ({ signal, client }) => {
        const read = await readAllPages({
          fetchPage: (skip, first) =>
            callApi(endpoints.listCampaigns, { query: { ...match, first, skip }, signal }),
          pageSize: MAX_LIST_PAGE,
          maxItems: MAX_ALL_CAMPAIGNS,
          knownTotal: knownTotal(client, match),
        });
        return read.complete
          ? { nodes: read.nodes, totalCount: read.totalCount, complete: true }
          : { nodes: [], totalCount: read.totalCount, complete: false };
      },
    });
  },
};
