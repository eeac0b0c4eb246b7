import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { failureEnvelope, successEnvelope } from '../src/api/contract/envelope';
import { healthSchema, sandboxCredentialsSchema } from '../src/api/contract/sandbox';
import { authHeaders, startTestSandbox, type Sandbox } from '../test/support/sandbox';

let sb: Sandbox;
let key: string;

beforeAll(async () => {
  sb = await startTestSandbox();
  key = sb.credentials.clients[0]!.clientKey;
});
afterAll(() => sb.close());

const send = async (path: string, init: RequestInit = {}) => {
  const res = await sb.fetch(`http://sandbox.test${path}`, init);
  const text = await res.text();
  return { status: res.status, headers: res.headers, text };
};

describe('unauthenticated paths', () => {
  it('GET /health', async () => {
    const res = await send('/health');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toEqual({ success: true, data: { status: 'ok' } });
    successEnvelope(healthSchema).parse(JSON.parse(res.text));
  });

  it('GET /sandbox/credentials lists the demo clients, client 0 first, with working credentials', async () => {
    const res = await send('/sandbox/credentials');
    expect(res.status).toBe(200);
    const { data } = successEnvelope(sandboxCredentialsSchema).parse(JSON.parse(res.text));
    expect(data).toEqual(sb.credentials);
    expect(data.clients.map((c) => c.name)).toEqual([
      'Slice Republic Pizza',
      'Le Fournil Doré',
      'Harbor Lane Fitness',
    ]);
    for (const c of data.clients) {
      expect((await send('/client/me', { headers: authHeaders(c.clientKey) })).status).toBe(200);
    }
  });
});

describe('envelope failures', () => {
  it.each(['/nope', '/client', '/clients/campaigns', '/client/campaigns/12/unknown'])(
    'unknown path %s -> 404 envelope',
    async (path) => {
      const res = await send(path, { headers: authHeaders(key) });
      expect(res.status).toBe(404);
      expect(failureEnvelope.parse(JSON.parse(res.text)).error).toMatch(/not found/i);
    },
  );

  it.each([
    ['DELETE', '/client/campaigns', 'GET, POST, HEAD'],
    ['DELETE', '/client/campaigns/12001', 'GET, PATCH, HEAD'],
    ['PUT', '/client/me', 'GET, HEAD'],
    ['PATCH', '/health', 'GET, HEAD'],
  ])('%s %s -> 405 envelope with Allow: %s', async (method, path, allow) => {
    const res = await send(path, {
      method,
      headers: authHeaders(key),
      body: method === 'DELETE' ? undefined : '{}',
    });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe(allow);
    expect(failureEnvelope.parse(JSON.parse(res.text)).error).toContain(method);
  });

  it('a body over 1 MB -> 413 envelope', async () => {
    const res = await send('/client/campaigns', {
      method: 'POST',
      headers: authHeaders(key),
      body: 'x'.repeat(1024 * 1024 + 1),
    });
    expect(res.status).toBe(413);
    expect(failureEnvelope.parse(JSON.parse(res.text)).error).toMatch(/too large/i);
  });

  it('HEAD of a read answers like GET without a body', async () => {
    const res = await send('/client/campaigns?first=1', { method: 'HEAD', headers: authHeaders(key) });
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
  });

  it('a CORS preflight is answered, so the dashboard may also call the sandbox cross-origin', async () => {
    const res = await send('/client/campaigns', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
  });

  it('no other web page may read the sandbox cross-origin (the demo credentials least of all)', async () => {
    for (const origin of ['https://evil.example', 'http://127.0.0.1.evil.example', 'null']) {
      const res = await send('/sandbox/credentials', { headers: { Origin: origin } });
      expect(res.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
    const local = await send('/sandbox/credentials', { headers: { Origin: 'http://localhost:4173' } });
    expect(local.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
  });
});

describe('no caller input reaches a 5xx', () => {
  const odd = [
    '/client/campaigns?first=99999999999999999999999',
    '/client/campaigns?skip=99999999999999999999999',
    '/client/campaigns?skip=1e309',
    '/client/campaigns?first=0x10',
    '/client/campaigns?ids=99999999999999999999999999',
    `/client/campaigns?ids=${Array.from({ length: 2000 }, (_, i) => 12000 + i).join(',')}`,
    '/client/campaigns?ids=,,,',
    '/client/campaigns?types=&statuses=',
    '/client/campaigns?search=%00',
    '/client/campaigns?search=%F0%9F%8D%95%20pizza',
    '/client/campaigns?search=%E9t%C3',
    '/client/campaigns?search=%ZZ',
    "/client/campaigns?search=' OR 1=1 --",
    '/client/campaigns?search=a&search=b',
    '/client/campaigns?from=a&from=b',
    '/client/campaigns?from=%2B275760-09-13',
    '/client/campaigns?from=-000001-01-01',
    '/client/campaigns?to=99999-12-31',
    '/client/campaigns?__proto__=1&constructor=2&hasOwnProperty=3',
    '/client/campaigns?__proto__=1&__proto__=2',
    '/client/campaigns?first[]=1&types[0]=1',
    '/client/campaigns?clientId=',
    '/client/campaigns/%00',
    '/client/campaigns/%ZZ',
    `/client/campaigns/${'9'.repeat(5000)}`,
    '/client/campaigns/12001%2F..%2F..',
    '/client/campaigns/..%2F..%2Fhealth',
    '/client/me?x=%00',
    '//client//campaigns',
    '/client/campaigns/',
  ];

  it('a huge number is reported once, with the bound', async () => {
    const res = await send('/client/campaigns?first=99999999999999999999999', { headers: authHeaders(key) });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toEqual({
      success: false,
      error: "Invalid query parameter 'first': must be at most 500",
    });
  });

  // Readable dates whose instant is outside the years 1000-9999 (UTC): year 10000, year 999.
  it.each([
    ['from', '9999-12-31T23:00:00-05:00'],
    ['to', '9999-12-31T23:00:00-05:00'],
    ['from', '1000-01-01T00:30:00+01:00'],
  ])('%s=%s is 400 naming the parameter, not a wrong page', async (field, date) => {
    const res = await send(`/client/campaigns?${field}=${encodeURIComponent(date)}`, {
      headers: authHeaders(key),
    });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toEqual({
      success: false,
      error: `Invalid query parameter '${field}': expected a date such as 2026-01-31 (or a timestamp such as 2026-01-31T09:30:00Z)`,
    });
  });

  it.each(odd)('%s', async (path) => {
    const log = vi.spyOn(console, 'error');
    const res = await send(path, { headers: authHeaders(key) });
    expect(res.status, res.text).toBeLessThan(500);
    const body = JSON.parse(res.text) as { success: boolean };
    if (res.status >= 400) failureEnvelope.parse(body);
    else expect(body.success).toBe(true);
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('odd bodies on every route are refused with the envelope', async () => {
    for (const body of ['{', 'null', '\u0000', '{"a":'.repeat(5000)]) {
      for (const path of ['/client/campaigns', '/client/me', '/health', '/client/nope']) {
        const res = await send(path, { method: 'POST', headers: authHeaders(key), body });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        failureEnvelope.parse(JSON.parse(res.text));
      }
    }
  });
});

describe('security and cache headers', () => {
  const expectApiHeaders = (headers: Headers) => {
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('cache-control')).toBe('no-store');
  };

  it.each([
    ['the credentials', '/sandbox/credentials', {}, 200],
    ['an authenticated read', '/client/me', 'key', 200],
    ['a list', '/client/campaigns?first=2', 'key', 200],
    ['a failure', '/client/me', {}, 401],
    ['an unknown path', '/nope', {}, 404],
    ['a method not allowed', '/health', { method: 'POST', body: '{}' }, 405],
    ['the OpenAPI document', '/openapi.json', {}, 200],
  ] as const)('%s: nosniff, no-store', async (_label, path, init, status) => {
    const res = await send(path, init === 'key' ? { headers: authHeaders(key) } : init);
    expect(res.status).toBe(status);
    expectApiHeaders(res.headers);
  });

  it('a body over 1 MB (413) and a CORS preflight carry them too', async () => {
    const big = await send('/client/calculators/eddm', {
      method: 'POST',
      headers: { ...authHeaders(key), 'Content-Length': String(2 * 1024 * 1024) },
      body: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(big.status).toBe(413);
    expectApiHeaders(big.headers);
    const preflight = await send('/client/me', {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:5173', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expectApiHeaders(preflight.headers);
  });

  it('the artwork files keep their long public cache', async () => {
    const res = await send('/sandbox/assets/art.svg?title=a&seed=s&kind=flyer&w=1&h=1');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
