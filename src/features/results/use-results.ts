/**
 * The results view's reads and rows: the period's campaign list, then each campaign's performance, a few
 * at a time (lib/read-window.ts) in the list's order, newest first. Rows appear as soon as the list has
 * answered and fill in as their reads arrive; a failed read marks its row, with its own retry, and is
 * never taken for a zero.
 */
import { useQueries, useQuery, useQueryClient, type QueryState } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Campaign } from '../../api/contract/campaign';
import type { Performance } from '../../api/contract/performance';
import { countedOf, type Counted } from '../../lib/measurement';
import { readWindow } from '../../lib/read-window';
import { resultsQueries } from './api/results-queries';
import { campaignResult, weeklySeries, type CampaignResult, type WeeklySeries } from './campaign-results';
import { periodCampaigns, periodListParams, runOverlaps, type ResultsFilters } from './in-period';
import type { Period } from './period';

export type RowRead =
  | { status: 'reading' }
  | { status: 'failed'; error: unknown; retry: () => void; retrying: boolean }
  | { status: 'read'; series: WeeklySeries; counted: Counted };

export type ResultRow = { campaign: Campaign; read: RowRead; result?: CampaignResult };

export type Results =
  | { status: 'drafts-only' }
  | { status: 'list-pending' }
  | { status: 'list-failed'; error: unknown; retry: () => void; retrying: boolean }
  | { status: 'list-too-long'; total: number }
  | {
      status: 'rows';
      /** The rows to show, in the list's order (newest first). */
      rows: ResultRow[];
      /** Campaigns whose reads have settled (answered or failed), of `of`. */
      settled: number;
      of: number;
      /** Campaigns that may have results in the period, in all (more than `of` when capped). */
      total: number;
      /** Campaigns read whose run ended before the period and that had nothing in it: not listed. */
      quiet: number;
      /** The countries of the period's campaigns (a country filter is offered when there are several). */
      countries: Array<{ id: string; name: string }>;
    };

/** A campaign's series as weeks, made once per answer (the period only cuts it). */
const seriesOf = new WeakMap<Performance, WeeklySeries>();
function weeklyOf(p: Performance): WeeklySeries {
  let s = seriesOf.get(p);
  if (!s) {
    s = weeklySeries(p);
    seriesOf.set(p, s);
  }
  return s;
}

const isSettled = (state: QueryState | undefined) =>
  state?.status === 'success' || (state?.status === 'error' && state.fetchStatus === 'idle');

export function useResults(filters: ResultsFilters, period: Period): Results {
  const params = periodListParams(filters, period);
  const list = useQuery({
    ...resultsQueries.campaigns(params ?? {}),
    enabled: params !== null,
  });
  const { country } = filters;
  const chosen = useMemo(
    () => (list.data?.complete ? periodCampaigns(list.data.nodes, period, country) : undefined),
    [list.data, period, country],
  );
  const countries = useMemo(() => {
    const byId = new Map<string, string>();
    for (const c of list.data?.nodes ?? []) byId.set(c.country_id, c.country_name);
    return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
  }, [list.data]);
  const campaigns = chosen?.campaigns ?? [];

  // The cache says which reads have settled; the window lets the next few of the others run.
  const client = useQueryClient();
  const open = readWindow(
    campaigns.map((c) => ({
      settled: isSettled(client.getQueryState(resultsQueries.performance(c.id).queryKey)),
    })),
  );
  const reads = useQueries({
    queries: campaigns.map((c, i) => ({ ...resultsQueries.performance(c.id), enabled: open.has(i) })),
  });

  if (params === null) return { status: 'drafts-only' };
  if (list.isError) {
    return {
      status: 'list-failed',
      error: list.error,
      retry: () => void list.refetch(),
      retrying: list.isFetching,
    };
  }
  if (!list.data) return { status: 'list-pending' };
  if (!chosen) return { status: 'list-too-long', total: list.data.totalCount };

  let settled = 0;
  let quiet = 0;
  const rows: ResultRow[] = [];
  campaigns.forEach((campaign, i) => {
    const q = reads[i]!;
    if (q.data) {
      settled += 1;
      const series = weeklyOf(q.data);
      const counted = countedOf(campaign);
      const result = campaignResult(series, counted, period);
      if (!result.active && !runOverlaps(campaign, period)) {
        quiet += 1;
        return;
      }
      rows.push({ campaign, read: { status: 'read', series, counted }, result });
    } else if (q.isError && !q.isFetching) {
      settled += 1;
      rows.push({
        campaign,
        read: { status: 'failed', error: q.error, retry: () => void q.refetch(), retrying: false },
      });
    } else if (q.isError) {
      rows.push({
        campaign,
        read: { status: 'failed', error: q.error, retry: () => undefined, retrying: true },
      });
    } else {
      rows.push({ campaign, read: { status: 'reading' } });
    }
  });
  return { status: 'rows', rows, settled, of: campaigns.length, total: chosen.total, quiet, countries };
}
