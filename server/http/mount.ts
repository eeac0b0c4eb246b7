import type { Context, Hono } from 'hono';
import type { z } from 'zod/mini';
import { isJsonEndpoint, routerPath, type Endpoint } from '../../src/api/contract/endpoint';
import { checkCredential, type AuthInfo, type CredentialDeps } from '../auth/credentials';
import type { AnswerCache, CachedAnswer, View } from './answer-cache';
import { knownBody } from './compress';
import { failure } from './errors';
import { pageNodeSchema, serializePage } from './page-answer';
import { parseJsonBody, parseParam, parseQuery, readJsonBody, readJsonText } from './validate';

/** What a schema gives, or `undefined` where the endpoint has none. */
type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

/** What a handler receives: every part of the request already checked against the endpoint's schemas. */
export interface MountedRequest<E extends Endpoint> {
  c: Context;
  /** The caller, from the credential. An endpoint taking no credential has none: reading it throws. */
  auth: AuthInfo;
  params: { readonly [K in keyof E['pathParams']]: string };
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
}

/** A JSON endpoint's handler returns the data (`mount` parses it); a file endpoint's handler, a Response. */
export type Answer<E extends Endpoint> = E['response'] extends z.ZodMiniType
  ? z.input<E['response']>
  : Response;

export type Handler<E extends Endpoint> = (request: MountedRequest<E>) => Answer<E> | Promise<Answer<E>>;

export interface MountOptions<E extends Endpoint> {
  /** A query schema to use instead of the endpoint's, giving the same values (missions: more labels). */
  query?: z.ZodMiniType<Parsed<E['query']>>;
}

/** Mounts one endpoint of the table (`endpoints.ts`) with its handler. */
export type Mount = <E extends Endpoint>(endpoint: E, handler: Handler<E>, options?: MountOptions<E>) => void;

/** Exactly what `c.json` sends, from an answer already serialized (the answer cache keeps its bytes). */
const JSON_HEADERS = { 'Content-Type': 'application/json' } as const;

/** Lists longer than this are parsed and serialized in batches (http/page-answer.ts). */
const PAGE_BATCH_FROM = 200;

/** The answer's bytes are known to the edge: it decides on compression without reading them back. */
const sendAnswer = (c: Context, answer: CachedAnswer) =>
  knownBody(c.body(answer.body, answer.status as 200, { 'Content-Type': answer.contentType }), answer.body);

/**
 * A path with a trailing slash that no endpoint spells is no endpoint's path: 404, like any unknown path.
 * Hono's router tells `/client/campaigns/` from `/client/campaigns`, but the app's 405 check (`Allow`, in
 * `withEnvelopeErrors`) matches routes with a trailing slash optional; without this route it answered
 * `GET /client/campaigns/` 405 `Allow: POST`, and `POST` to it 405 `Allow: GET, HEAD`, each naming a method
 * the same path refuses. Mounted for every method (`ALL`), which the 405 check and the table's test leave
 * out.
 */
const noTrailingSlash = (c: Context) =>
  failure(c, 404, `Not found: no endpoint at ${c.req.method} ${c.req.path}`);

/**
 * Which endpoints may answer from the answer cache (http/answer-cache.ts), and the cache. An endpoint is
 * listed only when its handler writes nothing and answers from nothing but the caller, the path
 * parameters, query and body, the database and, at most, the time to the second. Such a handler gets
 * no request context (reading `c` throws), so it cannot come to depend on headers or set its own status
 * unnoticed.
 */
export interface CachedEndpoints {
  answers: AnswerCache;
  endpoints: ReadonlySet<Endpoint>;
  /**
   * Builds a cached endpoint's answer with the headers the app's middleware would add (`finishedAnswer`
   * in http/edge.ts), or gives undefined for the usual answer. Only for an app whose middleware leaves
   * such answers as they are; without it, answers are built as `c.json` builds them.
   */
  finish?: (c: Context, answer: CachedAnswer) => Response | undefined;
  /**
   * Told when a request is answered with the answer the cache keeps for its key under `view`
   * (`AnswerCache.isKept`): the HTTP server may then keep what it sends for that exact request and
   * send it again while the view holds (http/fast-answers.ts).
   */
  kept?: (c: Context, view: View) => void;
}

/**
 * The only way endpoints reach the app: `mounter(app, deps)` gives the `mount` route modules call. A
 * mounted endpoint answers at its method and path; takes the credential it declares (401 missing or
 * invalid, 403 another kind); reads its path parameters, query and body with its schemas (400 naming
 * the field); and answers `{success: true, data}` with the data parsed by its response schema (which
 * strips anything the contract does not have), or the handler's Response for a file. The endpoints of
 * `cache` answer a repeated request (same credential, URL and body) with the bytes of the first while the
 * database and the second are unchanged (http/answer-cache.ts); the response schema still parses every
 * answer the cache keeps, so a cached answer holds exactly the contract's fields too.
 */
export function mounter(app: Hono, deps: CredentialDeps, cache?: CachedEndpoints): Mount {
  /** Router paths whose trailing-slash twin is mounted as a 404 (`noTrailingSlash`). */
  const slashed = new Set<string>();
  return <E extends Endpoint>(endpoint: E, handler: Handler<E>, options: MountOptions<E> = {}) => {
    const querySchema = options.query ?? endpoint.query;
    const cached = cache?.endpoints.has(endpoint) ? cache.answers : undefined;
    const finish = cache?.finish;
    const kept = cache?.kept;
    if (cached && !isJsonEndpoint(endpoint)) {
      throw new Error(`${endpoint.method} ${endpoint.path}: only JSON answers can be cached`);
    }

    /** Path parameters and query, checked in that order (400 naming the part). */
    const readUrl = (c: Context) => ({
      params: Object.fromEntries(
        Object.entries<z.ZodMiniType>(endpoint.pathParams).map(([name, schema]) => [
          name,
          parseParam(c, name, schema),
        ]),
      ) as MountedRequest<E>['params'],
      query: (querySchema ? parseQuery(c, querySchema) : undefined) as Parsed<E['query']>,
    });

    const run = (
      c: Context,
      caller: AuthInfo | undefined,
      url: ReturnType<typeof readUrl>,
      body: Parsed<E['body']>,
    ) =>
      handler({
        // A cached endpoint's answer must not depend on the request beyond what it is handed.
        get c(): Context {
          if (cached) throw new Error(`${endpoint.method} ${endpoint.path} is cached: no request context`);
          return c;
        },
        ...url,
        body,
        get auth(): AuthInfo {
          if (!caller) throw new Error(`${endpoint.method} ${endpoint.path} takes no credential: no caller`);
          return caller;
        },
      });

    const responseSchema = endpoint.response as z.ZodMiniType;
    const nodeSchema = isJsonEndpoint(endpoint) ? pageNodeSchema(responseSchema) : undefined;
    /**
     * The success envelope as sent: the data parsed by the response schema, serialized; a long list a
     * batch of nodes at a time, yielding between batches (http/page-answer.ts).
     */
    const serialize = async (answer: unknown): Promise<CachedAnswer> => {
      const nodes = (answer as { nodes?: unknown } | null)?.nodes;
      const text =
        nodeSchema && Array.isArray(nodes) && nodes.length > PAGE_BATCH_FROM
          ? await serializePage(responseSchema, nodeSchema, answer as { nodes: unknown[] })
          : JSON.stringify({ success: true, data: responseSchema.parse(answer) });
      return { status: 200, contentType: JSON_HEADERS['Content-Type'], body: Buffer.from(text) };
    };

    /** Every step in order: credential (401, 403), path parameters, query, body (400), the handler. */
    const answerFresh = async (c: Context) => {
      const caller = await checkCredential(endpoint.credential, c, deps);
      const url = readUrl(c);
      const body = (endpoint.body ? await readJsonBody(c, endpoint.body) : undefined) as Parsed<E['body']>;
      const answer = await run(c, caller, url, body);
      if (!isJsonEndpoint(endpoint)) return answer as Response;
      return sendAnswer(c, await serialize(answer));
    };

    const path = routerPath(endpoint.path);
    if (!path.endsWith('/') && !slashed.has(path)) {
      slashed.add(path);
      app.all(`${path}/`, noTrailingSlash);
    }

    app.on(endpoint.method, path, async (c) => {
      if (!cached) return answerFresh(c);
      // The same steps in the same order, each remembered while the database and the second hold: the
      // caller (a repeated credential skips the check's database read), then the answer, keyed by
      // everything else it depends on: the caller, the full URL and the body's text.
      const view = cached.view();
      const caller = await cached.caller(
        `${endpoint.credential}\n${c.req.header('authorization') ?? ''}\n${c.req.url}`,
        () => checkCredential(endpoint.credential, c, deps),
        view,
      );
      const url = endpoint.body ? readUrl(c) : undefined;
      const text = endpoint.body ? await readJsonText(c) : '';
      const key = [
        `${endpoint.method} ${endpoint.path}`,
        caller ? `${caller.clientId} ${caller.typ} ${caller.scopes.join(' ')}` : '-',
        c.req.url,
        text,
      ].join('\n');
      const answer = await cached.answer(
        key,
        async () => {
          const body = (endpoint.body ? parseJsonBody(text, endpoint.body) : undefined) as Parsed<E['body']>;
          return serialize(await run(c, caller, url ?? readUrl(c), body));
        },
        view,
      );
      if (kept && cached.isKept(key, answer, view)) kept(c, view);
      return finish?.(c, answer) ?? sendAnswer(c, answer);
    });
  };
}
