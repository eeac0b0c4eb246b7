/**
 * Query factories for missions (TkDodo style): `useQuery(missionQueries.list(params))`. Every input of a
 * fetch is in its key.
 */
import { queryOptions } from '@tanstack/react-query';
import { missionListSchema, type MissionListParams } from '../../../api/contract/mission';
import { apiGet } from '../../../api/http-client';

/** The same request always gets the same key: empty values left out, lists sorted. */
function normalise(params: MissionListParams): MissionListParams {
  const out: MissionListParams = {};
  if (params.campaignId?.length) out.campaignId = [...new Set(params.campaignId)].sort();
  if (params.ids?.length) out.ids = [...params.ids].sort();
  if (params.statuses?.length) out.statuses = [...new Set(params.statuses)].sort((a, b) => a - b);
  if (params.types?.length) out.types = [...params.types].sort((a, b) => a - b);
  if (params.search?.trim()) out.search = params.search.trim();
  if (params.from) out.from = params.from;
  if (params.to) out.to = params.to;
  if (params.first !== undefined) out.first = params.first;
  if (params.skip) out.skip = params.skip;
  return out;
}

export const missionQueries = {
  all: () => ['missions'] as const,
  lists: () => [...missionQueries.all(), 'list'] as const,
  list: (params: MissionListParams = {}) => {
    const p = normalise(params);
    return queryOptions({
      queryKey: [...missionQueries.lists(), p] as const,
      queryFn: ({ signal }) => apiGet('/client/missions', missionListSchema, p, { signal }),
    });
  },
};
