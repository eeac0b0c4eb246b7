import { z } from 'zod';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../test/support/sandbox';
import { startAppSandbox, useSandboxFetch } from '../../test/support/render';
import { campaignSchema } from './contract/campaign';
import { meSchema } from './contract/account';
import { apiGet, buildUrl, configureApi } from './http-client';
import { ApiError, errorFromResponse, errorKindForStatus, failureMessage } from './http-errors';
import { backoffDelay, shouldRetry } from './query-client';
import { setClientKey } from './session';

describe('error mapping', () => {
  it('maps statuses to kinds', () => {
    expect(errorKindForStatus(401)).toBe('unauthorized');
    expect(errorKindForStatus(403)).toBe('forbidden');
    expect(errorKindForStatus(404)).toBe('not-found');
    for (const s of [400, 413, 422]) expect(errorKindForStatus(s)).toBe('invalid');
    for (const s of [502, 503, 504]) expect(errorKindForStatus(s)).toBe('unavailable');
    for (const s of [409, 429, 500]) expect(errorKindForStatus(s)).toBe('http');
  });

  it("keeps the server's message and falls back to a clear one", () => {
    const e = errorFromResponse(
      400,
      { success: false, error: 'first: must be at most 500' },
      'GET /client/campaigns',
    );
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ kind: 'invalid', status: 400, message: 'first: must be at most 500' });
    expect(errorFromResponse(502, '<html>Bad gateway</html>').message).toMatch(/unavailable.*HTTP 502/);
    expect(failureMessage({ success: true, data: 1 })).toBeUndefined();
    expect(failureMessage({ success: false, error: '' })).toBeUndefined();
  });

  it('retries only what is worth retrying, at most three times, with growing delays', () => {
    const unavailable = new ApiError({ kind: 'unavailable', message: 'x' });
    expect(shouldRetry(0, unavailable)).toBe(true);
    expect(shouldRetry(2, unavailable)).toBe(true);
    expect(shouldRetry(3, unavailable)).toBe(false);
    for (const kind of ['unauthorized', 'forbidden', 'not-found', 'invalid', 'contract', 'http'] as const) {
      expect(shouldRetry(0, new ApiError({ kind, message: 'x' }))).toBe(false);
    }
    expect(shouldRetry(0, new Error('boom'))).toBe(false);
    expect([0, 1, 2, 3].map(backoffDelay)).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffDelay(10)).toBe(10_000);
  });
});

describe('http client against the sandbox', () => {
  let sandbox: Sandbox;
  let key: string;

  beforeAll(async () => {
    sandbox = await startAppSandbox();
    key = sandbox.credentials.clients[0]!.clientKey;
  });
  afterEach(() => useSandboxFetch(sandbox));
  afterAll(() => sandbox.close());

  it('sends the session key, unwraps the envelope and parses the data', async () => {
    setClientKey(key);
    const me = await apiGet('/client/me', meSchema);
    expect(me.client.id).toBe(sandbox.credentials.clients[0]!.clientId);
  });

  it('never puts the key in the URL', async () => {
    const urls: string[] = [];
    useSandboxFetch(sandbox, (inner) => (input, init) => {
      urls.push(input);
      return inner(input, init);
    });
    setClientKey(key);
    await apiGet('/client/me', meSchema);
    expect(urls.join(' ')).not.toContain(key);
  });

  it('turns a missing key into an unauthorized error', async () => {
    await expect(apiGet('/client/me', meSchema)).rejects.toMatchObject({ kind: 'unauthorized', status: 401 });
  });

  it("turns 400 into an invalid error carrying the server's message", async () => {
    setClientKey(key);
    const error = await apiGet('/client/campaigns', z.unknown(), { first: 501 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'invalid', status: 400 });
    expect((error as ApiError).message).toMatch(/first/);
  });

  it('turns 404 into a not-found error', async () => {
    setClientKey(key);
    await expect(apiGet('/client/campaigns/999999999', campaignSchema)).rejects.toMatchObject({
      kind: 'not-found',
      status: 404,
    });
  });

  it('turns a wrong shape into a contract error naming the field', async () => {
    setClientKey(key);
    const wrong = z.object({ client: z.object({ id: z.number() }) });
    const error = await apiGet('/client/me', wrong).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'contract', status: 200 });
    expect((error as ApiError).message).toMatch(/GET \/client\/me.*client\.id/);
  });

  it('turns a body that is not JSON, or not an envelope, into a contract error', async () => {
    configureApi({ fetch: () => Promise.resolve(new Response('<html>hello</html>', { status: 200 })) });
    await expect(apiGet('/client/me', meSchema)).rejects.toMatchObject({ kind: 'contract' });
    configureApi({
      fetch: () => Promise.resolve(new Response(JSON.stringify({ ok: true }), { status: 200 })),
    });
    await expect(apiGet('/client/me', meSchema)).rejects.toMatchObject({ kind: 'contract' });
  });

  it('turns a failed connection into a retryable error', async () => {
    configureApi({ fetch: () => Promise.reject(new TypeError('fetch failed')) });
    const error = await apiGet('/client/me', meSchema).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'unavailable', retryable: true });
  });

  it('builds URLs with comma-joined lists and without empty values', () => {
    configureApi({ baseUrl: '/api/' });
    expect(
      buildUrl('/client/campaigns', { statuses: [10, 15], search: '', from: undefined, first: 25 }),
    ).toBe('/api/client/campaigns?statuses=10%2C15&first=25');
  });
});
