import { afterAll, beforeAll, expect } from 'vitest';
import type { z } from 'zod/mini';
import { carrierRouteListSchema, type CarrierRoute } from '../../../src/api/contract/carrier-route';
import { creationStatusSchema, type CreationStatus } from '../../../src/api/contract/creation-status';
import { draftTargetingSchema, type DraftTargeting } from '../../../src/api/contract/draft-targeting';
import { fillPath, type Endpoint } from '../../../src/api/contract/endpoint';
import { endpoints } from '../../../src/api/contract/endpoints';
import { failureEnvelope, successEnvelope } from '../../../src/api/contract/envelope';
import { designFit, type FitSubtype } from '../../../src/api/contract/print-format';
import { accessToken, authHeaders, startTestSandbox, type Sandbox } from '../../../test/support/sandbox';
import { isoDay } from '../../domain/calendar';

/**
 * What the builder's route tests share (builder-*.test.ts): a sandbox per test file, client 0's and 1's
 * credentials, and helpers that call the endpoint table and read its answers. Not a test file itself.
 */
export let sb: Sandbox;
/** Client 0's access token, client key; client 1's access token. */
export let token: string;
export let clientKey: string;
export let otherToken: string;
export let otherKey: string;

export interface Answer {
  status: number;
  text: string;
  body: unknown;
}

/** Calls an endpoint of the table: `{id}` filled, the body as JSON, a bearer token (none with `null`). */
export async function call(
  e: Endpoint,
  opts: {
    id?: string | number;
    body?: unknown;
    token?: string | null;
    query?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const path = fillPath(e.path, (opts.id === undefined ? {} : { id: String(opts.id) }) as never);
  const headers: Record<string, string> = {
    ...(opts.token === null ? { 'Content-Type': 'application/json' } : authHeaders(opts.token ?? token)),
    ...opts.headers,
  };
  const res = await sb.fetch(`${path}${opts.query ? `?${opts.query}` : ''}`, {
    method: e.method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  return { status: res.status, text, body: text ? (JSON.parse(text) as unknown) : undefined };
}

export async function ok<T>(schema: z.ZodMiniType<T>, answer: Promise<Answer>): Promise<T> {
  const res = await answer;
  expect(res.status, res.text).toBe(200);
  return successEnvelope(schema).parse(res.body).data;
}

/** The error of a failure with this status. */
export async function fails(status: number, answer: Promise<Answer>): Promise<string> {
  const res = await answer;
  expect(res.status, res.text).toBe(status);
  return failureEnvelope.parse(res.body).error;
}

export const write = <E extends Endpoint>(e: E, id: string | number, body?: unknown, tok?: string) =>
  call(e, { id, body, token: tok });
export const data = (e: Endpoint, id: string | number, body?: unknown) =>
  ok(e.response as z.ZodMiniType<Record<string, unknown>>, write(e, id, body));

export const status = (id: string | number, key = clientKey) =>
  ok<CreationStatus>(creationStatusSchema, call(endpoints.campaignCreationStatus, { id, token: key }));
export const targeting = (id: string | number) =>
  ok<DraftTargeting>(draftTargetingSchema, call(endpoints.campaignDraftTargeting, { id, token: clientKey }));

export async function create(channel: string, subtype: string, name?: string, tok = token) {
  return ok(
    endpoints.createDraft.response,
    call(endpoints.createDraft, { body: { channel, subtype, ...(name ? { name } : {}) }, token: tok }),
  );
}

/** Routes near a point, as the radius search returns them (client key). */
export async function routesNear(lat: number, lng: number, radius = 3000): Promise<CarrierRoute[]> {
  const list = await ok(
    carrierRouteListSchema,
    call(endpoints.searchCarrierRoutes, {
      token: clientKey,
      query: `lat=${lat}&lng=${lng}&radius=${radius}&first=200`,
    }),
  );
  return list.nodes;
}

/** The first routes of a list whose pieces (totalCount) reach `pieces`. */
export function routesReaching(routes: readonly CarrierRoute[], pieces: number): CarrierRoute[] {
  const out: CarrierRoute[] = [];
  let sum = 0;
  for (const r of routes) {
    out.push(r);
    sum += r.totalCount;
    if (sum >= pieces) return out;
  }
  throw new Error(`only ${sum} pieces`);
}
export const piecesOf = (routes: readonly CarrierRoute[]) => routes.reduce((s, r) => s + r.totalCount, 0);

export const today = () => isoDay(new Date());

export async function clientRows() {
  const designs = await sb.db
    .selectFrom('designs')
    .select(['id', 'client_id', 'status', 'format'])
    .orderBy('id')
    .execute();
  const audiences = await sb.db
    .selectFrom('audiences')
    .select(['id', 'client_id', 'status', 'address_count', 'name'])
    .orderBy('id')
    .execute();
  return { designs, audiences };
}

export let austin: CarrierRoute[];

/** A design of client 0 that is READY and fits a draft of `subtype` (and `more`). */
export async function readyDesign(
  subtype: FitSubtype = 'EDDM',
  more: (format: string) => boolean = () => true,
) {
  const { designs } = await clientRows();
  return String(
    designs.find(
      (x) =>
        x.client_id === '1001' && x.status === 'READY' && designFit(x.format, subtype).fits && more(x.format),
    )!.id,
  );
}

/** Starts a sandbox for the file's tests (client 0's and 1's credentials, the Austin routes) and closes it after. */
export function setupBuilderSandbox(): void {
  beforeAll(async () => {
    sb = await startTestSandbox();
    const [c0, c1] = sb.credentials.clients;
    token = await accessToken(sb, c0!.clientId);
    clientKey = c0!.clientKey;
    otherToken = c1!.accessToken;
    otherKey = c1!.clientKey;
  });
  afterAll(() => sb.close());
  beforeAll(async () => {
    austin = await routesNear(30.26715, -97.74306);
  });
}
