/**
 * The HTTP client. One module-level configuration (`configureApi`), so query factories call
 * `apiGet(path, schema)` without being handed a client. Every request carries the session's client key,
 * every answer is unwrapped from the envelope and parsed with its contract schema, and every failure
 * becomes a typed `ApiError`.
 */
import type { z } from 'zod';
import { env } from '../config/env';
import { toSearchParams } from './contract/query';
import { contractError, errorFromResponse, networkError } from './http-errors';
import { getClientKey } from './session';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;
export type ApiConfig = { baseUrl: string; fetch: FetchLike };

let config: ApiConfig = {
  baseUrl: env.apiBaseUrl,
  fetch: (input, init) => globalThis.fetch(input, init),
};

/** Sets where requests go and how they are sent (main.tsx: from env; tests: the in-process sandbox). */
export function configureApi(next: Partial<ApiConfig>): void {
  config = {
    baseUrl: (next.baseUrl ?? config.baseUrl).replace(/\/+$/, ''),
    fetch: next.fetch ?? config.fetch,
  };
}

export function getApiConfig(): Readonly<ApiConfig> {
  return config;
}

export type QueryParams = Record<
  string,
  string | number | boolean | readonly (string | number)[] | undefined | null
>;

/** `path` plus query string; lists are comma-joined and empty values left out. */
export function buildUrl(path: string, params?: QueryParams): string {
  const qs = toSearchParams(params ?? {}).toString();
  return `${config.baseUrl}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
}

export type RequestOptions = {
  signal?: AbortSignal;
  /** Use this credential instead of the session's (the sign-in page checks a key before keeping it). */
  token?: string | null;
  /** Send no credential (sandbox-only paths). */
  anonymous?: boolean;
};

/** Describes schema issues briefly: `nodes.0.status: expected number, received string`. */
function describeIssues(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): string {
  const shown = error.issues.slice(0, 3).map((issue) => {
    const path = issue.path.map(String).join('.');
    return `${path || '(root)'}: ${issue.message}`;
  });
  const more = error.issues.length > 3 ? ` (and ${error.issues.length - 3} more)` : '';
  return `${shown.join('; ')}${more}`;
}

async function request<S extends z.ZodType>(
  method: string,
  path: string,
  schema: S,
  opts: RequestOptions & { params?: QueryParams; body?: unknown },
): Promise<z.output<S>> {
  const label = `${method} ${path}`;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const key = opts.anonymous ? null : opts.token !== undefined ? opts.token : getClientKey();
  if (key) headers.Authorization = `Bearer ${key}`;
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await config.fetch(buildUrl(path, opts.params), {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
    });
  } catch (cause) {
    if (opts.signal?.aborted) throw cause;
    throw networkError(cause, label);
  }

  const text = await response.text().catch(() => '');
  let body: unknown = undefined;
  let isJson = false;
  if (text !== '') {
    try {
      body = JSON.parse(text);
      isJson = true;
    } catch {
      isJson = false;
    }
  }

  if (!response.ok) throw errorFromResponse(response.status, body, label);
  if (!isJson) throw contractError('the body is not JSON', label, response.status);

  const envelope = body as { success?: unknown; data?: unknown };
  if (
    typeof envelope !== 'object' ||
    envelope === null ||
    envelope.success !== true ||
    !('data' in envelope)
  ) {
    throw contractError('expected an envelope {success: true, data}', label, response.status);
  }
  const parsed = schema.safeParse(envelope.data);
  if (!parsed.success) throw contractError(describeIssues(parsed.error), label, response.status);
  return parsed.data;
}

/** GET `path` and parse `data` with `schema`. */
export function apiGet<S extends z.ZodType>(
  path: string,
  schema: S,
  params?: QueryParams,
  opts: RequestOptions = {},
): Promise<z.output<S>> {
  return request('GET', path, schema, { ...opts, params });
}

/** POST/PUT/PATCH/DELETE `body` as JSON to `path` and parse `data` with `schema`. */
export function apiSend<S extends z.ZodType>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body: unknown,
  schema: S,
  opts: RequestOptions = {},
): Promise<z.output<S>> {
  return request(method, path, schema, { ...opts, body });
}
