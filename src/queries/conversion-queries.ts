/**
 * The conversions recorded with tracking events, read back on the conversions page (one page, or every row
 * of a range for the chart and the CSV). The tracking page's write, which makes them stale, is
 * `trackingMutations` beside this module.
 */
import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../api/contract/endpoints';
import type { ConversionListParams, ConversionRecord } from '../api/contract/tracking';
import { callApi } from '../api/http-client';
import { listQueries } from './list-queries';

/** A filter of the conversions read-back, without paging. */
export type ConversionRange = Omit<ConversionListParams, 'limit' | 'skip'>;

/** The same request always gets the same key: empty values left out, lists sorted. */
function normalise(params: ConversionListParams): ConversionListParams {
  const out: ConversionListParams = {};
  if (params.from) out.from = params.from;
  if (params.to) out.to = params.to;
  if (params.type?.length) out.type = [...new Set(params.type)].sort();
  if (params.metricIds?.length) out.metricIds = [...new Set(params.metricIds)].sort();
  if (params.limit !== undefined) out.limit = params.limit;
  if (params.skip) out.skip = params.skip;
  return out;
}

/** The most rows a page of the read-back holds (the contract's `limit` bound). */
const CONVERSIONS_PAGE_MAX = 500;
/** The most rows read for a whole range (the daily chart, the CSV): ten requests of 500. */
const CONVERSIONS_RANGE_MAX = 5_000;

/** Every conversion of a range (up to `CONVERSIONS_RANGE_MAX`, newest first), with the range's total. */
type ConversionRangeRows = {
  nodes: ConversionRecord[];
  totalCount: number;
  /** True when the range holds more than was read. */
  truncated: boolean;
};

/** `list` reads one page of the read-back (`limit`, `skip`). */
const conversionLists = listQueries('conversions', normalise, (query, signal) =>
  callApi(endpoints.listConversions, { query, signal }),
);

export const conversionQueries = {
  ...conversionLists,
  /** Every row of a range, read page by page (the newest `CONVERSIONS_RANGE_MAX` of a larger one). */
  range: (params: ConversionRange = {}) => {
    const p = normalise({ ...params, limit: undefined, skip: undefined });
    return queryOptions({
      queryKey: [...conversionQueries.all(), 'range', p] as const,
      queryFn: async ({ signal }): Promise<ConversionRangeRows> => {
        const page = (skip: number) =>
          callApi(endpoints.listConversions, {
            query: { ...p, limit: CONVERSIONS_PAGE_MAX, skip },
            signal,
          });
        // The first page says how many there are; the others are read side by side.
        const first = await page(0);
        const totalCount = first.totalCount;
        const wanted = Math.min(totalCount, CONVERSIONS_RANGE_MAX);
        const skips: number[] = [];
        for (
          let skip = first.nodes.length;
          first.nodes.length > 0 && skip < wanted;
          skip += CONVERSIONS_PAGE_MAX
        )
          skips.push(skip);
        const rest = await Promise.all(skips.map(page));
        const kept = [first, ...rest].flatMap((r) => r.nodes).slice(0, CONVERSIONS_RANGE_MAX);
        return { nodes: kept, totalCount, truncated: totalCount > kept.length };
      },
    });
  },
};
