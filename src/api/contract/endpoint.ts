import { z } from './zod';
import type { EndpointDoc } from './endpoint-doc';
import { toSearchParams } from './query';

/**
 * What an endpoint of the table is: its method, its path with `{name}` parameters, the credential it
 * takes and the schemas of its path parameters, query, body and answer. The dashboard calls endpoints and
 * the sandbox mounts them through these values (`endpoints.ts`), so a path is spelled in one place.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The credential an endpoint takes: the client key (reads, quotes, tracking, postcards), the OAuth access
 * token with scope `campaigns:create` (builder writes), or none (sandbox-only pages and files).
 */
export type Credential = 'client-key' | 'access-token' | 'none';

/** An answer that is not the JSON envelope: a file (the sandbox's artwork images and PDFs). */
export interface FileAnswer {
  readonly kind: 'file';
  readonly contentType: string;
}

/** `/client/campaigns/{id}/scans` -> `'id'`. */
export type PathParamName<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamName<Rest>
  : never;

/** Values for a path's parameters, as strings. */
export type PathParams<P extends string> = { [K in PathParamName<P>]: string };

export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Q extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  B extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  R extends z.ZodMiniType | FileAnswer = z.ZodMiniType | FileAnswer,
> {
  readonly method: M;
  /** Path with `{name}` parameters, as the spec writes it. */
  readonly path: P;
  readonly credential: Credential;
  /**
   * `service`: part of the service's interface (the dashboard may call it on a real service).
   * `sandbox`: only the sandbox has it (health, demo credentials, artwork files, the OpenAPI document).
   */
  readonly audience: 'service' | 'sandbox';
  /** One sentence for people (the OpenAPI summary). */
  readonly summary: string;
  /** Where the spec says "not shown", what the sandbox pins (path, parameter names or shapes). */
  readonly pinned?: string;
  /** Schemas of the path parameters; a parameter without one is any non-empty string. */
  readonly pathParams: { readonly [K in PathParamName<P>]: z.ZodMiniType<string, string> };
  /** Query schema: raw strings in (`RawQuery`), typed values out. */
  readonly query: Q;
  /** Request body schema (bodies are JSON objects). */
  readonly body: B;
  /** Schema of `data` in the success envelope, or a file. */
  readonly response: R;
  /** What the API document needs beyond the schemas (refusals, idempotency, the OAuth answers). */
  readonly doc?: EndpointDoc;
}

/** An endpoint answering the JSON envelope. */
export type JsonEndpoint = Endpoint<
  HttpMethod,
  string,
  z.ZodMiniType | undefined,
  z.ZodMiniType | undefined,
  z.ZodMiniType
>;

const anySegment = z.string().check(z.minLength(1, 'must not be empty'));

/** Names of the `{parameters}` in a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

type Def<M extends HttpMethod, P extends string, Q, B, R> = {
  method: M;
  path: P;
  credential: Credential;
  audience?: 'service' | 'sandbox';
  summary: string;
  pinned?: string;
  pathParams?: { readonly [K in PathParamName<P>]?: z.ZodMiniType<string, string> };
  query?: Q;
  body?: B;
  response: R;
  doc?: EndpointDoc;
};

/** Declares an endpoint; path parameters without a schema get "any non-empty string". */
export function endpoint<
  const M extends HttpMethod,
  const P extends string,
  R extends z.ZodMiniType | FileAnswer,
  Q extends z.ZodMiniType | undefined = undefined,
  B extends z.ZodMiniType | undefined = undefined,
>(def: Def<M, P, Q, B, R>): Endpoint<M, P, Q, B, R> {
  const given = (def.pathParams ?? {}) as Record<string, z.ZodMiniType<string, string> | undefined>;
  const pathParams = Object.fromEntries(
    pathParamNames(def.path).map((name) => [name, given[name] ?? anySegment]),
  ) as Endpoint<M, P, Q, B, R>['pathParams'];
  return {
    method: def.method,
    path: def.path,
    credential: def.credential,
    audience: def.audience ?? 'service',
    summary: def.summary,
    ...(def.pinned ? { pinned: def.pinned } : {}),
    pathParams,
    query: def.query as Q,
    body: def.body as B,
    response: def.response,
    ...(def.doc ? { doc: def.doc } : {}),
  };
}

/** Fills `{name}` parameters (encoded): `fillPath('/client/campaigns/{id}', {id: '7'})`. */
export function fillPath<P extends string>(path: P, params: PathParams<P>): string {
  const values = params as Record<string, string>;
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`fillPath: no value for {${name}} in ${path}`);
    return encodeURIComponent(value);
  });
}

/** The same path in the router's notation: `/client/campaigns/:id`. */
export function routerPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** Typed query values, the way the dashboard sends them (every field optional). */
export type QueryInput<E extends Endpoint> = E['query'] extends z.ZodMiniType
  ? Partial<z.output<E['query']>>
  : never;

/** What the query values become on the wire: strings, lists comma-joined, empty values left out. */
export function rawQuery(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(toSearchParams(values));
}

/** Is the answer the JSON envelope? */
export const isJsonEndpoint = (e: Endpoint): e is JsonEndpoint => !('kind' in e.response);

/** A file answer of this content type. */
export const fileAnswer = (contentType: string): FileAnswer => ({ kind: 'file', contentType });
