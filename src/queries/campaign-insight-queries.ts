/**
 * Query factories for what a campaign page's tabs read: performance, scans, schedule, artwork, creation
 * status and coupons. Keys sit under the campaign's detail key, so invalidating a campaign refreshes them.
 */
import { queryOptions } from '@tanstack/react-query';
import type { CouponListParams } from '../api/contract/coupon';
import type { JsonEndpoint } from '../api/contract/endpoint';
import { endpoints } from '../api/contract/endpoints';
import { callApi, type CallArgs } from '../api/http-client';
import { campaignQueries } from './campaign-queries';

const key = (id: string, what: string) => [...campaignQueries.details(), id, what] as const;

/** A read of one campaign's tab, keyed under the campaign's detail key by `what`. */
function campaignRead<E extends JsonEndpoint & { pathParams: { id: unknown } }>(what: string, endpoint: E) {
  // The path's parameter is the campaign id; TypeScript cannot resolve `CallArgs` of a generic endpoint.
  const args = (id: string, signal: AbortSignal) => ({ params: { id }, signal }) as unknown as CallArgs<E>;
  return (id: string) =>
    queryOptions({
      queryKey: key(id, what),
      queryFn: ({ signal }) => callApi(endpoint, args(id, signal)),
    });
}

export const campaignInsightQueries = {
  performance: campaignRead('performance', endpoints.campaignPerformance),
  scans: campaignRead('scans', endpoints.campaignScans),
  dates: campaignRead('dates', endpoints.campaignDates),
  artworks: campaignRead('artworks', endpoints.campaignArtworks),
  creationStatus: campaignRead('creation-status', endpoints.campaignCreationStatus),
  /** The targeting a draft was built with (routes, zones, cities, attributes), read back. */
  draftTargeting: campaignRead('draft-targeting', endpoints.campaignDraftTargeting),
  coupons: (id: string, params: CouponListParams = {}) => {
    const p: CouponListParams = {};
    if (params.first !== undefined) p.first = params.first;
    if (params.skip) p.skip = params.skip;
    return queryOptions({
      queryKey: [...key(id, 'coupons'), p] as const,
      queryFn: ({ signal }) => callApi(endpoints.campaignCoupons, { params: { id }, query: p, signal }),
    });
  },
};
