/**
 * The client's designs (`GET /client/designs`), read by the library's designs page and the builder's
 * design step under one key: `useQuery(designQueries.list(params))`. The same request always gets the
 * same key (every input of the fetch is in it; empty values and the default first page left out).
 */
import type { DesignListParams } from '../api/contract/design';
import { endpoints } from '../api/contract/endpoints';
import { callApi } from '../api/http-client';
import { listQueries } from './list-queries';

function normalise(params: DesignListParams): DesignListParams {
  const out: DesignListParams = {};
  if (params.search?.trim()) out.search = params.search.trim();
  if (params.status) out.status = params.status.toUpperCase();
  if (params.format) out.format = params.format;
  if (params.sort) out.sort = params.sort;
  if (params.page !== undefined && params.page > 1) out.page = params.page;
  if (params.pageSize !== undefined) out.pageSize = params.pageSize;
  return out;
}

export const designQueries = listQueries('designs', normalise, (query, signal) =>
  callApi(endpoints.listDesigns, { query, signal }),
);
