import { afterAll, beforeAll, expect } from 'vitest';
import type { z } from 'zod/mini';
import { carrierRouteListSchema, type CarrierRoute } from '../../../src/api/contract/carrier-route';
import { creationStatusSchema, type CreationStatus } from '../../../src/api/contract/creation-status';
import { fillPath, type Endpoint } from '../../../src/api/contract/endpoint';
import { endpoints } from '../../../src/api/contract/endpoints';
import { failureEnvelope, successEnvelope } from '../../../src/api/contract/envelope';
import type { EddmFormat, FlyerQuoteInput } from '../../../src/api/contract/quote';
import { accessToken, authHeaders, startTestSandbox, type Sandbox } from '../../../test/support/sandbox';

/**
 * Issue 23: creation status prices a draft with the calculators' own code (its quote equals the
 * calculator's answer for the same inputs), a draft takes only a design or template that fits its channel,
 * and the builder's other pinned choices (draft format, zone as searched, template reuse, draft_state).
 *
 * What those tests share (price-and-fit-*.test.ts): a sandbox per test file and its helpers. Not a test
 * file itself.
 */

export let sb: Sandbox;
export let token: string;
export let clientKey: string;

export async function call(
  e: Endpoint,
  opts: { id?: number; body?: unknown; token?: string; query?: string } = {},
) {
  const path = fillPath(e.path, (opts.id === undefined ? {} : { id: String(opts.id) }) as never);
  const res = await sb.fetch(`${path}${opts.query ? `?${opts.query}` : ''}`, {
    method: e.method,
    headers: authHeaders(opts.token ?? token),
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as unknown };
}
export async function ok<T>(schema: z.ZodMiniType<T>, answer: ReturnType<typeof call>): Promise<T> {
  const res = await answer;
  expect(res.status, res.text).toBe(200);
  return successEnvelope(schema).parse(res.body).data;
}
export async function fails(status: number, answer: ReturnType<typeof call>): Promise<string> {
  const res = await answer;
  expect(res.status, res.text).toBe(status);
  return failureEnvelope.parse(res.body).error;
}
export const write = (e: Endpoint, id: number, body?: unknown) =>
  ok(e.response as z.ZodMiniType<Record<string, unknown>>, call(e, { id, body }));
export const status = (id: number) =>
  ok<CreationStatus>(creationStatusSchema, call(endpoints.campaignCreationStatus, { id, token: clientKey }));
export const create = async (channel: string, subtype: string, more: Record<string, unknown> = {}) =>
  (
    await ok(
      endpoints.createDraft.response,
      call(endpoints.createDraft, { body: { channel, subtype, ...more } }),
    )
  ).campaignId;
export const eddmQuote = (volume: number, format: EddmFormat) =>
  ok(endpoints.quoteEddm.response, call(endpoints.quoteEddm, { token: clientKey, body: { volume, format } }));
export const flyerQuote = (body: FlyerQuoteInput) =>
  ok(endpoints.quoteFlyer.response, call(endpoints.quoteFlyer, { token: clientKey, body }));

/** 1100 Congress Ave, Austin (the issue's address). */
export const CONGRESS = { lat: 30.2747, lng: -97.7404 };
export let routes: CarrierRoute[];
export const pieces = () => routes.reduce((s, r) => s + r.totalCount, 0);

/** Client 0's READY designs by format, and the library's templates by name. */
export let designOf: (format: string) => string;
export let templateNamed: (name: string) => string;
/** The last seeded campaign's id (drafts made here come after it). */
export let lastSeeded: number;

/** An EDDM draft with the routes around 1100 Congress Ave. */
export async function eddmDraft(more: Record<string, unknown> = {}) {
  const id = await create('ADM', 'EDDM', more);
  await write(endpoints.setDraftAreas, id, { routes: routes.map((r) => r.raw) });
  return id;
}

/** Starts a sandbox for the file's tests (client 0's credentials, routes, designs, templates); closes it after. */
export function setupPriceAndFitSandbox(): void {
  beforeAll(async () => {
    sb = await startTestSandbox();
    const c0 = sb.credentials.clients[0]!;
    token = await accessToken(sb, c0.clientId);
    clientKey = c0.clientKey;
  });
  afterAll(() => sb.close());
  beforeAll(async () => {
    const max = await sb.db
      .selectFrom('campaigns')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    lastSeeded = Number(max.id);
    const near = await ok(
      carrierRouteListSchema,
      call(endpoints.searchCarrierRoutes, {
        token: clientKey,
        query: `lat=${CONGRESS.lat}&lng=${CONGRESS.lng}&radius=2000&first=200`,
      }),
    );
    routes = [];
    for (const r of near.nodes) {
      routes.push(r);
      if (pieces() >= 2500) break;
    }
    const designs = await sb.db
      .selectFrom('designs')
      .select(['id', 'format'])
      .where('client_id', '=', '1001')
      .where('status', '=', 'READY')
      .orderBy('id')
      .execute();
    designOf = (format) => {
      const d = designs.find((x) => x.format === format);
      expect(d, `a READY ${format} design of client 1001`).toBeDefined();
      return String(d!.id);
    };
    const templates = await sb.db.selectFrom('design_templates').select(['id', 'name']).execute();
    templateNamed = (name) => String(templates.find((t) => t.name === name)!.id);
  });
}
