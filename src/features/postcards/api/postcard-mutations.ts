/**
 * The postcards page's one write, as a `mutationOptions` factory. Sending changes nothing the dashboard
 * reads (no query lists postcards), so it invalidates nothing. `callApi` checks the request with the
 * contract first: a request the service would refuse is not sent, and fails with the same message.
 */
import { mutationOptions } from '@tanstack/react-query';
import { endpoints } from '../../../api/contract/endpoints';
import type { PostcardRequest } from '../../../api/contract/postcard';
import { callApi } from '../../../api/http-client';

export const postcardMutations = {
  send: () =>
    mutationOptions({
      mutationKey: ['postcards', 'send'],
      mutationFn: (body: PostcardRequest) => callApi(endpoints.sendPostcards, { body }),
      // A send is not repeated by itself: a request that timed out may have been taken.
      retry: false,
    }),
};
