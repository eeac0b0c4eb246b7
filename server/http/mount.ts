import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { isJsonEndpoint, routerPath, type Endpoint } from '../../src/api/contract/endpoint';
import { checkCredential, type AuthInfo, type CredentialDeps } from '../auth/credentials';
import { parseParam, parseQuery, readJsonBody } from './validate';

/** What a schema gives, or `undefined` where the endpoint has none. */
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

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
export type Answer<E extends Endpoint> = E['response'] extends z.ZodType ? z.input<E['response']> : Response;

export type Handler<E extends Endpoint> = (request: MountedRequest<E>) => Answer<E> | Promise<Answer<E>>;

export interface MountOptions<E extends Endpoint> {
  /** A query schema to use instead of the endpoint's, giving the same values (missions: more labels). */
  query?: z.ZodType<Parsed<E['query']>>;
}

/** Mounts one endpoint of the table (`endpoints.ts`) with its handler. */
export type Mount = <E extends Endpoint>(endpoint: E, handler: Handler<E>, options?: MountOptions<E>) => void;

/**
 * The only way endpoints reach the app: `mounter(app, deps)` gives the `mount` route modules call. A
 * mounted endpoint answers at its method and path; takes the credential it declares (401 missing or
 * invalid, 403 another kind); reads its path parameters, query and body with its schemas (400 naming
 * the field); and answers `{success: true, data}` with the data parsed by its response schema (which
 * strips anything the contract does not have), or the handler's Response for a file.
 */
export function mounter(app: Hono, deps: CredentialDeps): Mount {
  return <E extends Endpoint>(endpoint: E, handler: Handler<E>, options: MountOptions<E> = {}) => {
    const querySchema = options.query ?? endpoint.query;
    app.on(endpoint.method, routerPath(endpoint.path), async (c) => {
      const caller = await checkCredential(endpoint.credential, c, deps);
      const params = Object.fromEntries(
        Object.entries<z.ZodType>(endpoint.pathParams).map(([name, schema]) => [
          name,
          parseParam(c, name, schema),
        ]),
      ) as MountedRequest<E>['params'];
      const query = (querySchema ? parseQuery(c, querySchema) : undefined) as Parsed<E['query']>;
      const body = (endpoint.body ? await readJsonBody(c, endpoint.body) : undefined) as Parsed<E['body']>;
      const answer = await handler({
        c,
        params,
        query,
        body,
        get auth(): AuthInfo {
          if (!caller) throw new Error(`${endpoint.method} ${endpoint.path} takes no credential: no caller`);
          return caller;
        },
      });
      if (!isJsonEndpoint(endpoint)) return answer as Response;
      return c.json({ success: true as const, data: endpoint.response.parse(answer) });
    });
  };
}
