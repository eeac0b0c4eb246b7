/**
 * Cross-client matrix (issue 14): every endpoint of the table, called by each demo client with each other
 * client's ids and filters, answers exactly what the spec's scoping rules say (404 like a missing id, 403
 * for an explicit foreign `clientId`, an empty page for missions/coupons of a foreign campaign), and no
 * answer carries a byte of another client's data (its names, codes, e-mails, coupon codes, campaign,
 * audience and draft names, or its ids in an id field). A new endpoint without a case here fails the test.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routerPath, type Endpoint } from '../../src/api/contract/endpoint';
import { endpoints, type EndpointName } from '../../src/api/contract/endpoints';
import { conversionMetricId } from '../../src/api/contract/tracking';
import { startTestSandbox, type Sandbox } from '../../test/support/sandbox';

let sb: Sandbox;

/** What the matrix knows about one demo client: its credentials, sample ids and its distinctive strings. */
interface Client {
  id: string;
  name: string;
  key: string;
  access: string;
  /** Sample campaigns: one per status it has, and a draft created for this test. */
  campaigns: string[];
  draft: string;
  missions: string[];
  designs: string[];
  audiences: string[];
  coupons: string[];
  metricIds: string[];
  /** Every id of a record of this client (campaigns, missions, designs, audiences, conversions...). */
  ids: Set<string>;
  /** Strings only this client's data holds. */
  markers: string[];
}

let clients: Client[] = [];
/** A route's `raw` object, as the radius search returns it (for a valid areas body). */
let routeRaw: unknown;
/** A design thumbnail and print-file URL (path and query) of client 0, for the artwork endpoints. */
let artPath: string;
let filePath: string;

const MISSING_CAMPAIGN = '99999999';

const column = async (query: string): Promise<string[]> =>
  (await sql.raw<{ v: string | number }>(query).execute(sb.db)).rows.map((r) => String(r.v));

interface Answer {
  status: number;
  type: string;
  text: string;
  json: unknown;
}

async function call(
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await sb.fetch(path, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  const type = res.headers.get('content-type') ?? '';
  return {
    status: res.status,
    type,
    text,
    json: type.startsWith('application/json') ? JSON.parse(text) : undefined,
  };
}

beforeAll(async () => {
  sb = await startTestSandbox();
  const creds = sb.credentials.clients;
  expect(creds.length).toBe(3);
  const austin = await call(
    'GET',
    '/client/carrier-routes/search?lat=30.26715&lng=-97.74306&radius=1000&first=1',
    creds[0]!.clientKey,
  );
  routeRaw = (austin.json as { data: { nodes: { raw: unknown }[] } }).data.nodes[0]!.raw;

  const base = await Promise.all(
    creds.map(async (c) => {
      const created = await call('POST', '/client/campaigns', c.accessToken, {
        channel: 'ADM',
        subtype: 'EDDM',
        name: `Matrix draft of ${c.clientId} zq${c.clientId}xv`,
      });
      expect(created.status, created.text).toBe(200);
      const draft = String((created.json as { data: { campaignId: number } }).data.campaignId);
      const id = `'${c.clientId}'`;
      const campaigns = await column(
        `select min(id) as v from campaigns where client_id = ${id} group by status order by status`,
      );
      // Campaigns with conversions first; a client whose campaigns report none still has metric ids.
      const metricCampaigns = await column(
        `select c.id as v from campaigns c where c.client_id = ${id}
         order by exists (select 1 from conversions v where v.campaign_id = c.id) desc, c.id limit 3`,
      );
      const emails = await column(`select email as v from users where client_id = ${id}`);
      const client = await sql
        .raw<{ name: string; code: string; website_url: string | null; billing_email: string }>(
          `select name, code, website_url, billing_email from clients where id = ${id}`,
        )
        .execute(sb.db);
      const row = client.rows[0]!;
      return {
        id: c.clientId,
        name: c.name,
        key: c.clientKey,
        access: c.accessToken,
        campaigns: [...campaigns, draft],
        draft,
        missions: await column(
          `select m.id as v from missions m join campaigns c on c.id = m.campaign_id where c.client_id = ${id} limit 3`,
        ),
        designs: await column(`select id as v from designs where client_id = ${id} limit 3`),
        audiences: await column(`select id as v from audiences where client_id = ${id} limit 3`),
        coupons: await column(
          `select k.code as v from coupons k join campaigns c on c.id = k.campaign_id where c.client_id = ${id} limit 3`,
        ),
        metricIds: metricCampaigns.map((cid) => conversionMetricId(cid, 'Orders')),
        ids: new Set([
          draft,
          ...(await column(`select id as v from campaigns where client_id = ${id}`)),
          ...(await column(
            `select m.id as v from missions m join campaigns c on c.id = m.campaign_id where c.client_id = ${id}`,
          )),
          ...(await column(`select id as v from designs where client_id = ${id}`)),
          ...(await column(`select id as v from audiences where client_id = ${id}`)),
          ...(await column(`select id as v from conversions where client_id = ${id}`)),
        ]),
        markers: [
          row.name,
          row.code,
          row.billing_email,
          ...(row.website_url ? [new URL(row.website_url).hostname] : []),
          ...emails,
          `zq${c.clientId}xv`,
          ...(await column(`select name as v from campaigns where client_id = ${id}`)),
          ...(await column(`select name as v from audiences where client_id = ${id}`)),
          // A sample of its coupon codes (all of them make every check of a large answer slow).
          ...(await column(
            `select k.code as v from coupons k join campaigns c on c.id = k.campaign_id where c.client_id = ${id} order by k.id limit 80`,
          )),
        ],
      };
    }),
  );
  // A marker is distinctive when no other client's marker contains it or is contained in it.
  clients = base.map((c) => {
    const others = base.filter((o) => o !== c).flatMap((o) => o.markers);
    const markers = c.markers.filter(
      (m) => m.length >= 6 && !others.some((o) => o.includes(m) || m.includes(o)),
    );
    return { ...c, markers: [...new Set(markers)] };
  });
  for (const c of clients) expect(c.markers.length, `markers of ${c.id}`).toBeGreaterThan(5);

  const designs = await call('GET', '/client/designs?pageSize=1', clients[0]!.key);
  const thumb = new URL(
    (designs.json as { data: { designs: { thumbnailUrl: string }[] } }).data.designs[0]!.thumbnailUrl,
  );
  artPath = `${thumb.pathname}${thumb.search}`;
  const art = await call('GET', `/client/campaigns/${clients[0]!.campaigns[1]}/artworks`, clients[0]!.key);
  const file = new URL((art.json as { data: { flyer: { fileLink: string } } }).data.flyer.fileLink);
  filePath = `${file.pathname}${file.search}`;
}, 60_000);
afterAll(() => sb.close());

/** One request of the matrix and what it must answer. */
interface Probe {
  label: string;
  method: string;
  path: string;
  token: string | null;
  body?: unknown;
  /**
   * 403/404/400: that status in the envelope; `empty`: a 200 empty page; `ok`: 200; `html`: a 200 page.
   * `sameAs`: the answer must equal this other request's (a foreign id like a missing one), each answer's
   * own id replaced by `<id>`.
   */
  expect: 400 | 403 | 404 | 'empty' | 'ok' | 'html' | 'rfc-error';
  /** The status of an `html` page (default 200). */
  pageStatus?: number;
  sameAs?: { path: string; body?: unknown; id: string; missing: string };
  /** The answer shows every demo client by design (the consent page): the marker check is skipped. */
  listsAllClients?: boolean;
}

interface Pair {
  me: Client;
  other: Client;
}

type Case = (pair: Pair) => Probe[];

const q = (path: string, params: Record<string, string>) =>
  `${path}?${new URLSearchParams(params).toString()}`;

/** A read of a campaign's page: each of the other's sample campaigns is 404 like a missing one. */
const campaignRead =
  (e: Endpoint): Case =>
  ({ me, other }) =>
    other.campaigns.map((id) => ({
      label: `${e.path} of the other's campaign ${id}`,
      method: e.method,
      path: e.path.replace('{id}', id),
      token: me.key,
      expect: 404,
      sameAs: { path: e.path.replace('{id}', MISSING_CAMPAIGN), id, missing: MISSING_CAMPAIGN },
    }));

/** A builder write to the other's draft (and an archived campaign): 404 like a missing one, valid body. */
const builderWrite =
  (e: Endpoint, body?: (me: Client) => unknown): Case =>
  ({ me, other }) =>
    [other.draft, other.campaigns[0]!].map((id) => ({
      label: `${e.method} ${e.path} on the other's campaign ${id}`,
      method: e.method,
      path: e.path.replace('{id}', id),
      token: me.access,
      body: body?.(me),
      expect: 404,
      sameAs: {
        path: e.path.replace('{id}', MISSING_CAMPAIGN),
        body: body?.(me),
        id,
        missing: MISSING_CAMPAIGN,
      },
    }));

const read = (label: string, path: string, token: string, expect: Probe['expect'] = 'ok'): Probe => ({
  label,
  method: 'GET',
  path,
  token,
  expect,
});

/** Every endpoint of the table, by name: how to aim it at another client. Typed, so none can be left out. */
const cases: Record<EndpointName, Case> = {
  listCampaigns: ({ me, other }) => [
    read(
      'campaigns by the other’s ids',
      q('/client/campaigns', { ids: other.campaigns.join(',') }),
      me.key,
      'empty',
    ),
    read(
      'campaigns searched by the other’s marker',
      q('/client/campaigns', { search: `zq${other.id}xv` }),
      me.key,
      'empty',
    ),
    read('all my campaigns', q('/client/campaigns', { first: '500' }), me.key),
  ],
  getCampaign: campaignRead(endpoints.getCampaign),
  campaignPerformance: campaignRead(endpoints.campaignPerformance),
  campaignScans: campaignRead(endpoints.campaignScans),
  campaignDates: campaignRead(endpoints.campaignDates),
  campaignArtworks: campaignRead(endpoints.campaignArtworks),
  campaignCreationStatus: campaignRead(endpoints.campaignCreationStatus),
  campaignDraftTargeting: campaignRead(endpoints.campaignDraftTargeting),
  campaignCoupons: ({ me, other }) =>
    other.campaigns.map((id) =>
      read(`coupons of the other’s campaign ${id}`, `/client/campaigns/${id}/coupons`, me.key, 'empty'),
    ),
  createDraft: ({ me, other }) => [
    {
      label: 'create a draft naming the other client in the body',
      method: 'POST',
      path: '/client/campaigns',
      token: me.access,
      body: {
        channel: 'H2H',
        subtype: 'HANDTOHAND',
        name: `made by ${me.id}`,
        clientId: other.id,
        client_id: other.id,
      },
      expect: 'ok',
    },
  ],
  renameCampaign: builderWrite(endpoints.renameCampaign, () => ({ name: 'Taken over' })),
  setDraftAreas: builderWrite(endpoints.setDraftAreas, () => ({ routes: [routeRaw] })),
  setDraftCities: builderWrite(endpoints.setDraftCities, () => ({ cities: [{ cityId: '4671654' }] })),
  setDraftDemographics: builderWrite(endpoints.setDraftDemographics, () => ({ attributes: [] })),
  setDraftAudience: (pair) => [
    ...builderWrite(endpoints.setDraftAudience, (me) => ({ audienceId: me.audiences[0] }))(pair),
    // My own draft with the other's audience: refused like an audience that does not exist.
    ...pair.other.audiences.map((audienceId) => ({
      label: `my draft with the other's audience ${audienceId}`,
      method: 'POST',
      path: `/client/campaigns/${pair.me.draft}/audience`,
      token: pair.me.access,
      body: { audienceId },
      expect: 400 as const,
      sameAs: {
        path: `/client/campaigns/${pair.me.draft}/audience`,
        body: { audienceId: '999999' },
        id: audienceId,
        missing: '999999',
      },
    })),
  ],
  setDraftCreative: (pair) => [
    ...builderWrite(endpoints.setDraftCreative, (me) => ({ designId: me.designs[0] }))(pair),
    ...pair.other.designs.map((designId) => ({
      label: `my draft with the other's design ${designId}`,
      method: 'PUT',
      path: `/client/campaigns/${pair.me.draft}/creative`,
      token: pair.me.access,
      body: { designId },
      expect: 400 as const,
      sameAs: {
        path: `/client/campaigns/${pair.me.draft}/creative`,
        body: { designId: '999999' },
        id: designId,
        missing: '999999',
      },
    })),
  ],
  setDraftDetails: builderWrite(endpoints.setDraftDetails, () => ({ volume: 1000, startDate: '2099-01-05' })),
  submitDraft: builderWrite(endpoints.submitDraft),
  cancelDraft: builderWrite(endpoints.cancelDraft),
  oauthAuthorize: ({ other }) => [
    {
      label: 'the consent page with the other client as login_hint',
      method: 'GET',
      path: q('/oauth/authorize', {
        response_type: 'code',
        client_id: 'doorstep-dashboard',
        redirect_uri: 'http://127.0.0.1:5173/oauth/callback',
        state: 's',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
        scope: 'campaigns:create',
        login_hint: other.id,
      }),
      token: null,
      expect: 'html',
      listsAllClients: true,
    },
  ],
  oauthGrants: ({ other }) => [
    {
      label: "the account page showing the other client's apps",
      method: 'GET',
      path: q('/oauth/grants', { account: other.id }),
      token: null,
      expect: 'html',
      listsAllClients: true,
    },
  ],
  oauthRevokeGrant: ({ other }) => [
    {
      label: 'revoking a made-up permission on the other client’s account page',
      method: 'POST',
      path: '/oauth/grants',
      token: null,
      body: new URLSearchParams({ grant: '999999', account: other.id }).toString(),
      expect: 'html',
      listsAllClients: true,
    },
  ],
  oauthDecide: ({ other }) => [
    {
      label: 'a consent answer for the other client without a request',
      method: 'POST',
      path: '/oauth/authorize',
      token: null,
      body: new URLSearchParams({ client: other.id, decision: 'allow' }).toString(),
      expect: 'html',
      pageStatus: 400,
    },
  ],
  oauthToken: ({ other }) => [
    {
      label: 'a token exchange with a made-up code naming the other client',
      method: 'POST',
      path: '/oauth/token',
      token: null,
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: `code-of-${other.id}`,
        client_id: 'doorstep-dashboard',
        redirect_uri: 'http://127.0.0.1:5173/oauth/callback',
        code_verifier: 'a'.repeat(43),
      }).toString(),
      expect: 'rfc-error',
    },
  ],
  listMissions: ({ me, other }) => [
    read(
      'missions of the other’s campaigns',
      q('/client/missions', { campaignId: other.campaigns.join(',') }),
      me.key,
      'empty',
    ),
    read(
      'missions by the other’s alias campaignIds',
      q('/client/missions', { campaignIds: other.campaigns[0]! }),
      me.key,
      'empty',
    ),
    read(
      'missions by the other’s ids',
      q('/client/missions', { ids: other.missions.join(',') }),
      me.key,
      'empty',
    ),
    read('my missions', q('/client/missions', { first: '200' }), me.key),
  ],
  listCities: ({ me }) => [read('cities', q('/client/cities', { first: '50' }), me.key)],
  listAudiences: ({ me, other }) => [
    read(
      'audiences by the other’s ids',
      q('/client/audiences', { ids: other.audiences.join(',') }),
      me.key,
      'empty',
    ),
    read('my audiences', q('/client/audiences', { first: '500' }), me.key),
  ],
  listDesigns: ({ me }) => [read('my designs', q('/client/designs', { pageSize: '100' }), me.key)],
  listDesignTemplates: ({ me }) => [read('templates', '/client/design-templates', me.key)],
  channelRules: ({ me }) => [
    read('channel rules', q('/client/channel-rules', { cityId: '4671654' }), me.key),
  ],
  demographicAttributes: ({ me }) => [read('attributes', '/client/eddm/demographic-attributes', me.key)],
  glossary: ({ me }) => [read('glossary', '/client/glossary', me.key)],
  searchCarrierRoutes: ({ me }) => [
    read(
      'routes',
      q('/client/carrier-routes/search', { lat: '30.26715', lng: '-97.74306', radius: '1000' }),
      me.key,
    ),
  ],
  bestFitCarrierRoutes: ({ me }) => [
    read(
      'best fit',
      q('/client/carrier-routes/best-fit', { lat: '30.26715', lng: '-97.74306', volume: '2000' }),
      me.key,
    ),
  ],
  carrierRoutesByCity: ({ me }) => [
    read('by city', q('/client/carrier-routes/by-city', { cityId: '4671654' }), me.key),
  ],
  geocode: ({ me }) => [read('geocode', q('/client/geocode', { q: 'Austin, TX' }), me.key)],
  quoteEddm: ({ me }) => [
    {
      label: 'eddm quote',
      method: 'POST',
      path: '/client/calculators/eddm',
      token: me.key,
      body: { volume: 5000 },
      expect: 'ok',
    },
  ],
  quoteFlyer: ({ me }) => [
    {
      label: 'flyer quote',
      method: 'POST',
      path: '/client/calculators/flyer-distribution',
      token: me.key,
      body: { countryId: 'US', flyerSize: 'A6', flyerThickness: '135gsm', flyerQuantity: 10000 },
      expect: 'ok',
    },
  ],
  spend: ({ me }) => [read('spend', q('/client/spend', { includeDrafts: 'true' }), me.key)],
  me: ({ me }) => [read('me', '/client/me', me.key)],
  recordTrackingEvent: ({ me, other }) =>
    other.coupons.map((coupon) => ({
      label: `a conversion with the other's coupon ${coupon}`,
      method: 'POST',
      path: '/tracking/events',
      token: me.key,
      body: conversionWith(coupon),
      expect: 400 as const,
      sameAs: {
        path: '/tracking/events',
        body: conversionWith('NO-SUCH-CODE'),
        id: coupon,
        missing: 'NO-SUCH-CODE',
      },
    })),
  listConversions: ({ me, other }) => [
    read(
      'conversions by the other’s metric ids',
      q('/client/conversions', { metricIds: other.metricIds.join(',') }),
      me.key,
      'empty',
    ),
    read('my conversions', q('/client/conversions', { limit: '500' }), me.key),
  ],
  sendPostcards: ({ me }) => [
    {
      label: 'a postcard',
      method: 'POST',
      path: '/postcards',
      token: me.key,
      body: {
        fileUrls: ['https://cdn.example.com/designs/spring-postcard.pdf'],
        recipients: [
          {
            addressName: 'Anna Schmidt',
            addressLine1: 'Hauptstraße 5',
            addressCity: 'Berlin',
            addressState: 'Berlin',
            addressPostalCode: '10115',
            addressCountry: 'GERMANY',
          },
        ],
      },
      expect: 'ok',
    },
  ],
  health: () => [read('health', '/health', '', 'ok')],
  // The one-click sign-in lists every demo client and its credentials: that is its purpose (sandbox only).
  sandboxCredentials: () => [
    { ...read('demo credentials', '/sandbox/credentials', '', 'ok'), listsAllClients: true },
  ],
  artworkImage: () => [
    { label: 'an artwork thumbnail', method: 'GET', path: artPath, token: null, expect: 'ok' },
  ],
  artworkFile: () => [{ label: 'an artwork file', method: 'GET', path: filePath, token: null, expect: 'ok' }],
  openApi: () => [read('openapi', '/openapi.json', '', 'ok')],
};

function conversionWith(coupon: string) {
  return {
    eventName: 'conversion',
    type: 'Orders',
    transactionId: 't-1',
    value: 12.5,
    currency: 'USD',
    userId: 'u-1',
    coupon,
  };
}

/** Keys whose value is a record id (or a list of them). */
const ID_KEY = /^(?:id|ids|.*Id|.*Ids|.*_id|.*_ids)$/;

/** Where in a JSON answer an id of `other` appears under an id key (`metricId` values start with one). */
function foreignIds(value: unknown, other: Client, at = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => foreignIds(v, other, `${at}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => {
    const inner = foreignIds(v, other, `${at}.${k}`);
    if (!ID_KEY.test(k)) return inner;
    const values = (Array.isArray(v) ? v : [v]).filter((x) => typeof x === 'string' || typeof x === 'number');
    const hits = values
      .map(String)
      .filter(
        (s) =>
          other.ids.has(k === 'metricId' ? s.split('-')[0]! : s) ||
          (k.startsWith('client') && s === other.id),
      );
    return [...inner, ...hits.map((s) => `${at}.${k} = ${s}`)];
  });
}

const withoutId = (text: string, id: string) => text.split(id).join('<id>');

/** Runs one probe and checks its answer; returns what went wrong (empty when all is well). */
async function check(probe: Probe, others: Client[]): Promise<string[]> {
  const form = typeof probe.body === 'string';
  const headers: Record<string, string> = form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {};
  const res = await call(probe.method, probe.path, probe.token || null, probe.body, headers);
  const problems: string[] = [];
  const fail = (what: string) => problems.push(`${probe.label} (${probe.method} ${probe.path}): ${what}`);
  const envelope = res.json as { success?: boolean; data?: unknown; error?: unknown } | undefined;
  switch (probe.expect) {
    case 400:
    case 403:
    case 404:
      if (res.status !== probe.expect || envelope?.success !== false || typeof envelope.error !== 'string')
        fail(`expected ${probe.expect} in the envelope, got ${res.status} ${res.text.slice(0, 200)}`);
      break;
    case 'empty': {
      const data = envelope?.data as { nodes?: unknown[]; totalCount?: number } | undefined;
      if (
        res.status !== 200 ||
        envelope?.success !== true ||
        data?.nodes?.length !== 0 ||
        data.totalCount !== 0
      )
        fail(`expected an empty page, got ${res.status} ${res.text.slice(0, 300)}`);
      break;
    }
    case 'ok':
      if (res.status !== 200) fail(`expected 200, got ${res.status} ${res.text.slice(0, 200)}`);
      if (
        res.type.startsWith('application/json') &&
        probe.path !== '/openapi.json' &&
        envelope?.success !== true
      )
        fail(`expected the success envelope, got ${res.text.slice(0, 200)}`);
      break;
    case 'html':
      if (res.status !== (probe.pageStatus ?? 200) || !res.type.startsWith('text/html'))
        fail(`expected a page, got ${res.status} ${res.type}`);
      break;
    case 'rfc-error':
      if (res.status !== 400 || typeof (res.json as { error?: unknown } | undefined)?.error !== 'string')
        fail(`expected an RFC 6749 error, got ${res.status} ${res.text.slice(0, 200)}`);
      break;
  }
  if (probe.sameAs) {
    const twin = await call(probe.method, probe.sameAs.path, probe.token, probe.sameAs.body, headers);
    if (
      twin.status !== res.status ||
      withoutId(twin.text, probe.sameAs.missing) !== withoutId(res.text, probe.sameAs.id)
    )
      fail(`differs from the same request for a missing id: ${res.text} vs ${twin.text}`);
  }
  // What the request itself carries may come back (an error naming the coupon sent, an artwork drawn
  // from its query): an echo, not another client's data.
  const sent = `${decodeURIComponent(probe.path.replace(/\+/g, ' '))} ${JSON.stringify(probe.body ?? '')}`;
  for (const other of others) {
    if (!probe.listsAllClients) {
      const leaked = other.markers.filter((m) => res.text.includes(m) && !sent.includes(m));
      if (leaked.length > 0) fail(`shows client ${other.id}'s ${leaked.slice(0, 5).join(' | ')}`);
    }
    if (res.json !== undefined && !probe.listsAllClients) {
      const ids = foreignIds(res.json, other);
      if (ids.length > 0) fail(`shows client ${other.id}'s ids: ${ids.slice(0, 5).join(', ')}`);
    }
  }
  return problems;
}

const names = Object.keys(endpoints) as EndpointName[];

describe('cross-client matrix', () => {
  it('has a case for every endpoint of the table and every route the sandbox mounts', () => {
    const missing = names.filter((n) => typeof (cases as Partial<Record<string, Case>>)[n] !== 'function');
    expect(missing).toEqual([]);
    const covered = new Set(names.map((n) => `${endpoints[n].method} ${routerPath(endpoints[n].path)}`));
    const mounted = sb.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`);
    expect(mounted.length).toBeGreaterThanOrEqual(names.length);
    expect(mounted.filter((r) => !covered.has(r))).toEqual([]);
  });

  // Record every client's draft as its owner sees it, to check nobody else changed it.
  let before: string[] = [];
  const drafts = () =>
    Promise.all(
      clients.map(async (c) =>
        [
          (await call('GET', `/client/campaigns/${c.draft}`, c.key)).text,
          (await call('GET', `/client/campaigns/${c.draft}/draft-targeting`, c.key)).text,
          (await call('GET', `/client/campaigns/${c.draft}/creation-status`, c.key)).text.replace(
            /"asOfDateUtc":"[^"]*"/,
            '',
          ),
        ].join('\n'),
      ),
    );

  beforeAll(async () => {
    before = await drafts();
  });

  it.each(names)(
    '%s: each client with each other client’s ids and filters',
    async (name) => {
      const e: Endpoint = endpoints[name];
      const problems: string[] = [];
      for (const me of clients) {
        const others = clients.filter((c) => c !== me);
        for (const other of others) {
          const probes = cases[name]({ me, other });
          expect(probes.length, `${name} has no probe`).toBeGreaterThan(0);
          // The universal one: an explicit filter naming the other client is 403 on every endpoint taking a
          // credential (rule 3); naming myself is no refusal.
          if (e.credential !== 'none') {
            const token = e.credential === 'access-token' ? me.access : me.key;
            const first = probes[0]!;
            const sep = first.path.includes('?') ? '&' : '?';
            for (const param of ['clientId', 'client_id', 'clientIds']) {
              probes.push({
                ...first,
                label: `${param} naming the other client`,
                path: `${first.path}${sep}${param}=${other.id}`,
                token,
                expect: 403,
                sameAs: undefined,
              });
            }
            if (other === others[0])
              probes.push({
                ...first,
                label: 'clientId naming me',
                path: `${first.path}${sep}clientId=${me.id}`,
                sameAs: undefined,
              });
            probes.push({
              ...first,
              label: 'clientId listing me and the other',
              path: `${first.path}${sep}clientId=${me.id},${other.id}`,
              token,
              expect: 403,
              sameAs: undefined,
            });
          }
          for (const probe of probes) problems.push(...(await check(probe, others)));
        }
      }
      expect(problems).toEqual([]);
    },
    30_000,
  );

  it('left every client’s draft as its owner made it, and put every created draft on its caller’s account', async () => {
    expect(before.length).toBe(clients.length);
    expect(await drafts()).toEqual(before);
    for (const c of clients) {
      const made = await column(`select client_id as v from campaigns where name = 'made by ${c.id}'`);
      expect(made.length).toBeGreaterThan(0);
      expect(new Set(made)).toEqual(new Set([c.id]));
    }
  });

  it('an Idempotency-Key or a transactionId another client used is the caller’s own: never its answer', async () => {
    const keyed = { 'Idempotency-Key': 'matrix-shared-key' };
    const recordIds = new Set<string>();
    for (const me of clients) {
      const others = clients.filter((c) => c !== me);
      const name = `Keyed by ${me.id}`;
      const created = await call(
        'POST',
        '/client/campaigns',
        me.access,
        { channel: 'ADM', subtype: 'EDDM', name },
        keyed,
      );
      expect(created.status, created.text).toBe(200);
      const id = String((created.json as { data: { campaignId: number } }).data.campaignId);
      expect(await column(`select client_id as v from campaigns where id = ${id}`)).toEqual([me.id]);
      // The same key with another body, from the same client, is refused (409 in the envelope).
      const reused = await call(
        'POST',
        '/client/campaigns',
        me.access,
        { channel: 'ADM', subtype: 'EDDM' },
        keyed,
      );
      expect(reused.status).toBe(409);
      expect((reused.json as { success: boolean }).success).toBe(false);
      const order = {
        eventName: 'conversion',
        type: 'Orders',
        transactionId: 'matrix-order-1',
        value: 10,
        currency: 'USD',
        userId: 'matrix-user',
      };
      const recorded = await call('POST', '/tracking/events', me.key, order, {
        'Idempotency-Key': 'matrix-shared-event-key',
      });
      expect(recorded.status, recorded.text).toBe(200);
      recordIds.add((recorded.json as { data: { id: string } }).data.id);
      for (const other of others) {
        expect(other.markers.filter((m) => created.text.includes(m) || recorded.text.includes(m))).toEqual(
          [],
        );
        expect(foreignIds(recorded.json, other)).toEqual([]);
        expect(foreignIds(created.json, other)).toEqual([]);
      }
    }
    // Each client's order is its own record.
    expect(recordIds.size).toBe(clients.length);
  });
});
