import type { SelectQueryBuilder } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import { campaignListSchema, type Campaign } from '../../../src/api/contract/campaign';
import { endpoints } from '../../../src/api/contract/endpoints';
import { successEnvelope } from '../../../src/api/contract/envelope';
import {
  conversionListSchema,
  trackingEventRecordSchema,
  type ConversionList,
  type ConversionRecord,
} from '../../../src/api/contract/tracking';
import { authHeaders, startTestSandbox, type Sandbox } from '../../../test/support/sandbox';
import type { DB } from '../../db/types';

/**
 * What the conversion read-back tests share (conversions-*.test.ts): a sandbox per test file at a fixed
 * NOW, client 0's campaigns and every conversion as first read, and helpers that read and record. Not a
 * test file itself.
 */
export const NOW = new Date('2026-03-15T12:00:00Z');
export const FINANCE_FIELDS = ['datePaid', 'paidWeek', 'paidYear', 'invoiceUrl', 'bonusDisqualified'];

export let sb: Sandbox;
export let key: string;
export let otherKey: string;
export let campaigns: Map<string, Campaign>;
/** Every conversion of client 0, newest first, as the read-back pages it (before any is recorded). */
export let all: ConversionRecord[];
export let allTexts: string[];

export async function get(query: string, token: string | null = key) {
  const res = await sb.fetch(`${endpoints.listConversions.path}?${query}`, {
    headers: token === null ? {} : authHeaders(token),
  });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as unknown };
}

export async function list(query = '', token = key): Promise<ConversionList> {
  const res = await get(query, token);
  expect(res.status, res.text).toBe(200);
  return successEnvelope(conversionListSchema).parse(res.body).data;
}

export async function readAll(token = key): Promise<{ nodes: ConversionRecord[]; texts: string[] }> {
  const nodes: ConversionRecord[] = [];
  const texts: string[] = [];
  for (let skip = 0; ; skip += 500) {
    const res = await get(`limit=500&skip=${skip}`, token);
    expect(res.status, res.text).toBe(200);
    texts.push(res.text);
    const page = successEnvelope(conversionListSchema).parse(res.body).data;
    nodes.push(...page.nodes);
    if (page.nodes.length === 0 || nodes.length >= page.totalCount) break;
  }
  return { nodes, texts };
}

export type ConversionQuery = SelectQueryBuilder<DB, 'conversions', object>;

/** Conversions of a client in the database matching a condition: counted without the route. */
export async function dbCount(where: (q: ConversionQuery) => ConversionQuery = (q) => q, clientId = '1001') {
  const row = await where(sb.db.selectFrom('conversions').where('client_id', '=', clientId))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function recordEvent(body: unknown, token = key) {
  const res = await sb.fetch(endpoints.recordTrackingEvent.path, {
    method: 'POST',
    headers: authHeaders(token),
    body: JSON.stringify(body),
  });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return successEnvelope(trackingEventRecordSchema).parse(JSON.parse(text)).data;
}

/** Starts a sandbox at NOW for the file's tests, reads client 0's campaigns and conversions, closes it after. */
export function setupConversionsSandbox(): void {
  beforeAll(async () => {
    sb = await startTestSandbox({ now: NOW });
    key = sb.credentials.clients[0]!.clientKey;
    otherKey = sb.credentials.clients[1]!.clientKey;
    const res = await sb.fetch(`${endpoints.listCampaigns.path}?first=500`, { headers: authHeaders(key) });
    campaigns = new Map(
      successEnvelope(campaignListSchema)
        .parse(await res.json())
        .data.nodes.map((c) => [c.id, c]),
    );
    ({ nodes: all, texts: allTexts } = await readAll());
  });
  afterAll(() => sb.close());
}
