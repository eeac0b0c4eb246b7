/**
 * Query factories for campaigns (TkDodo style): `useQuery(campaignQueries.list(params))`. Every input of
 * a fetch is in its key.
 */
import { queryOptions } from '@tanstack/react-query';
import type { CampaignListParams } from '../api/contract/campaign';
import { endpoints } from '../api/contract/endpoints';
import { callApi } from '../api/http-client';
import { listQueries } from './list-queries';

/** The same request always gets the same key: empty values left out, lists sorted. */
function normalise(params: CampaignListParams): CampaignListParams {
  const out: CampaignListParams = {};
  if (params.ids?.length) out.ids = [...params.ids].sort();
  if (params.types?.length) out.types = [...params.types].sort((a, b) => a - b);
  if (params.statuses?.length) out.statuses = [...params.statuses].sort((a, b) => a - b);
  if (params.from) out.from = params.from;
  if (params.to) out.to = params.to;
  if (params.search?.trim()) out.search = params.search.trim();
  if (params.first !== undefined) out.first = params.first;
  if (params.skip) out.skip = params.skip;
  return out;
}

const campaignLists = listQueries('campaigns', normalise, (query, signal) =>
  callApi(endpoints.listCampaigns, { query, signal }),
);

export const campaignQueries = {
  ...campaignLists,
  details: () => [...campaignQueries.all(), 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...campaignQueries.details(), id] as const,
      queryFn: ({ signal }) => callApi(endpoints.getCampaign, { params: { id }, signal }),
    }),
};
