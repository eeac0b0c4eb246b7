import { describe, expect, it } from 'vitest';
import { pathParamNames } from '../../src/api/contract/endpoint';
import { endpoints } from '../../src/api/contract/endpoints';
import { openApiDocument, refusalStatuses } from './openapi';

type Json = Record<string, unknown>;
type Operation = {
  operationId: string;
  summary: string;
  description?: string;
  'x-audience': string;
  security: Json[];
  parameters?: {
    name: string;
    in: string;
    required: boolean;
    style?: string;
    explode?: boolean;
    schema: Json;
  }[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<
    string,
    { content?: Record<string, { schema?: Json }>; $ref?: string; headers?: Record<string, Json> }
  >;
};

const doc = openApiDocument(endpoints, { serverUrl: 'http://127.0.0.1:8787' });
// What a tool reads: the JSON text.
const read = JSON.parse(JSON.stringify(doc)) as {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: Json & { securitySchemes: Record<string, Json> };
};
const operation = (e: { method: string; path: string }) => read.paths[e.path]?.[e.method.toLowerCase()];

/** Every `$ref` in a value. */
const refs = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(refs)
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => (k === '$ref' && typeof v === 'string' ? [v] : refs(v)))
      : [];

describe('the OpenAPI document', () => {
  it('is an OpenAPI 3.1 document a tool can read: plain JSON, info, paths, security schemes', () => {
    expect(read).toEqual(doc);
    expect(read.openapi).toBe('3.1.0');
    expect(read.info.title).toEqual(expect.any(String));
    // The interface's version.
    expect(read.info.version).toBe('1.0.0');
    expect(Object.keys(read.components.securitySchemes).sort()).toEqual(['builderOAuth', 'clientKey']);
    expect(read.components.securitySchemes.clientKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(read.components.securitySchemes.builderOAuth).toEqual({
      type: 'oauth2',
      description: expect.any(String),
      flows: {
        authorizationCode: {
          authorizationUrl: `http://127.0.0.1:8787${endpoints.oauthAuthorize.path}`,
          tokenUrl: `http://127.0.0.1:8787${endpoints.oauthToken.path}`,
          scopes: { 'campaigns:create': expect.any(String) },
        },
      },
    });
    // Every reference resolves inside the document (no JSON Schema `$defs` left dangling).
    for (const ref of refs(read)) {
      expect(ref).toMatch(/^#\/components\//);
      const target = ref
        .slice(2)
        .split('/')
        .reduce<unknown>((at, key) => (at as Json | undefined)?.[key], read);
      expect(target, ref).toBeDefined();
    }
    expect(JSON.stringify(read)).not.toContain('"$schema"');
  });

  it.each(Object.entries(endpoints))('%s appears with its method, path and credential', (name, e) => {
    const op = operation(e);
    expect(op, `${e.method} ${e.path}`).toBeDefined();
    expect(op!.operationId).toBe(name);
    expect(op!.summary).toBe(e.summary);
    expect(op!['x-audience']).toBe(e.audience);
    expect(op!.security).toEqual(
      {
        'client-key': [{ clientKey: [] }],
        'access-token': [{ builderOAuth: ['campaigns:create'] }],
        none: [],
      }[e.credential],
    );
    if (e.pinned) expect(op!.description).toContain(e.pinned);
    const inPath = (op!.parameters ?? []).filter((p) => p.in === 'path');
    expect(inPath.map((p) => p.name)).toEqual(pathParamNames(e.path));
    expect(inPath.every((p) => p.required)).toBe(true);
    // No status range: every status the endpoint answers, each with its schema.
    expect(Object.keys(op!.responses).every((s) => /^[1-5]\d\d$/.test(s))).toBe(true);
    for (const status of refusalStatuses(e)) {
      expect(op!.responses[String(status)]!.$ref).toMatch(/^#\/components\/responses\/\w+$/);
    }
    if (e.doc?.answers) return;
    const ok = op!.responses['200']!.content!;
    if ('kind' in e.response) expect(Object.keys(ok)).toEqual([e.response.contentType]);
    else expect(ok['application/json']!.schema).toMatchObject({ required: ['success', 'data'] });
  });

  it('lists query parameters one by one, required only when they cannot be left out', () => {
    const query = (e: { method: string; path: string }) =>
      Object.fromEntries(
        (operation(e)!.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p]),
      );
    // Behind a transform: the object's fields are still listed.
    const campaigns = query(endpoints.listCampaigns);
    expect(Object.keys(campaigns)).toEqual(expect.arrayContaining(['ids', 'from', 'to', 'first', 'skip']));
    expect(campaigns.first).toMatchObject({
      required: false,
      schema: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
    });
    expect(campaigns.ids!.required).toBe(false);
    expect(query(endpoints.listMissions).campaignId!.required).toBe(false);
    expect(query(endpoints.channelRules).cityId!.required).toBe(true);
    expect(query(endpoints.artworkImage).kind!.schema).toMatchObject({
      enum: expect.arrayContaining(['flyer']),
    });
  });

  it('describes request bodies with their schema', () => {
    const body = operation(endpoints.quoteEddm)!.requestBody!.content['application/json']!.schema;
    expect(body).toMatchObject({ type: 'object', properties: expect.any(Object) });
  });
});

/** The data schema of an endpoint's success answer. */
const data = (e: { method: string; path: string }) =>
  (operation(e)!.responses['200']!.content!['application/json']!.schema as { properties: { data: Json } })
    .properties.data;
const pageItem = (e: { method: string; path: string }) =>
  (data(e) as { properties: { nodes: { items: { properties: Record<string, Json> } } } }).properties.nodes
    .items.properties;
const statuses = (e: { method: string; path: string }) => Object.keys(operation(e)!.responses);

describe('the OpenAPI document is precise', () => {
  it('lists the statuses each endpoint answers, from its credential, input, notes and faults', () => {
    // A campaign read: bad id, credential, not the caller's, simulated upstream faults.
    expect(statuses(endpoints.getCampaign)).toEqual(['200', '400', '401', '403', '404', '502', '503']);
    // A builder write: also 409 (no longer a draft) and 413 (a body).
    expect(statuses(endpoints.setDraftCities)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '502',
      '503',
    ]);
    // Idempotent writes: 409 and 429 for keys.
    expect(statuses(endpoints.recordTrackingEvent)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '409',
      '413',
      '429',
      '502',
      '503',
    ]);
    // Nothing to refuse, no faults.
    expect(statuses(endpoints.health)).toEqual(['200']);
    // Another client's campaign gives an empty page of coupons, not 404.
    expect(statuses(endpoints.campaignCoupons)).not.toContain('404');
    expect(read.components.responses).toMatchObject({
      NotFound: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } } },
      TooManyRequests: { headers: { 'Retry-After': expect.any(Object) } },
    });
  });

  it('describes OAuth: the consent page, redirects with Location, form bodies, the token and its errors', () => {
    const authorize = operation(endpoints.oauthAuthorize)!;
    expect(Object.keys(authorize.responses)).toEqual(['200', '302', '400', '503']);
    expect(Object.keys(authorize.responses['200']!.content!)).toEqual(['text/html']);
    expect(Object.keys(authorize.responses['400']!.content!)).toEqual(['text/html']);
    expect(authorize.responses['302']!.headers!.Location).toMatchObject({ required: true });
    expect(authorize.parameters!.map((p) => [p.name, p.required])).toEqual(
      expect.arrayContaining([
        ['code_challenge_method', true],
        ['login_hint', false],
      ]),
    );

    const decide = operation(endpoints.oauthDecide)!;
    expect(Object.keys(decide.responses)).toEqual(['303', '400', '403', '413']);
    expect(decide.responses['303']!.headers!.Location).toMatchObject({ required: true });
    expect(Object.keys(decide.requestBody!.content)).toEqual(['application/x-www-form-urlencoded']);

    const token = operation(endpoints.oauthToken)!;
    expect(Object.keys(token.requestBody!.content)).toEqual(['application/x-www-form-urlencoded']);
    expect(token.requestBody!.content['application/x-www-form-urlencoded']!.schema).toMatchObject({
      required: expect.arrayContaining(['grant_type', 'code', 'redirect_uri', 'client_id', 'code_verifier']),
    });
    expect(token.responses['200']!.content!['application/json']!.schema).toMatchObject({
      required: ['access_token', 'token_type', 'expires_in', 'scope'],
    });
    expect(token.responses['400']!.content!['application/json']!.schema).toMatchObject({
      properties: { error: { enum: expect.arrayContaining(['invalid_grant']) }, error_description: {} },
      required: ['success', 'error', 'error_description'],
    });
  });

  it('declares Idempotency-Key on the writes that honour it, and only there', () => {
    const keyed = Object.entries(endpoints)
      .filter(([, e]) => (operation(e)!.parameters ?? []).some((p) => p.name === 'Idempotency-Key'))
      .map(([name]) => name)
      .sort();
    expect(keyed).toEqual(['createDraft', 'recordTrackingEvent', 'submitDraft']);
  });

  it('gives parameters their wire types, limits, defaults and list encoding', () => {
    const query = (e: { method: string; path: string }) =>
      Object.fromEntries((operation(e)!.parameters ?? []).map((p) => [p.name, p]));
    const search = query(endpoints.searchCarrierRoutes);
    expect(search.radius!.schema).toEqual({ type: 'number', minimum: 1, maximum: 20000, default: 3000 });
    expect(search.includePaths!.schema).toMatchObject({ type: 'boolean', default: false });
    expect(query(endpoints.bestFitCarrierRoutes).volume).toMatchObject({
      required: true,
      schema: { type: 'integer', minimum: 1 },
    });
    const campaigns = query(endpoints.listCampaigns);
    expect(campaigns.statuses).toMatchObject({ style: 'form', explode: false, schema: { type: 'array' } });
    expect(campaigns.statuses!.schema).toMatchObject({
      items: { oneOf: [{ type: 'integer', enum: [0, 10, 15, 20] }, { type: 'string' }] },
    });
    expect(campaigns.from!.schema).toEqual({
      anyOf: [
        { type: 'string', format: 'date' },
        { type: 'string', format: 'date-time' },
      ],
    });
    expect(query(endpoints.listConversions).metricIds!.schema).toMatchObject({ maxItems: 100 });
  });

  it('lists every code as an enum and marks dates', () => {
    const campaign = pageItem(endpoints.listCampaigns);
    expect(campaign.type).toEqual({ type: 'integer', enum: [1, 2, 3, 4] });
    expect(campaign.statusEnum).toEqual({
      type: 'string',
      enum: ['DRAFT', 'ACTIVE', 'COMPLETED', 'ARCHIVED'],
    });
    expect(campaign.created_at).toEqual({ type: 'string', format: 'date-time' });
    expect(JSON.stringify(campaign.start_date)).toContain('"format":"date"');
    // The sandbox's mission codes, beyond those the spec shows.
    const mission = pageItem(endpoints.listMissions);
    expect(mission.status).toEqual({ type: 'integer', enum: [0, 10, 20, 30, 40, 60] });
    expect(mission.type).toEqual({ type: 'integer', enum: [1, 2, 3, 4] });
    const quote = data(endpoints.quoteEddm) as { properties: Record<string, Json> };
    expect(JSON.stringify(quote.properties.adjustments)).toContain(
      '"enum":["BOUND_APPLIED","INPUT_NOT_MATCHED","TRUNCATED"]',
    );
    const postcard = data(endpoints.sendPostcards) as { properties: Record<string, Json> };
    expect(postcard.properties.status).toMatchObject({
      enum: ['SUBMITTED', 'PROCESSING', 'COMPLETED', 'FAILED'],
    });
    expect(postcard.properties.estimatedCompletionDate).toMatchObject({ format: 'date' });
    const status = data(endpoints.campaignCreationStatus) as { properties: Record<string, Json> };
    expect(status.properties.missing).toMatchObject({
      items: { enum: expect.arrayContaining(['designReady']) },
    });
  });

  it('writes route paths as polygons and the tracking event as its variants', () => {
    const route = pageItem(endpoints.searchCarrierRoutes);
    expect(route.paths).toMatchObject({ type: 'array', items: { type: 'array', items: { type: 'object' } } });
    expect(JSON.stringify(route.paths)).not.toContain('{}');
    const body = operation(endpoints.recordTrackingEvent)!.requestBody!.content['application/json']!
      .schema as { oneOf: { properties: Record<string, Json>; not?: Json }[] };
    expect(body.oneOf.map((v) => v.properties.eventName)).toEqual([
      { type: 'string', const: 'Signups' },
      { type: 'string', const: 'conversion' },
      { type: 'string', minLength: 1, maxLength: 200 },
    ]);
    expect(body.oneOf[2]!.not).toEqual({
      required: ['eventName'],
      properties: { eventName: { enum: ['Signups', 'conversion'] } },
    });
    expect(body.oneOf[1]!.properties.type).toMatchObject({ enum: expect.arrayContaining(['First Order']) });
    expect(body.oneOf[0]!.properties.metadata).toMatchObject({
      maxProperties: 50,
      propertyNames: { minLength: 1, maxLength: 40 },
    });
  });
});
