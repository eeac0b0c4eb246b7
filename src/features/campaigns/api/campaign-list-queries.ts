/**
 * The campaigns list's requests. Unsorted, one page of `GET /client/campaigns` (the shared
 * `campaignQueries.list` key). Sorted on the client, every matching campaign: the service only lists
 * newest first, so another order needs them all, read in pages of `MAX_LIST_PAGE` until `totalCount` is
 * reached. Both keys sit under the campaigns' list keys, so whatever refreshes the lists refreshes them.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Campaign, CampaignList, CampaignListParams } from '../../../api/contract/campaign';
import { endpoints } from '../../../api/contract/endpoints';
import { callApi } from '../../../api/http-client';
import {
  campaignFiltersToListParams,
  campaignFiltersToMatchParams,
  MAX_LIST_PAGE,
  type CampaignFilters,
} from '../../../lib/campaign-filters';
import { campaignQueries } from '../../../queries/campaign-queries';

/** Never more than this many pages (a guard against a total that keeps growing while reading). */
const MAX_PAGES = 40;

type ListKey = readonly unknown[];

/** The request's parameters as the shared factory normalises them (empty values left out, lists sorted). */
const normalised = (params: CampaignListParams): CampaignListParams =>
  campaignQueries.list(params).queryKey[2];

export const campaignListQueries = {
  /** Every campaign matching `params` (their `first` and `skip` are ignored), in the service's order. */
  allMatching: (params: CampaignListParams) => {
    const match = normalised({ ...params, first: undefined, skip: undefined });
    return queryOptions<CampaignList, Error, CampaignList, ListKey>({
      queryKey: [...campaignQueries.lists(), 'all-matching', match],
      queryFn: async ({ signal }) => {
        const nodes: Campaign[] = [];
        let totalCount = 0;
        for (let page = 0; page < MAX_PAGES; page++) {
          const res = await callApi(endpoints.listCampaigns, {
            query: { ...match, first: MAX_LIST_PAGE, skip: page * MAX_LIST_PAGE },
            signal,
          });
          nodes.push(...res.nodes);
          totalCount = res.totalCount;
          if (res.nodes.length < MAX_LIST_PAGE || nodes.length >= totalCount) break;
        }
        return { nodes, totalCount };
      },
    });
  },

  /** What the list page shows for `filters`: one page from the service, or every match when sorted. */
  forFilters: (filters: CampaignFilters) => {
    if (filters.sort) return campaignListQueries.allMatching(campaignFiltersToMatchParams(filters));
    const { queryKey } = campaignQueries.list(campaignFiltersToListParams(filters));
    return queryOptions<CampaignList, Error, CampaignList, ListKey>({
      queryKey,
      queryFn: ({ signal }) => callApi(endpoints.listCampaigns, { query: queryKey[2], signal }),
    });
  },
};
