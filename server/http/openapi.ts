import { z } from 'zod';
import type { Credential, Endpoint } from '../../src/api/contract/endpoint';
import { failureEnvelope, successEnvelope } from '../../src/api/contract/envelope';

/**
 * The endpoint table written as an OpenAPI 3.1 document (`GET /openapi.json`): one operation per
 * endpoint, with its credential, path and query parameters, body and answer, all from the table's
 * schemas. Pure: the same table gives the same document.
 */

type Json = Record<string, unknown>;

/** A zod schema as JSON Schema 2020-12 (the dialect of OpenAPI 3.1), without its `$schema` line. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const converted: Json = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  delete converted.$schema;
  return converted;
}

/** The object a query schema reads, under any transform, refinement or pipe wrapped around it. */
export function queryObject(schema: z.ZodType): z.ZodObject {
  let s: z.ZodType = schema;
  for (;;) {
    if (s instanceof z.ZodObject) return s;
    if (s instanceof z.ZodPipe) s = s.in as z.ZodType;
    else if (s instanceof z.ZodOptional || s instanceof z.ZodDefault || s instanceof z.ZodReadonly)
      s = s.unwrap() as z.ZodType;
    else throw new Error(`A query schema must be an object (got ${s.def.type})`);
  }
}

const security: Record<Credential, Json[]> = {
  'client-key': [{ clientKey: [] }],
  'access-token': [{ accessToken: [] }],
  none: [],
};

function parameters(e: Endpoint): Json[] {
  const path = Object.entries<z.ZodType>(e.pathParams).map(([name, schema]) => ({
    name,
    in: 'path',
    required: true,
    schema: jsonSchema(schema, 'input'),
  }));
  const query = e.query
    ? Object.entries(queryObject(e.query).shape).map(([name, field]) => ({
        name,
        in: 'query',
        // A parameter with a default (or a list that may be empty) may be left out.
        required: !(field as z.ZodType).safeParse(undefined).success,
        schema: jsonSchema(field as z.ZodType, 'input'),
      }))
    : [];
  return [...path, ...query];
}

/** The 200 answer: the envelope around the data's schema, or the file's content type. */
const success = (e: Endpoint): Json =>
  'kind' in e.response
    ? { description: `A file (${e.response.contentType}).`, content: { [e.response.contentType]: {} } }
    : {
        description: 'Success: `{success: true, data}`.',
        content: { 'application/json': { schema: jsonSchema(successEnvelope(e.response), 'output') } },
      };

function operation(name: string, e: Endpoint): Json {
  const params = parameters(e);
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
    ...(e.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(e.body, 'input') } },
          },
        }
      : {}),
    responses: {
      '200': success(e),
      '4XX': { $ref: '#/components/responses/Failure' },
    },
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
  return {
    openapi: '3.1.0',
    info: {
      title: 'Doorstep client API (sandbox)',
      // The table has no versions of its own; tools need a value.
      version: '1',
      description:
        "Every endpoint the sandbox serves, written from the endpoint table: the service's (tag `service`) " +
        "and the sandbox's own (tag `sandbox`). Answers are `{success: true, data}` or `{success: false, error}`.",
    },
    ...(opts.serverUrl ? { servers: [{ url: opts.serverUrl }] } : {}),
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
        accessToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'An OAuth access token with scope campaigns:create: the campaign-builder writes.',
        },
      },
      schemas: { Failure: jsonSchema(failureEnvelope, 'output') },
      responses: {
        Failure: {
          description: 'Refused: `{success: false, error}` with a sentence naming what was wrong.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
        },
      },
    },
  };
}
