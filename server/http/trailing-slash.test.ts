/**
 * Issue 37: a path no endpoint has is 404 with the envelope, a trailing slash no endpoint spells
 * included. `/client/campaigns/` was 405 `Allow: POST` to a GET and 405 `Allow: GET, HEAD` to a POST,
 * each naming a method the same path refuses.
 */
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/contract/endpoints';
import { useTestSandbox } from '../../test/support/sandbox';

const sandbox = useTestSandbox();

async function send(method: string, path: string) {
  const res = await sandbox.app.request(path, {
    method,
    headers: { Authorization: `Bearer ${sandbox.clientKey}`, 'Content-Type': 'application/json' },
    body: method === 'GET' || method === 'HEAD' ? undefined : '{}',
  });
  const text = await res.text();
  return {
    status: res.status,
    allow: res.headers.get('allow'),
    body: text === '' ? undefined : (JSON.parse(text) as unknown),
  };
}

const notFound = (method: string, path: string) => ({
  status: 404,
  allow: null,
  body: { success: false, error: `Not found: no endpoint at ${method} ${path}` },
});

describe('a trailing slash no endpoint spells', () => {
  const campaigns = `${endpoints.listCampaigns.path}/`;
  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])(`%s ${campaigns} is 404, never 405`, async (method) => {
    expect(await send(method, campaigns)).toEqual(notFound(method, campaigns));
  });

  it('HEAD is 404 too, with no body', async () => {
    expect(await send('HEAD', campaigns)).toMatchObject({ status: 404, allow: null, body: undefined });
  });

  it.each([
    ['GET', '/client/campaigns/1/'],
    ['POST', '/client/campaigns/1/'],
    ['GET', `${endpoints.openApi.path}/`],
    ['POST', `${endpoints.openApi.path}/`],
    ['GET', '/client/campaigns//'],
    ['GET', '/no/such/path/'],
  ])('%s %s is 404, never 405', async (method, path) => {
    expect(await send(method, path)).toEqual(notFound(method, path));
  });

  it('the paths as endpoints spell them still answer, and a method they refuse is 405 naming theirs', async () => {
    expect((await send('GET', endpoints.listCampaigns.path)).status).toBe(200);
    expect(await send('PUT', endpoints.listCampaigns.path)).toMatchObject({
      status: 405,
      allow: 'GET, POST, HEAD',
    });
  });
});
