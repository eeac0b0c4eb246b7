/**
 * Query factories for what a campaign page's tabs read: performance, scans, schedule, artwork, creation
 * status and coupons. Keys sit under the campaign's detail key, so invalidating a campaign refreshes them.
 */
import { queryOptions } from '@tanstack/react-query';
import type { CouponListParams } from '../api/contract/coupon';
import { endpoints } from '../api/contract/endpoints';
import { callApi } from '../api/http-client';
import { campaignQueries } from './campaign-queries';

const key = (id: string, what: string) => [...campaignQueries.details(), id, what] as const;

export const campaignInsightQueries = {
  performance: (id: string) =>
    queryOptions({
      queryKey: key(id, 'performance'),
      queryFn: ({ signal }) => callApi(endpoints.campaignPerformance, { params: { id }, signal }),
    }),
  scans: (id: string) =>
    queryOptions({
      queryKey: key(id, 'scans'),
      queryFn: ({ signal }) => callApi(endpoints.campaignScans, { params: { id }, signal }),
    }),
  dates: (id: string) =>
    queryOptions({
      queryKey: key(id, 'dates'),
      queryFn: ({ signal }) => callApi(endpoints.campaignDates, { params: { id }, signal }),
    }),
  artworks: (id: string) =>
    queryOptions({
      queryKey: key(id, 'artworks'),
      queryFn: ({ signal }) => callApi(endpoints.campaignArtworks, { params: { id }, signal }),
    }),
  creationStatus: (id: string) =>
    queryOptions({
      queryKey: key(id, 'creation-status'),
      queryFn: ({ signal }) => callApi(endpoints.campaignCreationStatus, { params: { id }, signal }),
    }),
  /** The targeting a draft was built with (routes, zones, cities, attributes), read back. */
  draftTargeting: (id: string) =>
    queryOptions({
      queryKey: key(id, 'draft-targeting'),
      queryFn: ({ signal }) => callApi(endpoints.campaignDraftTargeting, { params: { id }, signal }),
    }),
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
