import { z } from './zod';
import { isoDate, isoTimestamp } from './common';
import { listPage } from './envelope';
import { qPaging, type RawQuery } from './query';

/**
 * Campaign coupons. The spec does not show the path; `GET /client/campaigns/{id}/coupons` is the
 * sandbox's. A campaign that is not the caller's gives an empty page, not an error.
 */
/**
 * A coupon row. `code` is the value to send as `coupon` when recording a tracking event. The spec shows
 * no other field; the optional ones are the sandbox's: a `description`, the number of recorded
 * conversions that used it (`redemptions`), when it was created and when it expires (null: never).
 */
export const couponSchema = z.object({
  code: z.string().check(z.minLength(1)),
  campaignId: z.optional(z.string()),
  description: z.optional(z.nullable(z.string())),
  redemptions: z.optional(z.number().check(z.int(), z.nonnegative())),
  createdAt: z.optional(isoTimestamp),
  expiresAt: z.optional(z.nullable(isoDate)),
});
export type Coupon = z.infer<typeof couponSchema>;

export const couponListSchema = listPage(couponSchema);
export type CouponList = z.infer<typeof couponListSchema>;

/** Coupons query (paging only; the spec shows none): `first` 1..500 default 50, `skip` default 0. */
export const couponListQuerySchema = z.object(qPaging());
export type CouponListQuery = z.output<typeof couponListQuerySchema>;
export type CouponListParams = Partial<CouponListQuery>;

export const parseCouponListQuery = (raw: RawQuery) => couponListQuerySchema.safeParse(raw);
