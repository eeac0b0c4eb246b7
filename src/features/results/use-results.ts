/**
 * The results view's reads and rows: the period's campaign list, then each campaign's performance, five
 * at a time in the list's order, newest first (a browser sends six requests at once to one host; the
 * sixth is left to the page's other reads). The reads are run by a queue outside React, so the next one
 * leaves the moment one answers, not after the page has drawn it. Rows appear as soon as the list has
 * answered and fill in as their reads arrive; a failed read marks its row, with its own retry, and is
 * never taken for a zero.
 */
import { useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { Campaign } from '../../api/contract/campaign';
import type { Performance } from '../../api/contract/performance';
import { countedOf, type Counted } from '../../lib/measurement';
import { DEFAULT_CONCURRENCY } from '../../lib/read-all-pages';
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

/**
 * A read row, made once per answer, campaign and period: the same object while nothing of it changes, so
 * the table draws again only the rows that did.
 */
const readRows = new WeakMap<Performance, { campaign: Campaign; period: Period; row: ResultRow }>();
function readRow(campaign: Campaign, data: Performance, period: Period): ResultRow {
  const kept = readRows.get(data);
  if (kept && kept.campaign === campaign && kept.period === period) return kept.row;
  const series = kept?.row.read.status === 'read' ? kept.row.read.series : weeklySeries(data);
  const counted = countedOf(campaign);
  const row: ResultRow = {
    campaign,
    read: { status: 'read', series, counted },
    result: campaignResult(series, counted, period),
  };
  readRows.set(data, { campaign, period, row });
  return row;
}

/** A row still being read, one object per campaign. */
const readingRows = new WeakMap<Campaign, ResultRow>();
function readingRow(campaign: Campaign): ResultRow {
  let row = readingRows.get(campaign);
  if (!row) {
    row = { campaign, read: { status: 'reading' } };
    readingRows.set(campaign, row);
  }
  return row;
}

/**
 * Reads each campaign's performance into the cache, `limit` at a time in the order given (a read already
 * fresh there answers at once; one in flight, from the route's loader, is joined). Returns a stop.
 */
export function readInTurn(client: QueryClient, ids: readonly string[], limit = DEFAULT_CONCURRENCY) {
  let next = 0;
  let stopped = false;
  const worker = async () => {
    while (!stopped && next < ids.length) {
      const id = ids[next++]!;
      // Retried with the app's backoff; a read that fails for good leaves its error in the cache.
      await client.prefetchQuery(resultsQueries.performance(id));
    }
  };
  for (let i = 0; i < Math.min(limit, ids.length); i++) void worker();
  return () => {
    stopped = true;
  };
}

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
  const campaigns = useMemo(() => chosen?.campaigns ?? [], [chosen]);

  const client = useQueryClient();
  const ids = useMemo(() => campaigns.map((c) => c.id), [campaigns]);
  useEffect(() => readInTurn(client, ids), [client, ids]);
  // The rows watch the cache; the queue above does the reading.
  const reads = useQueries({
    queries: campaigns.map((c) => ({ ...resultsQueries.performance(c.id), enabled: false })),
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
      const row = readRow(campaign, q.data, period);
      if (!row.result!.active && !runOverlaps(campaign, period)) {
        quiet += 1;
        return;
      }
      rows.push(row);
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
      rows.push(readingRow(campaign));
    }
  });
  return { status: 'rows', rows, settled, of: campaigns.length, total: chosen.total, quiet, countries };
}
