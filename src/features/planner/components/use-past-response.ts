/**
 * The past response of the client's mailed routes, read while `on`: its past direct-mail campaigns (the
 * same read that marks "mailed before") and, only once asked for, each campaign's performance figures.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { plannerQueries } from '../api/planner-queries';
import { pastResponse, type PastResponse } from '../past-response';

export type PastResponseState =
  | { status: 'off' }
  | { status: 'loading' }
  | { status: 'error'; retry: () => void; retrying: boolean }
  | { status: 'ready'; response: PastResponse; campaigns: number };

export function usePastResponse(on: boolean): PastResponseState {
  const mailed = useQuery(plannerQueries.mailedCampaigns());
  const ids = useMemo(
    () => (mailed.data ?? []).filter((c) => c.routes.length > 0).map((c) => c.id),
    [mailed.data],
  );
  const figures = useQuery({
    ...plannerQueries.campaignResponses(ids),
    enabled: on && mailed.isSuccess && ids.length > 0,
  });
  const response = useMemo(() => {
    if (!mailed.data || (ids.length > 0 && !figures.data)) return null;
    return pastResponse(
      mailed.data
        .filter((c) => c.routes.length > 0)
        .map((c) => ({ ...c, totals: figures.data?.get(c.id) ?? null })),
    );
  }, [mailed.data, figures.data, ids.length]);

  if (!on) return { status: 'off' };
  if (mailed.isError || figures.isError) {
    const failed = mailed.isError ? mailed : figures;
    return { status: 'error', retry: () => void failed.refetch(), retrying: failed.isFetching };
  }
  if (!response) return { status: 'loading' };
  return { status: 'ready', response, campaigns: ids.length };
}
