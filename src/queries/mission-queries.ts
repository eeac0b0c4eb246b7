/**
 * Query factories for missions (TkDodo style): `useQuery(missionQueries.list(params))`. Every input of a
 * fetch is in its key.
 */
import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../api/contract/endpoints';
import type { Mission, MissionListParams } from '../api/contract/mission';
import { callApi } from '../api/http-client';
import { listQueries } from './list-queries';

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

/** How many runs `soonest` reads in its first request (the service answers at most 500 a page). */
const SOONEST_FIRST_READ = 100;

/** A page of missions, soonest first (the list itself is newest first). */
export type SoonestMissions = { nodes: Mission[]; totalCount: number };

const missionLists = listQueries('missions', normalise, (query, signal) =>
  callApi(endpoints.listMissions, { query, signal }),
);

export const missionQueries = {
  ...missionLists,
  /**
   * The `count` earliest runs matching `params`, soonest first. The service sorts newest first and has no
   * sort parameter, so the earliest runs are its last page. One request reads the first
   * `SOONEST_FIRST_READ` runs, which hold the last page whenever that many cover every match; only a
   * longer list takes a second request, for that page.
   */
  soonest: (params: Omit<MissionListParams, 'first' | 'skip'>, count: number) => {
    const p = normalise(params);
    return queryOptions({
      queryKey: [...missionQueries.lists(), 'soonest', p, count] as const,
      queryFn: async ({ signal }): Promise<SoonestMissions> => {
        const first = Math.max(count, SOONEST_FIRST_READ);
        const head = await callApi(endpoints.listMissions, { query: { ...p, first }, signal });
        const last = (page: SoonestMissions) => ({
          nodes: [...page.nodes].slice(-count).reverse(),
          totalCount: page.totalCount,
        });
        if (head.totalCount <= head.nodes.length) return last(head);
        const skip = Math.max(0, head.totalCount - count);
        const tail = await callApi(endpoints.listMissions, { query: { ...p, first: count, skip }, signal });
        return last(tail);
      },
    });
  },
};
