/**
 * The HTTP client. One module-level configuration (`configureApi`), so query factories call
 * `callApi(endpoints.x, {...})` without being handed a client. `callApi` fills the endpoint's path, picks
 * the credential the endpoint takes, validates the request with the contract's schemas (a request the
 * service would refuse is not sent), unwraps the envelope and parses the answer; every failure becomes a
 * typed `ApiError`. An endpoint that takes the OAuth access token fails with kind `needs-connect` when no
 * valid token is held (without sending) or when its token is refused (401/403, and the token is forgotten);
 * the client key, and so the sign-in, is kept.
 */
import { z } from './contract/zod';
import { env } from '../config/env';
import { describeIssues, type RequestPart } from './contract/describe-issues';
import {
  fillPath,
  rawQuery,
  type Credential,
  type JsonEndpoint,
  type PathParamName,
  type PathParams,
  type QueryInput,
} from './contract/endpoint';
import {
  contractError,
  errorFromResponse,
  stillWorkingError,
  needsConnectError,
  networkError,
  requestError,
  signedOutError,
} from './http-errors';
import { takeEarlyRead } from './early-reads';
import { clearAccessToken, getAccessToken, getClientKey } from './session';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;
export type ApiConfig = { baseUrl: string; fetch: FetchLike };

let config: ApiConfig = {
  baseUrl: env.apiBaseUrl.replace(/\/+$/, ''),
  fetch: (input, init) => globalThis.fetch(input, init),
};

/** Sets where requests go and how they are sent (by default: from env; tests: the in-process sandbox). */
export function configureApi(next: Partial<ApiConfig>): void {
  config = {
    baseUrl: (next.baseUrl ?? config.baseUrl).replace(/\/+$/, ''),
    fetch: next.fetch ?? config.fetch,
  };
}

export function getApiConfig(): Readonly<ApiConfig> {
  return config;
}

/** The session's credential of each kind. */
const credentials: Record<Credential, () => string | null> = {
  'client-key': getClientKey,
  'access-token': getAccessToken,
  none: () => null,
};

/** What a call needs besides the endpoint: path values, query, body, as the endpoint declares them. */
export type CallArgs<E extends JsonEndpoint> = (PathParamName<E['path']> extends never
  ? { params?: undefined }
  : { params: PathParams<E['path']> }) &
  (E['query'] extends z.ZodMiniType ? { query?: QueryInput<E> } : { query?: undefined }) &
  (E['body'] extends z.ZodMiniType ? { body: z.input<E['body']> } : { body?: undefined }) & {
    signal?: AbortSignal;
    /** Use this credential instead of the session's (the sign-in page checks a key before keeping it). */
    token?: string;
    /**
     * Sent as `Idempotency-Key`: one per user action, the same on every retry of it, so a write whose
     * answer was lost (creating or submitting a draft) is not made twice.
     */
    idempotencyKey?: string;
  };

/** Describes schema issues of an answer briefly: `nodes.0.status: expected number, received string`. */
function describeAnswerIssues(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): string {
  const shown = error.issues.slice(0, 3).map((issue) => {
    const path = issue.path.map(String).join('.');
    return `${path || '(root)'}: ${issue.message}`;
  });
  const more = error.issues.length > 3 ? ` (and ${error.issues.length - 3} more)` : '';
  return `${shown.join('; ')}${more}`;
}

/** Validates one part of a request with its schema; the error reads like the service's 400. */
function check(schema: z.ZodMiniType, value: unknown, part: RequestPart, label: string): void {
  const result = schema.safeParse(value);
  if (!result.success) throw requestError(describeIssues(result.error, part), label);
}

const pathSchemas = new WeakMap<JsonEndpoint, z.ZodMiniType>();

/** The endpoint's path parameters as one object schema (made once per endpoint). */
function pathSchema(endpoint: JsonEndpoint): z.ZodMiniType {
  let schema = pathSchemas.get(endpoint);
  if (!schema) {
    schema = z.object(endpoint.pathParams as Record<string, z.ZodMiniType>);
    pathSchemas.set(endpoint, schema);
  }
  return schema;
}

/** The URL of a call: base URL, filled path, query string (lists comma-joined, empty values left out). */
export function urlOf(path: string, query?: Record<string, string>): string {
  const qs = new URLSearchParams(query ?? {}).toString();
  return `${config.baseUrl}${path}${qs ? `?${qs}` : ''}`;
}

/** Calls `endpoint` and returns its parsed `data`. */
export async function callApi<E extends JsonEndpoint>(
  endpoint: E,
  args: CallArgs<E>,
): Promise<z.output<E['response']>> {
  const { params, query, body, signal, token, idempotencyKey } = args as {
    params?: Record<string, string>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
    token?: string;
    idempotencyKey?: string;
  };
  const label = `${endpoint.method} ${endpoint.path}`;

  check(pathSchema(endpoint), params ?? {}, 'path parameter', label);
  const path = fillPath(endpoint.path, (params ?? {}) as PathParams<string>);
  const raw = query ? rawQuery(query) : undefined;
  if (endpoint.query) check(endpoint.query, raw ?? {}, 'query parameter', label);
  if (endpoint.body) check(endpoint.body, body, 'body field', label);

  const headers: Record<string, string> = { Accept: 'application/json' };
  const usesAccessToken = endpoint.credential === 'access-token';
  const credential = token ?? credentials[endpoint.credential]();
  // Without the builder's permission the service would only answer 401: ask for it instead.
  if (usesAccessToken && !credential) throw needsConnectError(label);
  // Signed out (or never signed in): nothing is sent without the key a read needs. A page still on screen
  // for a moment after sign-out must not call the service.
  if (endpoint.credential === 'client-key' && !credential) throw signedOutError(label);
  if (credential) headers.Authorization = `Bearer ${credential}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;

  const url = urlOf(path, raw);
  // A read the page's inline script sent before the app's code arrived, of this very request (early-reads.ts).
  const early = endpoint.method === 'GET' ? takeEarlyRead(url, headers.Authorization) : undefined;
  let response: Response;
  try {
    response = await (early ??
      config.fetch(url, {
        method: endpoint.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      }));
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw networkError(cause, label);
  }

  const text = await response.text().catch(() => '');
  let parsedBody: unknown = undefined;
  let isJson = false;
  if (text !== '') {
    try {
      parsedBody = JSON.parse(text);
      isJson = true;
    } catch {
      isJson = false;
    }
  }

  if (usesAccessToken && (response.status === 401 || response.status === 403)) {
    // The token expired or was refused: forget it (unless a newer one was stored meanwhile), never the
    // client key, so this is not a sign-out.
    if (token === undefined && getAccessToken() === credential) clearAccessToken();
    throw needsConnectError(label, response.status);
  }
  // The first of two sends with one Idempotency-Key is still running: asking again is safe.
  if (idempotencyKey && response.status === 409 && response.headers.has('Retry-After'))
    throw stillWorkingError(label);
  if (!response.ok) throw errorFromResponse(response.status, parsedBody, label);
  if (!isJson) throw contractError('the body is not JSON', label, response.status);

  const envelope = parsedBody as { success?: unknown; data?: unknown };
  if (
    typeof envelope !== 'object' ||
    envelope === null ||
    envelope.success !== true ||
    !('data' in envelope)
  ) {
    throw contractError('expected an envelope {success: true, data}', label, response.status);
  }
  const parsed = endpoint.response.safeParse(envelope.data);
  if (!parsed.success) throw contractError(describeAnswerIssues(parsed.error), label, response.status);
  return parsed.data as z.output<E['response']>;
}
