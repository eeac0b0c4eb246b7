import Ajv2020 from '@redocly/ajv/dist/2020';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, type Endpoint } from '../../src/api/contract/endpoint';
import { endpoints, type EndpointName } from '../../src/api/contract/endpoints';
import { OAUTH_CALLBACK_PATH, OAUTH_CLIENT_ID } from '../../src/api/contract/oauth';
import { createSandbox, type Sandbox } from '../sandbox';

/**
 * Every answer of the sandbox matches the document it serves: for a request to each endpoint (its
 * success and the refusals its credential, parameters and notes give), the status is one the operation
 * lists, the content type one it names, required headers are sent and a JSON body is valid for the
 * schema (JSON Schema 2020-12, formats checked). The precise document (enums, formats, limits) must not
 * be stricter than what the sandbox answers.
 *
 * The validator is Ajv, as Redocly CLI carries it (`@redocly/ajv`, installed with `@redocly/cli`).
 */

type Json = Record<string, unknown>;
type Credential = 'key' | 'token' | 'none';

interface Probe {
  endpoint: EndpointName;
  label: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  form?: Record<string, string>;
  credential?: Credential;
  headers?: Record<string, string>;
}

let sandbox: Sandbox;
let doc: Json & { paths: Record<string, Record<string, Json>> };
const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
ajv.addFormat('date-time', {
  validate: (s: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i.test(s),
});
ajv.addFormat('uri', { validate: (s: string) => URL.canParse(s) });

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** The answer of an operation for a status, and where its schemas are (JSON pointer). */
function declared(e: Endpoint, status: number): { answer: Json; at: string } | undefined {
  const op = doc.paths[e.path]![e.method.toLowerCase()] as { responses: Record<string, Json> };
  const answer = op.responses[String(status)];
  if (!answer) return undefined;
  if (typeof answer.$ref === 'string') {
    const name = answer.$ref.split('/').pop()!;
    const components = (doc.components as { responses: Record<string, Json> }).responses;
    return { answer: components[name]!, at: `/components/responses/${pointer(name)}` };
  }
  return {
    answer,
    at: `/paths/${pointer(e.path)}/${e.method.toLowerCase()}/responses/${status}`,
  };
}

async function send(p: Probe) {
  const e = endpoints[p.endpoint] as Endpoint;
  const client = sandbox.credentials.clients[0]!;
  const credential =
    p.credential ?? (e.credential === 'access-token' ? 'token' : e.credential === 'none' ? 'none' : 'key');
  const headers: Record<string, string> = { ...p.headers };
  if (credential !== 'none')
    headers.Authorization = `Bearer ${credential === 'key' ? client.clientKey : client.accessToken}`;
  let body: string | undefined;
  if (p.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(p.form).toString();
  } else if (p.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(p.body);
  }
  const search = p.query ? `?${new URLSearchParams(p.query).toString()}` : '';
  const path = fillPath(e.path, (p.params ?? {}) as never) + search;
  const res = await sandbox.fetch(path, { method: e.method, headers, body, redirect: 'manual' });
  return { e, res, text: await res.text() };
}

/** Every status answered (the probes must reach the refusals too). */
const answered = new Set<number>();

/** What is wrong with an answer, by the document (empty when it matches). */
async function mismatches(p: Probe): Promise<string[]> {
  const { e, res, text } = await send(p);
  answered.add(res.status);
  const where = `${p.endpoint} (${p.label}) answered ${res.status}`;
  const found = declared(e, res.status);
  if (!found) return [`${where}: a status the document does not list (${text.slice(0, 160)})`];
  const problems: string[] = [];
  const headers = (found.answer.headers ?? {}) as Record<string, { required?: boolean }>;
  for (const [name, h] of Object.entries(headers))
    if (h.required && !res.headers.has(name)) problems.push(`${where}: no ${name} header`);
  const content = found.answer.content as Record<string, Json> | undefined;
  if (!content) return problems;
  const type = res.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
  if (!(type in content)) return [...problems, `${where}: content type ${type}, not ${Object.keys(content)}`];
  if (type !== 'application/json') return problems;
  const validate = ajv.getSchema(`doc#${found.at}/content/${pointer(type)}/schema`)!;
  if (!validate(JSON.parse(text)))
    problems.push(`${where}: ${ajv.errorsText(validate.errors, { separator: '; ' }).slice(0, 600)}`);
  return problems;
}

beforeAll(async () => {
  sandbox = await createSandbox();
  doc = (await (await sandbox.fetch(endpoints.openApi.path)).json()) as typeof doc;
  ajv.addSchema(doc, 'doc');
}, 30_000);

afterAll(() => sandbox?.close());

/** The refusals every endpoint's credential and campaign id give. */
function refusals(name: EndpointName): Probe[] {
  const e = endpoints[name] as Endpoint;
  const probes: Probe[] = [];
  const id = 'id' in e.pathParams ? { id: '999999999' } : undefined;
  if (e.credential !== 'none') {
    probes.push({ endpoint: name, label: 'no credential', credential: 'none', params: id });
    probes.push({
      endpoint: name,
      label: 'the other kind of credential',
      credential: e.credential === 'client-key' ? 'token' : 'key',
      params: id,
    });
  }
  if (id) {
    probes.push({ endpoint: name, label: 'an id that is not a number', params: { id: 'abc' } });
    probes.push({ endpoint: name, label: 'a campaign that is not the caller’s', params: id });
  }
  return probes;
}

const verifier = 'a'.repeat(43);
const authorizeQuery = {
  response_type: 'code',
  client_id: OAUTH_CLIENT_ID,
  redirect_uri: `http://127.0.0.1:5173${OAUTH_CALLBACK_PATH}`,
  state: 'xyz',
  code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  code_challenge_method: 'S256',
};

describe('every answer of the sandbox matches the document it serves', () => {
  it('answers to reads, quotes, tracking and postcards, and their refusals', async () => {
    const list = await send({ endpoint: 'listCampaigns', label: 'ids', query: { first: '500' } });
    const campaigns = (JSON.parse(list.text) as { data: { nodes: { id: string; status: number }[] } }).data
      .nodes;
    const id = campaigns.find((c) => c.status !== 0)!.id;
    const draft = campaigns.find((c) => c.status === 0)!.id;
    const campaign = { id };
    const probes: Probe[] = [
      {
        endpoint: 'listCampaigns',
        label: 'filtered',
        query: { statuses: '10,COMPLETED', types: '1,3', first: '5' },
      },
      { endpoint: 'listCampaigns', label: 'a bad status', query: { statuses: 'NOPE' } },
      { endpoint: 'listCampaigns', label: 'another client', query: { clientId: 'someone-else' } },
      { endpoint: 'getCampaign', label: 'mine', params: campaign },
      { endpoint: 'campaignPerformance', label: 'mine', params: campaign },
      { endpoint: 'campaignScans', label: 'mine', params: campaign },
      { endpoint: 'campaignDates', label: 'mine', params: campaign },
      { endpoint: 'campaignArtworks', label: 'mine', params: campaign },
      { endpoint: 'campaignCreationStatus', label: 'a draft', params: { id: draft } },
      { endpoint: 'campaignDraftTargeting', label: 'a draft', params: { id: draft } },
      { endpoint: 'campaignCoupons', label: 'mine', params: campaign },
      { endpoint: 'listMissions', label: 'all', query: { first: '200', statuses: '20,IN_PROGRESS,40' } },
      { endpoint: 'listCities', label: 'some', query: { first: '50' } },
      { endpoint: 'listAudiences', label: 'all', query: { first: '500' } },
      { endpoint: 'listDesigns', label: 'all', query: { pageSize: '100' } },
      { endpoint: 'listDesignTemplates', label: 'all' },
      { endpoint: 'channelRules', label: 'a city', query: { cityId: '4671654' } },
      { endpoint: 'channelRules', label: 'an unknown city', query: { cityId: '1' } },
      { endpoint: 'demographicAttributes', label: 'all' },
      { endpoint: 'glossary', label: 'all' },
      {
        endpoint: 'searchCarrierRoutes',
        label: 'with paths',
        query: {
          lat: '30.26715',
          lng: '-97.74306',
          radius: '1000',
          includePaths: 'true',
          includeDemographics: '1',
        },
      },
      {
        endpoint: 'searchCarrierRoutes',
        label: 'a radius too large',
        query: { lat: '30', lng: '-97', radius: '20001' },
      },
      {
        endpoint: 'bestFitCarrierRoutes',
        label: 'with paths',
        query: { lat: '30.26715', lng: '-97.74306', volume: '2000', includePaths: 'true' },
      },
      {
        endpoint: 'carrierRoutesByCity',
        label: 'Austin',
        query: { cityId: '4671654', includePaths: 'true' },
      },
      { endpoint: 'carrierRoutesByCity', label: 'an unknown city', query: { cityId: 'nowhere' } },
      { endpoint: 'geocode', label: 'a city', query: { q: 'Austin, TX' } },
      { endpoint: 'quoteEddm', label: 'a quote', body: { volume: 5000, format: 'JUMBO' } },
      { endpoint: 'quoteEddm', label: 'below the minimum', body: { volume: 1 } },
      { endpoint: 'quoteEddm', label: 'a bad format', body: { volume: 5000, format: 'HUGE' } },
      {
        endpoint: 'quoteFlyer',
        label: 'a quote',
        body: { countryId: 'US', flyerSize: 'A6', flyerThickness: '135gsm', flyerQuantity: 10000 },
      },
      { endpoint: 'spend', label: 'with drafts', query: { includeDrafts: 'true', from: '2025-01-01' } },
      { endpoint: 'me', label: 'mine' },
      {
        endpoint: 'recordTrackingEvent',
        label: 'a signup',
        body: { eventName: 'Signups', value: 1, userId: 'u-1', metadata: { source: ['flyer'] } },
        headers: { 'Idempotency-Key': 'conformance-1' },
      },
      {
        endpoint: 'recordTrackingEvent',
        label: 'the same key with another body',
        body: { eventName: 'Signups', value: 2, userId: 'u-1' },
        headers: { 'Idempotency-Key': 'conformance-1' },
      },
      {
        endpoint: 'recordTrackingEvent',
        label: 'a conversion',
        body: {
          eventName: 'conversion',
          type: 'Orders',
          transactionId: 't-1',
          value: 12.5,
          currency: 'usd',
          userId: 'u-1',
        },
      },
      {
        endpoint: 'recordTrackingEvent',
        label: 'a custom event',
        body: { eventName: 'page_view', value: 0 },
      },
      { endpoint: 'listConversions', label: 'all', query: { limit: '500' } },
      {
        endpoint: 'sendPostcards',
        label: 'one postcard',
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
      },
      { endpoint: 'sendPostcards', label: 'no recipients', body: { fileUrls: [], recipients: [] } },
      { endpoint: 'health', label: 'up' },
      { endpoint: 'sandboxCredentials', label: 'demo clients' },
      { endpoint: 'openApi', label: 'the document' },
      {
        endpoint: 'artworkImage',
        label: 'a thumbnail',
        query: { title: 'Spring', seed: 's', kind: 'flyer', w: '148', h: '105' },
      },
      {
        endpoint: 'artworkImage',
        label: 'no title',
        query: { seed: 's', kind: 'flyer', w: '148', h: '105' },
      },
      {
        endpoint: 'artworkFile',
        label: 'a PDF',
        query: { title: 'Spring', name: 'spring.pdf', w: '148', h: '105' },
      },
      // OAuth: the consent page, its redirects and errors, the token endpoint's errors.
      { endpoint: 'oauthAuthorize', label: 'the consent page', query: authorizeQuery },
      {
        endpoint: 'oauthAuthorize',
        label: 'an unknown client',
        query: { ...authorizeQuery, client_id: 'x' },
      },
      {
        endpoint: 'oauthAuthorize',
        label: 'another response type',
        query: { ...authorizeQuery, response_type: 'token' },
      },
      { endpoint: 'oauthDecide', label: 'an expired request', form: { request: 'nope', decision: 'allow' } },
      {
        endpoint: 'oauthDecide',
        label: 'from another site',
        form: { request: 'nope', decision: 'allow' },
        headers: { 'Sec-Fetch-Site': 'cross-site' },
      },
      {
        endpoint: 'oauthToken',
        label: 'an unknown code',
        form: {
          grant_type: 'authorization_code',
          code: 'nope',
          redirect_uri: authorizeQuery.redirect_uri,
          client_id: OAUTH_CLIENT_ID,
          code_verifier: verifier,
        },
      },
      { endpoint: 'oauthToken', label: 'not a form', body: { grant_type: 'authorization_code' } },
      ...(Object.keys(endpoints) as EndpointName[]).flatMap(refusals),
    ];
    const problems: string[] = [];
    for (const probe of probes) problems.push(...(await mismatches(probe)));
    expect(problems).toEqual([]);
    expect([...answered].sort()).toEqual(expect.arrayContaining([200, 302, 400, 401, 403, 404, 409]));
  }, 60_000);

  it('answers to the builder’s writes: create, rename, cancel, and a write after cancelling (409)', async () => {
    const created = await send({
      endpoint: 'createDraft',
      label: 'a draft',
      body: { channel: 'ADM', subtype: 'EDDM' },
      headers: { 'Idempotency-Key': 'conformance-draft' },
    });
    expect(created.res.status).toBe(200);
    const id = String((JSON.parse(created.text) as { data: { campaignId: number } }).data.campaignId);
    const probes: Probe[] = [
      {
        endpoint: 'createDraft',
        label: 'the same key again',
        body: { channel: 'ADM', subtype: 'EDDM' },
        headers: { 'Idempotency-Key': 'conformance-draft' },
      },
      { endpoint: 'createDraft', label: 'an unknown channel', body: { channel: 'XX', subtype: 'EDDM' } },
      { endpoint: 'renameCampaign', label: 'rename', params: { id }, body: { name: 'Conformance' } },
      { endpoint: 'setDraftDetails', label: 'details', params: { id }, body: { volume: 5000 } },
      { endpoint: 'submitDraft', label: 'incomplete', params: { id } },
      { endpoint: 'cancelDraft', label: 'cancel', params: { id } },
      { endpoint: 'renameCampaign', label: 'after cancelling', params: { id }, body: { name: 'Late' } },
    ];
    const problems: string[] = [
      await mismatches({
        endpoint: 'createDraft',
        label: 'created',
        body: { channel: 'H2H', subtype: 'HANDTOHAND' },
      }),
    ].flat();
    for (const probe of probes) problems.push(...(await mismatches(probe)));
    expect(problems).toEqual([]);
  }, 30_000);
});
