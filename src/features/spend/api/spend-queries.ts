import { queryOptions } from '@tanstack/react-query';
import { spendSchema, type SpendParams } from '../../../api/contract/spend';
import { apiGet } from '../../../api/http-client';

export const spendQueries = {
  all: () => ['spend'] as const,
  /** `GET /client/spend` for a period; every input is in the key. */
  total: (params: SpendParams) => {
    const p: SpendParams = { includeDrafts: !!params.includeDrafts };
    if (params.from) p.from = params.from;
    if (params.to) p.to = params.to;
    return queryOptions({
      queryKey: [...spendQueries.all(), p] as const,
      queryFn: ({ signal }) => apiGet('/client/spend', spendSchema, p, { signal }),
    });
  },
};
