import { describe, expect, it } from 'vitest';
import { pathParamNames } from '../../src/api/contract/endpoint';
import { endpoints } from '../../src/api/contract/endpoints';
import { openApiDocument } from './openapi';

type Json = Record<string, unknown>;
type Operation = {
  operationId: string;
  summary: string;
  description?: string;
  'x-audience': string;
  security: Json[];
  parameters?: { name: string; in: string; required: boolean; schema: Json }[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, { content?: Record<string, { schema?: Json }>; $ref?: string }>;
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
    expect(read.info.version).toEqual(expect.any(String));
    expect(Object.keys(read.components.securitySchemes).sort()).toEqual(['accessToken', 'clientKey']);
    for (const scheme of Object.values(read.components.securitySchemes)) {
      expect(scheme).toMatchObject({ type: 'http', scheme: 'bearer' });
    }
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
      { 'client-key': [{ clientKey: [] }], 'access-token': [{ accessToken: [] }], none: [] }[e.credential],
    );
    if (e.pinned) expect(op!.description).toContain(e.pinned);
    const inPath = (op!.parameters ?? []).filter((p) => p.in === 'path');
    expect(inPath.map((p) => p.name)).toEqual(pathParamNames(e.path));
    expect(inPath.every((p) => p.required)).toBe(true);
    expect(op!.responses['4XX']).toEqual({ $ref: '#/components/responses/Failure' });
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
    expect(campaigns.first).toMatchObject({ required: false, schema: { type: 'string' } });
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
