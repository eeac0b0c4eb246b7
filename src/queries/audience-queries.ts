/**
 * The client's saved audiences (`GET /client/audiences`), read by the library's audiences page and the
 * builder's audience step under one key: `useQuery(audienceQueries.list(params))`.
 */
import type { AudienceListParams } from '../api/contract/audience';
import { endpoints } from '../api/contract/endpoints';
import { callApi } from '../api/http-client';
import { listQueries } from './list-queries';

/** The same request always gets the same key: empty values left out, lists sorted. */
function normalise(params: AudienceListParams): AudienceListParams {
  const out: AudienceListParams = {};
  if (params.ids?.length) out.ids = [...params.ids].sort();
  if (params.statuses?.length) out.statuses = [...params.statuses].map((s) => s.toUpperCase()).sort();
  if (params.search?.trim()) out.search = params.search.trim();
  if (params.first !== undefined) out.first = params.first;
  if (params.skip) out.skip = params.skip;
  return out;
}

export const audienceQueries = listQueries('audiences', normalise, (query, signal) =>
  callApi(endpoints.listAudiences, { query, signal }),
);
