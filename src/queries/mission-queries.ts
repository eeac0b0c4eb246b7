/**
 * Query factories for missions (TkDodo style): `useQuery(missionQueries.list(params))`. Every input of a
 * fetch is in its key.
 */
import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../api/contract/endpoints';
import type { Mission, MissionListParams } from '../api/contract/mission';
import { callApi } from '../api/http-client';

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

/** A page of missions, soonest first (the list itself is newest first). */
export type SoonestMissions = { nodes: Mission[]; totalCount: number };

export const missionQueries = {
  all: () => ['missions'] as const,
  lists: () => [...missionQueries.all(), 'list'] as const,
  list: (params: MissionListParams = {}) => {
    const p = normalise(params);
    return queryOptions({
      queryKey: [...missionQueries.lists(), p] as const,
      queryFn: ({ signal }) => callApi(endpoints.listMissions, { query: p, signal }),
    });
  },
  /**
   * The `count` earliest runs matching `params`, soonest first. The service sorts newest first and has no
   * sort parameter, so the earliest runs are its last page: one request for the count, one for that page.
   */
  soonest: (params: Omit<MissionListParams, 'first' | 'skip'>, count: number) => {
    const p = normalise(params);
    return queryOptions({
      queryKey: [...missionQueries.lists(), 'soonest', p, count] as const,
      queryFn: async ({ signal }): Promise<SoonestMissions> => {
        const head = await callApi(endpoints.listMissions, { query: { ...p, first: 1 }, signal });
        if (head.totalCount <= 1) return head;
        const skip = Math.max(0, head.totalCount - count);
        const tail = await callApi(endpoints.listMissions, { query: { ...p, first: count, skip }, signal });
        return { nodes: [...tail.nodes].reverse(), totalCount: tail.totalCount };
      },
    });
  },
};
