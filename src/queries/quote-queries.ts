/**
 * Quote query factories. A quote is a POST that saves nothing, so it is read like any other query: the
 * request is the key, answers are cached and shared (the calculator, the comparison and the tier walk
 * ask for many of the same quotes).
 */
import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../api/contract/endpoints';
import type { EddmFormat, EddmQuoteRequest, FlyerQuoteRequest } from '../api/contract/quote';
import { callApi } from '../api/http-client';
import { discoverTiers, TIER_PROBE_TOP } from '../lib/eddm-tiers';

/** Prices change rarely; a quote stays fresh for five minutes. */
const QUOTE_STALE_MS = 5 * 60_000;

/** The request exactly as sent: absent optional fields left out, so equal requests share a key. */
function eddmBody(request: EddmQuoteRequest): EddmQuoteRequest {
  return request.format === undefined
    ? { volume: request.volume }
    : { volume: request.volume, format: request.format };
}

function flyerBody(request: FlyerQuoteRequest): FlyerQuoteRequest {
  const body: FlyerQuoteRequest = {
    countryId: request.countryId,
    flyerSize: request.flyerSize,
    flyerThickness: request.flyerThickness,
    flyerQuantity: request.flyerQuantity,
  };
  if (request.city) body.city = request.city;
  if (request.format) body.format = request.format;
  if (request.channel) body.channel = request.channel;
  return body;
}

export const quoteQueries = {
  all: () => ['quotes'] as const,
  eddm: (request: EddmQuoteRequest) => {
    const body = eddmBody(request);
    return queryOptions({
      queryKey: [...quoteQueries.all(), 'eddm', body] as const,
      queryFn: ({ signal }) => callApi(endpoints.quoteEddm, { body, signal }),
      staleTime: QUOTE_STALE_MS,
    });
  },
  flyer: (request: FlyerQuoteRequest) => {
    const body = flyerBody(request);
    return queryOptions({
      queryKey: [...quoteQueries.all(), 'flyer', body] as const,
      queryFn: ({ signal }) => callApi(endpoints.quoteFlyer, { body, signal }),
      staleTime: QUOTE_STALE_MS,
    });
  },
  /** Every pricing tier of a format, learnt by quoting (see `discoverTiers`); each step is a cached quote. */
  eddmTiers: (format: EddmFormat) =>
    queryOptions({
      queryKey: [...quoteQueries.all(), 'eddm-tiers', format] as const,
      queryFn: ({ client }) =>
        discoverTiers((volume) => client.fetchQuery(quoteQueries.eddm({ volume, format })), TIER_PROBE_TOP),
      staleTime: QUOTE_STALE_MS,
    }),
};
