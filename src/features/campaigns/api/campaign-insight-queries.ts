/**
 * Query factories for what a campaign page's tabs read: performance, scans, schedule, artwork, creation
 * status and coupons. Keys sit under the campaign's detail key, so invalidating a campaign refreshes them.
 */
import { queryOptions } from '@tanstack/react-query';
import { campaignArtworkSchema } from '../../../api/contract/artwork';
import { campaignScheduleSchema } from '../../../api/contract/campaign-dates';
import { campaignCouponsPath, couponListSchema, type CouponListParams } from '../../../api/contract/coupon';
import { creationStatusSchema } from '../../../api/contract/creation-status';
import { performanceSchema } from '../../../api/contract/performance';
import { scanAnalyticsSchema } from '../../../api/contract/scans';
import { apiGet } from '../../../api/http-client';
import { campaignQueries } from './campaign-queries';

const path = (id: string, what: string) => `/client/campaigns/${encodeURIComponent(id)}/${what}`;

export const campaignInsightQueries = {
  performance: (id: string) =>
    queryOptions({
      queryKey: [...campaignQueries.details(), id, 'performance'] as const,
      queryFn: ({ signal }) => apiGet(path(id, 'performance'), performanceSchema, undefined, { signal }),
    }),
  scans: (id: string) =>
    queryOptions({
      queryKey: [...campaignQueries.details(), id, 'scans'] as const,
      queryFn: ({ signal }) => apiGet(path(id, 'scans'), scanAnalyticsSchema, undefined, { signal }),
    }),
  dates: (id: string) =>
    queryOptions({
      queryKey: [...campaignQueries.details(), id, 'dates'] as const,
      queryFn: ({ signal }) => apiGet(path(id, 'dates'), campaignScheduleSchema, undefined, { signal }),
    }),
  artworks: (id: string) =>
    queryOptions({
      queryKey: [...campaignQueries.details(), id, 'artworks'] as const,
      queryFn: ({ signal }) => apiGet(path(id, 'artworks'), campaignArtworkSchema, undefined, { signal }),
    }),
  creationStatus: (id: string) =>
    queryOptions({
      queryKey: [...campaignQueries.details(), id, 'creation-status'] as const,
      queryFn: ({ signal }) =>
        apiGet(path(id, 'creation-status'), creationStatusSchema, undefined, { signal }),
    }),
  coupons: (id: string, params: CouponListParams = {}) => {
    const p: CouponListParams = {};
    if (params.first !== undefined) p.first = params.first;
    if (params.skip) p.skip = params.skip;
    return queryOptions({
      queryKey: [...campaignQueries.details(), id, 'coupons', p] as const,
      queryFn: ({ signal }) => apiGet(campaignCouponsPath(id), couponListSchema, p, { signal }),
    });
  },
};
