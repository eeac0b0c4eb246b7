import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { failureEnvelope } from '../../src/api/contract/envelope';
import { authHeaders, startTestSandbox, type Sandbox } from '../../test/support/sandbox';

let sb: Sandbox;
let key: string;
let accessToken: string;
let campaignId: string;

const reads = () => [
  `/client/campaigns/${campaignId}/performance`,
  `/client/campaigns/${campaignId}/scans`,
  `/client/campaigns/${campaignId}/dates`,
  `/client/campaigns/${campaignId}/artworks`,
  `/client/campaigns/${campaignId}/creation-status`,
  `/client/campaigns/${campaignId}/draft-targeting`,
  `/client/campaigns/${campaignId}/coupons`,
  '/client/missions',
  '/client/cities?search=austin',
  '/client/audiences',
  '/client/designs',
  '/client/design-templates',
  '/client/spend',
  '/client/glossary',
];

beforeAll(async () => {
  sb = await startTestSandbox();
  key = sb.credentials.clients[0]!.clientKey;
  accessToken = sb.credentials.clients[0]!.accessToken;
  const res = await sb.fetch('/client/campaigns?first=1&statuses=15', { headers: authHeaders(key) });
  campaignId = ((await res.json()) as { data: { nodes: { id: string }[] } }).data.nodes[0]!.id;
});
afterAll(() => sb.close());

describe('credentials on every read of issue 3', () => {
  it('200 with the client key', async () => {
    for (const path of reads())
      expect((await sb.fetch(path, { headers: authHeaders(key) })).status, path).toBe(200);
  });

  it('401 without a credential, with the envelope', async () => {
    for (const path of reads()) {
      const res = await sb.fetch(path);
      expect(res.status, path).toBe(401);
      expect(failureEnvelope.parse(await res.json()).error).toMatch(/unauthorized/i);
    }
  });

  it('403 with an OAuth access token: reads take a client key', async () => {
    for (const path of reads()) {
      const res = await sb.fetch(path, { headers: authHeaders(accessToken) });
      expect(res.status, path).toBe(403);
      failureEnvelope.parse(await res.json());
    }
  });

  it('403 for an explicit foreign clientId filter', async () => {
    for (const path of reads()) {
      const sep = path.includes('?') ? '&' : '?';
      const res = await sb.fetch(`${path}${sep}clientId=1002`, { headers: authHeaders(key) });
      expect(res.status, path).toBe(403);
    }
  });

  it('other methods are 405 with Allow', async () => {
    const res = await sb.fetch(`/client/campaigns/${campaignId}/performance`, {
      method: 'DELETE',
      headers: authHeaders(key),
    });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toContain('GET');
  });
});

describe('no caller input reaches a 5xx', () => {
  const odd = [
    '/client/missions?first=99999999999999999999',
    '/client/missions?campaignId=99999999999999999999999',
    `/client/missions?campaignIds=${Array.from({ length: 2000 }, (_, i) => 12000 + i).join(',')}`,
    '/client/missions?ids=%00,abc',
    '/client/missions?search=%F0%9F%8D%95',
    "/client/missions?search=' OR 1=1 --",
    '/client/missions?from=-000001-01-01',
    '/client/missions?to=99999-12-31',
    '/client/missions?types=99999',
    '/client/cities?search=%00&state=TX',
    '/client/cities?skip=9007199254740991',
    '/client/cities?search=,,,',
    '/client/audiences?ids=,,&statuses=',
    '/client/designs?format=%00',
    '/client/designs?page=100000&pageSize=100',
    '/client/spend?from=0&to=1',
    '/client/spend?to=-000001-01-01',
    '/client/campaigns/99999999999999999999999/performance',
    '/client/campaigns/%ZZ/scans',
    `/client/campaigns/${'9'.repeat(400)}/coupons?first=500`,
  ];
  it.each(odd)('%s', async (path) => {
    const log = vi.spyOn(console, 'error');
    const res = await sb.fetch(path, { headers: authHeaders(key) });
    expect(res.status, await res.clone().text()).toBeLessThan(500);
    const body = (await res.json()) as { success: boolean };
    if (res.status >= 400) failureEnvelope.parse(body);
    else expect(body.success).toBe(true);
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });
});
