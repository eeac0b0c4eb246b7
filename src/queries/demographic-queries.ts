/**
 * The demographic attributes (`GET /client/eddm/demographic-attributes`: codes, values and labels), read
 * by the builder's demographics and review steps and the planner's shading under one key.
 */
import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../api/contract/endpoints';
import { callApi } from '../api/http-client';

export const demographicQueries = {
  all: () => ['demographic-attributes'] as const,
  attributes: () =>
    queryOptions({
      queryKey: [...demographicQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => callApi(endpoints.demographicAttributes, { signal }),
      // The attributes change rarely: fresh for an hour.
      staleTime: 60 * 60_000,
    }),
};
