import type { z } from 'zod/mini';
import type { Credential, Endpoint } from '../../src/api/contract/endpoint';
import type { OtherAnswer } from '../../src/api/contract/endpoint-doc';
import { endpoints } from '../../src/api/contract/endpoints';
import { failureEnvelope, successEnvelope } from '../../src/api/contract/envelope';
import { BUILDER_SCOPE } from '../../src/api/contract/oauth';
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER } from '../domain/idempotency';
import { isFaultExempt } from './faults';
import { jsonSchema, type Json } from './openapi-schema';

/**
 * The endpoint table written as an OpenAPI 3.1 document (`GET /openapi.json`): one operation per
 * endpoint, with its credential, path, query and header parameters, body and every answer it can give,
 * all from the table's schemas and its `doc` notes (`src/api/contract/endpoint-doc.ts`). Pure: the same
 * table gives the same document.
 *
 * Which refusals an endpoint gives follows from how the sandbox answers (server/http/mount.ts, edge.ts,
 * faults.ts, server/auth/credentials.ts, server/domain/idempotency.ts):
 * - 400: a path parameter, query parameter, body or `Idempotency-Key` the endpoint reads is invalid;
 * - 401 (no or an invalid credential) and 403 (another kind of credential, or a query naming another
 *   client): every endpoint taking a credential;
 * - 404 and 409: those the table notes (`doc.refusals`);
 * - 409 and 429: the writes honouring `Idempotency-Key` (`doc.idempotent`);
 * - 413: every request that may carry a body (over 1 MB);
 * - 502 and 503: the service's endpoints, when the sandbox simulates faults (`SANDBOX_FAULTS`).
 */

/** A query schema's object, under any transform, refinement or pipe wrapped around it. */
export function queryObject(schema: z.ZodMiniType): z.ZodMiniObject {
  let s: z.core.$ZodType = schema;
  for (;;) {
    const def = s._zod.def;
    if (def.type === 'object') return s as z.ZodMiniObject;
    if (def.type === 'pipe') s = (def as z.core.$ZodPipeDef).in;
    else if (def.type === 'optional' || def.type === 'default' || def.type === 'readonly')
      s = (def as z.core.$ZodOptionalDef | z.core.$ZodDefaultDef | z.core.$ZodReadonlyDef).innerType;
    else throw new Error(`A query schema must be an object (got ${def.type})`);
  }
}

const security: Record<Credential, Json[]> = {
  'client-key': [{ clientKey: [] }],
  'access-token': [{ builderOAuth: [BUILDER_SCOPE] }],
  none: [],
};

/** The refusals every endpoint may give, by status: the envelope with a sentence naming what was wrong. */
const refusals: Record<number, { name: string; description: string; headers?: Json }> = {
  400: { name: 'BadRequest', description: 'The request is invalid; the sentence names the field.' },
  401: { name: 'Unauthorized', description: 'No credential, or an invalid or expired one.' },
  403: {
    name: 'Forbidden',
    description: 'Another kind of credential than the endpoint takes, or a query naming another client.',
  },
  404: { name: 'NotFound', description: "Not found (another client's campaign answers exactly the same)." },
  409: {
    name: 'Conflict',
    description:
      'The campaign is no longer a draft, or the Idempotency-Key was used with another request or its first ' +
      'request is still running (retry after `Retry-After` seconds).',
    headers: { 'Retry-After': { schema: { type: 'integer', minimum: 1 } } },
  },
  413: { name: 'PayloadTooLarge', description: 'The body is over 1 MB.' },
  429: {
    name: 'TooManyRequests',
    description:
      'Too many live Idempotency-Keys on this account: retry later with a new key, or without one.',
    headers: { 'Retry-After': { schema: { type: 'integer', minimum: 1 } } },
  },
  502: {
    name: 'BadGateway',
    description: 'A simulated upstream error (`SANDBOX_FAULTS`): nothing was written, safe to retry.',
    headers: { 'X-Sandbox-Fault': { schema: { type: 'string' } } },
  },
  503: {
    name: 'ServiceUnavailable',
    description: 'A simulated upstream error (`SANDBOX_FAULTS`): nothing was written, safe to retry.',
    headers: { 'X-Sandbox-Fault': { schema: { type: 'string' } } },
  },
};

const refusalRef = (status: number) => ({ $ref: `#/components/responses/${refusals[status]!.name}` });

/** The statuses an endpoint refuses with (in the envelope), in order. */
export function refusalStatuses(e: Endpoint): number[] {
  const doc = e.doc ?? {};
  const statuses = new Set<number>(doc.refusals ?? []);
  const readsInput =
    Object.keys(e.pathParams).length > 0 || e.query !== undefined || e.body !== undefined || doc.idempotent;
  if (readsInput) statuses.add(400);
  if (e.credential !== 'none') [401, 403].forEach((s) => statuses.add(s));
  if (doc.idempotent) [409, 429].forEach((s) => statuses.add(s));
  if (e.method !== 'GET') statuses.add(413);
  if (!isFaultExempt(e.method, e.path)) [502, 503].forEach((s) => statuses.add(s));
  // An answer the table spells out (the OAuth endpoints') is not the envelope.
  for (const status of Object.keys(doc.answers ?? {})) statuses.delete(Number(status));
  return [...statuses].sort((a, b) => a - b);
}

const fileSchema = (contentType: string): Json =>
  contentType === 'application/json'
    ? { type: 'object' }
    : contentType.startsWith('text/') || contentType === 'image/svg+xml'
      ? { type: 'string' }
      : { type: 'string', contentMediaType: contentType };

const replayedHeader = {
  [REPLAYED_HEADER]: {
    description: '`true` when this is the stored answer to an earlier request with the same key.',
    schema: { type: 'string', enum: ['true'] },
  },
};

/** The 200 answer: the envelope around the data's schema, or the file's content type. */
function success(e: Endpoint): Json {
  if ('kind' in e.response)
    return {
      description: `A file (${e.response.contentType}).`,
      content: { [e.response.contentType]: { schema: fileSchema(e.response.contentType) } },
    };
  return {
    description: 'Success: `{success: true, data}`.',
    ...(e.doc?.idempotent ? { headers: replayedHeader } : {}),
    content: { 'application/json': { schema: jsonSchema(successEnvelope(e.response), 'output') } },
  };
}

function otherAnswer(answer: OtherAnswer): Json {
  const { description } = answer;
  if ('json' in answer)
    return { description, content: { 'application/json': { schema: jsonSchema(answer.json, 'output') } } };
  if ('html' in answer) return { description, content: { 'text/html': { schema: { type: 'string' } } } };
  if ('redirect' in answer)
    return {
      description,
      headers: { Location: { required: true, schema: { type: 'string', format: 'uri' } } },
    };
  return {
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
  };
}

function responses(e: Endpoint): Json {
  const answers = e.doc?.answers;
  const out: Json = answers
    ? Object.fromEntries(Object.entries(answers).map(([status, a]) => [status, otherAnswer(a)]))
    : { '200': success(e) };
  for (const status of refusalStatuses(e)) out[String(status)] = refusalRef(status);
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => Number(a) - Number(b)));
}

function queryParameters(schema: z.ZodMiniType): Json[] {
  return Object.entries(queryObject(schema).shape).map(([name, field]) => {
    const value = jsonSchema(field as z.ZodMiniType, 'input');
    const { description, ...rest } = value;
    return {
      name,
      in: 'query',
      // A parameter with a default (or a list that may be empty) may be left out.
      required: !(field as z.ZodMiniType).safeParse(undefined).success,
      ...(typeof description === 'string' ? { description } : {}),
      // Lists: comma-separated, as the dashboard sends them (the parameter repeated is read too).
      ...(rest.type === 'array' ? { style: 'form', explode: false } : {}),
      schema: rest,
    };
  });
}

const idempotencyKey = {
  name: IDEMPOTENCY_HEADER,
  in: 'header',
  required: false,
  description:
    'One key per action, the same on every retry of it: the write runs once and every repeat gets the ' +
    'first answer (kept 24 hours, per client).',
  schema: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[\\x21-\\x7e]+$' },
};

function parameters(e: Endpoint): Json[] {
  const path = Object.entries<z.ZodMiniType>(e.pathParams).map(([name, schema]) => ({
    name,
    in: 'path',
    required: true,
    schema: jsonSchema(schema, 'input'),
  }));
  const query = e.query ?? e.doc?.query;
  return [...path, ...(query ? queryParameters(query) : []), ...(e.doc?.idempotent ? [idempotencyKey] : [])];
}

function requestBody(e: Endpoint): Json | undefined {
  if (e.body)
    return { required: true, content: { 'application/json': { schema: jsonSchema(e.body, 'input') } } };
  if (e.doc?.form)
    return {
      required: true,
      content: { 'application/x-www-form-urlencoded': { schema: jsonSchema(e.doc.form, 'input') } },
    };
  return undefined;
}

function operation(name: string, e: Endpoint): Json {
  const params = parameters(e);
  const body = requestBody(e);
  return {
    operationId: name,
    summary: e.summary,
    ...(e.pinned
      ? { description: `Pinned by the sandbox where the spec says "not shown": ${e.pinned}` }
      : {}),
    tags: [e.audience],
    'x-audience': e.audience,
    security: security[e.credential],
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(e),
  };
}

/** The OpenAPI 3.1 document of an endpoint table. */
export function openApiDocument(
  table: Readonly<Record<string, Endpoint>>,
  opts: { serverUrl?: string } = {},
) {
  const paths: Record<string, Record<string, Json>> = {};
  for (const [name, e] of Object.entries(table)) {
    const item = (paths[e.path] ??= {});
    const method = e.method.toLowerCase();
    if (item[method]) throw new Error(`Two endpoints at ${e.method} ${e.path}`);
    item[method] = operation(name, e);
  }
  const base = opts.serverUrl ?? '';
  return {
    openapi: '3.1.0',
    info: {
      title: 'Doorstep client API (sandbox)',
      // The version of the service interface the sandbox implements.
      version: '1.0.0',
      description:
        "Every endpoint the sandbox serves, written from the endpoint table: the service's (tag `service`) " +
        "and the sandbox's own (tag `sandbox`). Answers are `{success: true, data}` or `{success: false, error}`.",
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    ...(opts.serverUrl ? { servers: [{ url: opts.serverUrl, description: 'This sandbox.' }] } : {}),
    tags: [
      {
        name: 'service',
        description: "The service's interface, as the spec shows it or the sandbox pins it.",
      },
      { name: 'sandbox', description: 'Only the sandbox has these.' },
    ],
    paths,
    components: {
      securitySchemes: {
        clientKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'A client key: reads, quotes, tracking and postcards.',
        },
        builderOAuth: {
          type: 'oauth2',
          description:
            'An OAuth 2.0 access token (authorization code with PKCE, S256), sent as `Authorization: Bearer`: ' +
            'the campaign-builder writes.',
          flows: {
            authorizationCode: {
              authorizationUrl: `${base}${endpoints.oauthAuthorize.path}`,
              tokenUrl: `${base}${endpoints.oauthToken.path}`,
              scopes: { [BUILDER_SCOPE]: 'Build, submit and cancel draft campaigns on the account.' },
            },
          },
        },
      },
      schemas: { Failure: jsonSchema(failureEnvelope, 'output') },
      responses: Object.fromEntries(
        Object.values(refusals).map(({ name, description, headers }) => [
          name,
          {
            description: `${description} \`{success: false, error}\`.`,
            ...(headers ? { headers } : {}),
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
          },
        ]),
      ),
    },
  };
}
