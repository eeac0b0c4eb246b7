import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import type { CampaignArtwork } from '../../../src/api/contract/artwork';
import type { Design } from '../../../src/api/contract/design';
import type { DesignTemplate } from '../../../src/api/contract/design-template';
import { fillPath, type Endpoint } from '../../../src/api/contract/endpoint';
import { endpoints } from '../../../src/api/contract/endpoints';
import { failureEnvelope, successEnvelope } from '../../../src/api/contract/envelope';
import { designFit, type FitSubtype } from '../../../src/api/contract/print-format';
import { accessToken, authHeaders, startTestSandbox, type Sandbox } from '../../../test/support/sandbox';

/**
 * The creative write is read back through the campaign's artwork: the chosen design is the draft's flyer
 * (`GET /client/campaigns/{id}/artworks`), replaced by every choice, one row whatever the repeats.
 */

let sb: Sandbox;
let token: string;
let clientKey: string;
/** The client's READY designs an EDDM draft takes (postcards of an EDDM size). */
let ready: Design[];
let allReady: Design[];
let notReady: Design;
let templates: DesignTemplate[];

async function call(e: Endpoint, opts: { id?: number; body?: unknown; token: string; query?: string }) {
  const path = fillPath(e.path, (opts.id === undefined ? {} : { id: String(opts.id) }) as never);
  const res = await sb.fetch(`${path}${opts.query ? `?${opts.query}` : ''}`, {
    method: e.method,
    headers: authHeaders(opts.token),
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as unknown };
}

async function ok<T>(schema: z.ZodMiniType<T>, answer: ReturnType<typeof call>): Promise<T> {
  const res = await answer;
  expect(res.status, res.text).toBe(200);
  return successEnvelope(schema).parse(res.body).data;
}

const createDraft = async () =>
  (
    await ok(
      endpoints.createDraft.response,
      call(endpoints.createDraft, { body: { channel: 'ADM', subtype: 'EDDM' }, token }),
    )
  ).campaignId;
const choose = (id: number, body: { designId: string } | { templateId: string }) =>
  ok(endpoints.setDraftCreative.response, call(endpoints.setDraftCreative, { id, body, token }));
const artworks = (id: number): Promise<CampaignArtwork> =>
  ok(endpoints.campaignArtworks.response, call(endpoints.campaignArtworks, { id, token: clientKey }));
const flyerRows = (id: number) =>
  sb.db
    .selectFrom('campaign_artworks')
    .selectAll()
    .where('campaign_id', '=', id)
    .where('kind', '=', 'flyer')
    .execute();

/** The print file and thumbnail a flyer links to are served (the asset paths accept them). */
async function expectServed(flyer: NonNullable<CampaignArtwork['flyer']>) {
  const file = await sb.fetch(flyer.fileLink);
  expect(file.status, await file.clone().text()).toBe(200);
  expect(file.headers.get('content-type')).toBe('application/pdf');
  const thumb = await sb.fetch(flyer.thumbnailUrl);
  expect(thumb.status).toBe(200);
  expect(thumb.headers.get('content-type')).toContain('image/svg+xml');
}

beforeAll(async () => {
  sb = await startTestSandbox();
  const c0 = sb.credentials.clients[0]!;
  token = await accessToken(sb, c0.clientId);
  clientKey = c0.clientKey;
  const list = await ok(
    endpoints.listDesigns.response,
    call(endpoints.listDesigns, { token: clientKey, query: 'pageSize=100' }),
  );
  allReady = list.designs.filter((d) => d.status === 'READY');
  ready = allReady.filter((d) => designFit(d.format, 'EDDM').fits);
  notReady = list.designs.find((d) => d.status !== 'READY')!;
  templates = (
    await ok(
      endpoints.listDesignTemplates.response,
      call(endpoints.listDesignTemplates, { token: clientKey }),
    )
  ).filter((t) => designFit(t.format, 'EDDM', { postalCompliant: t.postalCompliant }).fits);
});
afterAll(() => sb.close());

describe('PUT .../creative is read back through GET .../artworks', () => {
  it('a new draft has no flyer; after a design is chosen, the flyer is that design', async () => {
    const id = await createDraft();
    expect((await artworks(id)).flyer).toBeNull();
    const design = ready[0]!;
    await choose(id, { designId: design.id });
    const art = await artworks(id);
    expect(art.flyer).toMatchObject({
      fileName: design.name,
      thumbnailUrl: design.thumbnailUrl,
      designSource: 'DESIGN_LIBRARY',
      isUploaded: true,
    });
    expect(art.logo).toBeNull();
    expect(art.artworks).toEqual([]);
    await expectServed(art.flyer!);
  });

  it('another design replaces it: only the new one is the flyer; the same PUT again changes nothing', async () => {
    const id = await createDraft();
    const [first, second] = ready;
    await choose(id, { designId: first!.id });
    await choose(id, { designId: second!.id });
    const art = await artworks(id);
    expect(art.flyer).toMatchObject({ fileName: second!.name, thumbnailUrl: second!.thumbnailUrl });
    expect(JSON.stringify(art)).not.toContain(first!.name);
    const rows = await flyerRows(id);
    expect(rows).toHaveLength(1);

    await choose(id, { designId: second!.id });
    expect(await artworks(id)).toEqual(art);
    expect(await flyerRows(id)).toEqual(rows);
  });

  it('a template: the flyer is the design it started, named after the template; its file is served', async () => {
    const id = await createDraft();
    const template = templates[0]!;
    const answer = await choose(id, { templateId: template.id });
    const art = await artworks(id);
    expect(art.flyer).toMatchObject({
      fileName: `${template.name} (from template)`,
      thumbnailUrl: template.thumbnail,
      designSource: 'TEMPLATE',
      isUploaded: false,
    });
    await expectServed(art.flyer!);
    const rows = await flyerRows(id);
    expect(rows).toHaveLength(1);

    // Repeating it keeps the design it started and its flyer row.
    expect(await choose(id, { templateId: template.id })).toEqual(answer);
    expect(await flyerRows(id)).toEqual(rows);

    // Another template, then one of the client's designs: each replaces the flyer.
    const other = templates[1]!;
    await choose(id, { templateId: other.id });
    expect((await artworks(id)).flyer?.fileName).toBe(`${other.name} (from template)`);
    await choose(id, { designId: ready[0]!.id });
    expect((await artworks(id)).flyer).toMatchObject({
      fileName: ready[0]!.name,
      designSource: 'DESIGN_LIBRARY',
    });
    expect(await flyerRows(id)).toHaveLength(1);
  });

  it('a refused choice leaves the flyer as it was', async () => {
    const id = await createDraft();
    await choose(id, { designId: ready[0]!.id });
    const before = await artworks(id);
    const res = await call(endpoints.setDraftCreative, { id, body: { designId: notReady.id }, token });
    expect(res.status).toBe(400);
    failureEnvelope.parse(res.body);
    expect(await artworks(id)).toEqual(before);
  });

  it("a seeded draft's flyer is replaced; its logo stays", async () => {
    const seeded = await sb.db
      .selectFrom('campaigns as c')
      .innerJoin('campaign_drafts as d', 'd.campaign_id', 'c.id')
      .innerJoin('campaign_artworks as a', 'a.campaign_id', 'c.id')
      .select(['c.id', 'd.subtype'])
      .where('c.client_id', '=', '1001')
      .where('c.status', '=', 0)
      .where('d.internal_status', '=', 'DRAFT')
      .where('a.kind', '=', 'logo')
      .orderBy('c.id')
      .executeTakeFirstOrThrow();
    const before = await artworks(seeded.id);
    expect(before.logo).not.toBeNull();
    const design = allReady.find(
      (d) => d.name !== before.flyer?.fileName && designFit(d.format, seeded.subtype as FitSubtype).fits,
    )!;
    await choose(seeded.id, { designId: design.id });
    const after = await artworks(seeded.id);
    expect(after.flyer).toMatchObject({ fileName: design.name, thumbnailUrl: design.thumbnailUrl });
    expect(after.logo).toEqual(before.logo);
    expect(await flyerRows(seeded.id)).toHaveLength(1);
  });
});
