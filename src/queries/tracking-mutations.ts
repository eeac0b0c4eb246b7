/**
 * The tracking event write (the tracking page), as a `mutationOptions` factory next to the queries it makes
 * stale: the conversions read back on the conversions page (`conversionQueries`), and the reads of the
 * campaign the event was attributed to. A campaign's coupon codes are `campaignInsightQueries.coupons`,
 * under the campaign's key, so a recorded event refreshes them too (their redemptions and the campaign's
 * performance may count it).
 */
import { mutationOptions } from '@tanstack/react-query';
import { endpoints } from '../api/contract/endpoints';
import type { TrackingEventInput } from '../api/contract/tracking';
import { callApi } from '../api/http-client';
import { campaignQueries } from './campaign-queries';
import { conversionQueries } from './conversion-queries';

export const trackingMutations = {
  /**
   * Records a tracking event (client key). The body is sent as given, after the contract's check; the
   * answer is the stored record (user and transaction ids hashed). Every conversions read is stale after
   * it, and so are the reads of the campaign the service attributed it to.
   */
  record: () =>
    mutationOptions({
      mutationKey: ['tracking', 'record'],
      mutationFn: (body: TrackingEventInput) => callApi(endpoints.recordTrackingEvent, { body }),
      onSuccess: (record, _vars, _result, context) =>
        Promise.all([
          context.client.invalidateQueries({ queryKey: conversionQueries.all() }),
          record.campaignId
            ? context.client.invalidateQueries({
                queryKey: [...campaignQueries.details(), record.campaignId],
              })
            : undefined,
        ]),
    }),
};
