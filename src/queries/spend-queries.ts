import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../api/contract/endpoints';
import type { SpendParams } from '../api/contract/spend';
import { callApi } from '../api/http-client';

export const spendQueries = {
  all: () => ['spend'] as const,
  /** The spend over a period; every input is in the key. */
  total: (params: SpendParams) => {
    const p: SpendParams = { includeDrafts: !!params.includeDrafts };
    if (params.from) p.from = params.from;
    if (params.to) p.to = params.to;
    return queryOptions({
      queryKey: [...spendQueries.all(), p] as const,
      queryFn: ({ signal }) => callApi(endpoints.spend, { query: p, signal }),
    });
  },
};
