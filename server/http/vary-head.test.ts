/**
 * Issue 37: an answer that could be compressed varies on Accept-Encoding whether it was compressed or
 * not (a shared cache must not hand the plain bytes to a client that asked for brotli, or the reverse),
 * and HEAD answers the headers its GET would (RFC 9110 §9.3.2).
 */
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/contract/endpoints';
import { useTestSandbox } from '../../test/support/sandbox';

const sandbox = useTestSandbox();

const ORIGIN = 'http://127.0.0.1:5173';
const search = `${endpoints.searchCarrierRoutes.path}?lat=45.5152&lng=-122.6784&radius=8000&first=200`;

/**
 * Large JSON answers reached three ways: a kept answer built with its final headers (no Origin), the
 * same answer through the edge's CORS step (Origin), and a file endpoint's JSON (the OpenAPI document).
 */
const large: readonly [string, string, Record<string, string>][] = [
  ['a planner search', search, {}],
  ['a planner search from another loopback origin', search, { Origin: ORIGIN }],
  ['the OpenAPI document', endpoints.openApi.path, {}],
];

const ACCEPT = [undefined, 'identity', 'br', 'gzip, deflate', 'br;q=0, gzip;q=0'] as const;

function send(url: string, headers: Record<string, string>, accept: string | undefined, method = 'GET') {
  return sandbox.app.request(url, {
    method,
    headers: {
      Authorization: `Bearer ${sandbox.clientKey}`,
      ...headers,
      ...(accept === undefined ? {} : { 'Accept-Encoding': accept }),
    },
  });
}

const varies = (res: Response) =>
  (res.headers.get('vary') ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter((v) => v === 'accept-encoding').length;

describe('Vary: Accept-Encoding', () => {
  it.each(large)('%s names it once, compressed or not', async (_, url, headers) => {
    for (const accept of ACCEPT) {
      const res = await send(url, headers, accept);
      expect(res.status).toBe(200);
      const compressed = res.headers.get('content-encoding') !== null;
      expect({ accept, compressed, varies: varies(res) }).toEqual({
        accept,
        compressed: accept === 'br' || accept === 'gzip, deflate',
        varies: 1,
      });
      if (headers['Origin']) expect(res.headers.get('vary')).toMatch(/Origin/);
      await res.arrayBuffer();
    }
  });

  it('a small answer, never compressed, does not vary on it', async () => {
    for (const accept of ACCEPT) {
      const res = await send(`${endpoints.listCampaigns.path}?first=1`, {}, accept);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(varies(res)).toBe(0);
    }
  });
});

describe('HEAD', () => {
  const picked = (res: Response) => ({
    status: res.status,
    'content-encoding': res.headers.get('content-encoding'),
    'content-type': res.headers.get('content-type'),
    vary: res.headers.get('vary'),
  });

  it.each(large)('%s: the headers of its GET, for every Accept-Encoding', async (_, url, headers) => {
    for (const accept of ACCEPT) {
      const get = await send(url, headers, accept);
      await get.arrayBuffer();
      const head = await send(url, headers, accept, 'HEAD');
      expect({ accept, ...picked(head) }).toEqual({ accept, ...picked(get) });
      expect(await head.text()).toBe('');
    }
  });

  it('a small answer: the headers of its GET', async () => {
    const url = `${endpoints.listCampaigns.path}?first=1`;
    const get = await send(url, {}, 'br');
    const head = await send(url, {}, 'br', 'HEAD');
    expect(picked(head)).toEqual(picked(get));
  });
});
