/** Query factories for the client's designs: `useQuery(designQueries.list(params))`. */
import { queryOptions } from '@tanstack/react-query';
import type { DesignListParams } from '../../../../api/contract/design';
import { endpoints } from '../../../../api/contract/endpoints';
import { callApi } from '../../../../api/http-client';

function normalise(params: DesignListParams): DesignListParams {
  const out: DesignListParams = {};
  if (params.search?.trim()) out.search = params.search.trim();
  if (params.status) out.status = params.status.toUpperCase();
  if (params.format) out.format = params.format;
  if (params.sort) out.sort = params.sort;
  if (params.page !== undefined) out.page = params.page;
  if (params.pageSize !== undefined) out.pageSize = params.pageSize;
  return out;
}

export const designQueries = {
  all: () => ['designs'] as const,
  lists: () => [...designQueries.all(), 'list'] as const,
  list: (params: DesignListParams = {}) => {
    const p = normalise(params);
    return queryOptions({
      queryKey: [...designQueries.lists(), p] as const,
      queryFn: ({ signal }) => callApi(endpoints.listDesigns, { query: p, signal }),
    });
  },
};
