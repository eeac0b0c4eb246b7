import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { audienceListSchema, type AudienceList } from '../../../src/api/contract/audience';
import { designListSchema, type DesignList } from '../../../src/api/contract/design';
import { designTemplateListSchema, type DesignTemplateList } from '../../../src/api/contract/design-template';
import { failureEnvelope, successEnvelope } from '../../../src/api/contract/envelope';
import { authHeaders, startTestSandbox, type Sandbox } from '../../../test/support/sandbox';

let sb: Sandbox;
let key: string;
let otherKey: string;

async function get(path: string, token = key) {
  const res = await sb.fetch(`http://sandbox.test${path}`, { headers: authHeaders(token) });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as unknown };
}
async function ok<T>(path: string, schema: z.ZodMiniType<T>, token = key): Promise<T> {
  const res = await get(path, token);
  expect(res.status, `${path}: ${res.text}`).toBe(200);
  return successEnvelope(schema).parse(res.body).data;
}
const audiences = (q: string, token = key) =>
  ok<AudienceList>(`/client/audiences?${q}`, audienceListSchema, token);
const designs = (q: string, token = key) => ok<DesignList>(`/client/designs?${q}`, designListSchema, token);
async function bad(path: string, field: string) {
  const res = await get(path);
  expect(res.status, res.text).toBe(400);
  expect(failureEnvelope.parse(res.body).error).toContain(`'${field}'`);
}

beforeAll(async () => {
  sb = await startTestSandbox();
  key = sb.credentials.clients[0]!.clientKey;
  otherKey = sb.credentials.clients[1]!.clientKey;
});
afterAll(() => sb.close());

describe('GET /client/audiences', () => {
  it('the caller’s audiences, newest first: READY and others, some with an unknown (null) count', async () => {
    const all = await audiences('first=500');
    expect(all.totalCount).toBe(14);
    expect(all.nodes.every((a) => a.client_id === '1001')).toBe(true);
    expect(new Set(all.nodes.map((a) => a.status))).toEqual(new Set(['READY', 'PROCESSING', 'FAILED']));
    expect(all.nodes.some((a) => a.status === 'READY' && a.address_count === null)).toBe(true);
    expect(all.nodes.filter((a) => a.address_count !== null).every((a) => a.address_count! > 0)).toBe(true);
    const theirs = await audiences('first=500', otherKey);
    expect(theirs.nodes.some((a) => all.nodes.some((b) => b.id === a.id))).toBe(false);
  });

  it('filters: ids (own only), statuses (case-insensitive), search on the name; paging', async () => {
    const all = (await audiences('first=500')).nodes;
    const theirs = (await audiences('first=1', otherKey)).nodes[0]!;
    expect((await audiences(`ids=${all[0]!.id},${all[3]!.id},${theirs.id}`)).nodes.map((a) => a.id)).toEqual([
      all[0]!.id,
      all[3]!.id,
    ]);
    const waiting = await audiences('statuses=processing,failed');
    expect(waiting.nodes.map((a) => a.status).sort()).toEqual(['FAILED', 'PROCESSING', 'PROCESSING']);
    const search = await audiences('search=LOYALTY');
    expect(search.nodes.map((a) => a.name)).toEqual(['Loyalty app members']);
    const pages = [
      await audiences('first=5'),
      await audiences('first=5&skip=5'),
      await audiences('first=5&skip=10'),
    ];
    expect(pages.flatMap((p) => p.nodes)).toEqual(all);
    await bad('/client/audiences?first=501', 'first');
    await bad('/client/audiences?statuses=ready!', 'statuses[0]');
  });
});

describe('GET /client/designs', () => {
  it('designs and pagination, 24 per page by default, newest first', async () => {
    const page = await designs('');
    expect(page.pagination).toEqual({ currentPage: 1, totalPages: 2, totalItems: 36 });
    expect(page.designs).toHaveLength(24);
    expect(page.designs.every((d) => d.clientId === '1001')).toBe(true);
    const second = await designs('page=2');
    expect(second.designs).toHaveLength(12);
    expect(second.pagination.currentPage).toBe(2);
    const beyond = await designs('page=9');
    expect(beyond).toEqual({ designs: [], pagination: { currentPage: 9, totalPages: 2, totalItems: 36 } });
    const ids = [...page.designs, ...second.designs].map((d) => Number(d.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('search on the file name, status, format (case-insensitive) and sort orders', async () => {
    const all = (await designs('pageSize=100')).designs;
    const word = all[0]!.name.split('-')[0]!;
    const found = await designs(`search=${word.toUpperCase()}&pageSize=100`);
    expect(found.designs.map((d) => d.id)).toEqual(all.filter((d) => d.name.includes(word)).map((d) => d.id));
    const ready = await designs('status=ready&pageSize=100');
    expect(ready.pagination.totalItems).toBe(all.filter((d) => d.status === 'READY').length);
    expect(ready.pagination.totalItems).toBeLessThan(36);
    const format = all[0]!.format;
    const byFormat = await designs(`format=${format.toLowerCase()}&pageSize=100`);
    expect(byFormat.designs.every((d) => d.format === format)).toBe(true);
    expect(byFormat.pagination.totalItems).toBe(all.filter((d) => d.format === format).length);
    const names = (await designs('sort=name_asc&pageSize=100')).designs.map((d) => d.name);
    expect(names).toEqual([...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
    expect((await designs('sort=name_desc&pageSize=100')).designs.map((d) => d.name)).toEqual(
      [...names].reverse(),
    );
    expect((await designs('sort=oldest&pageSize=100')).designs.map((d) => d.id)).toEqual(
      all.map((d) => d.id).reverse(),
    );
    await bad('/client/designs?sort=biggest', 'sort');
    await bad('/client/designs?pageSize=101', 'pageSize');
    await bad('/client/designs?page=0', 'page');
  });

  it('thumbnails render', async () => {
    const d = (await designs('pageSize=1')).designs[0]!;
    const res = await sb.fetch(d.thumbnailUrl);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^<svg/);
  });

  it('previews print the format in words, never a code such as POSTCARD_6X9', async () => {
    const all = (await designs('pageSize=100')).designs;
    const templates = await ok<DesignTemplateList>('/client/design-templates', designTemplateListSchema);
    const subtitles = [...all.map((d) => d.thumbnailUrl), ...templates.map((t) => t.thumbnail)].map(
      (u) => new URL(u, 'http://sandbox.test').searchParams.get('subtitle') ?? '',
    );
    expect(subtitles).toContain('Postcard 6×9');
    expect(subtitles).toContain('Real estate');
    for (const s of subtitles) expect(s).not.toMatch(/_|^[A-Z0-9 ]{4,}$/);
  });
});

describe('GET /client/design-templates', () => {
  it('one shared array for every client, with compliant and non-compliant templates over industries', async () => {
    const mine = await ok<DesignTemplateList>('/client/design-templates', designTemplateListSchema);
    const theirs = await ok<DesignTemplateList>(
      '/client/design-templates',
      designTemplateListSchema,
      otherKey,
    );
    expect(theirs).toEqual(mine);
    expect(mine.length).toBeGreaterThanOrEqual(20);
    expect(new Set(mine.map((t) => t.postalCompliant))).toEqual(new Set([true, false]));
    expect(new Set(mine.map((t) => t.industry)).size).toBeGreaterThanOrEqual(6);
    expect(
      mine.some((t) => t.industry === 'FOOD' && t.orientation === 'LANDSCAPE' && t.format === 'POSTCARD_9x6'),
    ).toBe(true);
    const res = await sb.fetch(mine[0]!.thumbnail);
    expect(res.headers.get('content-type')).toMatch(/svg/);
  });
});
