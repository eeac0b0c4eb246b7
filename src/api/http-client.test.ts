import { z } from './contract/zod';
import { describe, expect, it } from 'vitest';
import { useSandboxFetch } from '../../test/support/render';
import { setupAppSandbox } from '../../test/support/app-sandbox';
import { accessToken } from '../../test/support/sandbox';
import { endpoints } from './contract/endpoints';
import { callApi, configureApi, urlOf } from './http-client';
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
  const env = setupAppSandbox();

  /** Every request the client sends to the sandbox from now on, as it is sent. */
  function useRecordedFetch(): { url: string; init?: RequestInit }[] {
    const sent: { url: string; init?: RequestInit }[] = [];
    useSandboxFetch(env.sandbox, (inner) => (input, init) => {
      sent.push({ url: input, init });
      return inner(input, init);
    });
    return sent;
  }

  it('sends the session key, unwraps the envelope and parses the data', async () => {
    setClientKey(env.key);
    const me = await callApi(endpoints.me, {});
    expect(me.client.id).toBe(env.sandbox.credentials.clients[0]!.clientId);
  });

  it('never puts the key in the URL', async () => {
    const sent = useRecordedFetch();
    setClientKey(env.key);
    await callApi(endpoints.me, {});
    expect(sent.map((s) => s.url).join(' ')).not.toContain(env.key);
  });

  it('sends nothing without a key: a read asked for while signed out is an unauthorized error', async () => {
    const sent = useRecordedFetch();
    await expect(callApi(endpoints.me, {})).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(sent).toEqual([]);
  });

  it('turns a key the service refuses into an unauthorized error (401)', async () => {
    await expect(callApi(endpoints.me, { token: 'not-a-key' })).rejects.toMatchObject({
      kind: 'unauthorized',
      status: 401,
    });
  });

  it("turns 400 into an invalid error carrying the server's message", async () => {
    setClientKey(env.key);
    // An endpoint value that does not check its path parameter, so the service is the one refusing.
    const unchecked = { ...endpoints.getCampaign, pathParams: { id: z.string() } };
    const error = await callApi(unchecked, { params: { id: 'abc' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'invalid', status: 400 });
    expect((error as ApiError).message).toBe("Invalid path parameter 'id': expected a numeric id");
  });

  it('does not send a request the contract refuses, and says why as the service would', async () => {
    const sent = useRecordedFetch();
    setClientKey(env.key);
    const tooMany = await callApi(endpoints.listCampaigns, { query: { first: 501 } }).catch(
      (e: unknown) => e,
    );
    expect(tooMany).toMatchObject({ kind: 'invalid', status: undefined, request: 'GET /client/campaigns' });
    expect((tooMany as ApiError).message).toBe("Invalid query parameter 'first': must be at most 500");
    const badId = await callApi(endpoints.getCampaign, { params: { id: 'abc' } }).catch((e: unknown) => e);
    expect((badId as ApiError).message).toBe("Invalid path parameter 'id': expected a numeric id");
    const badBody = await callApi(endpoints.quoteEddm, { body: { volume: -5 } }).catch((e: unknown) => e);
    expect(badBody).toMatchObject({ kind: 'invalid' });
    expect((badBody as ApiError).message).toMatch(/^Invalid body field 'volume'/);
    expect(sent).toEqual([]);
  });

  it('fills the path, sends the query and the body, with the credential the endpoint takes', async () => {
    const sent = useRecordedFetch();
    setClientKey(env.key);
    const page = await callApi(endpoints.listCampaigns, { query: { statuses: [10, 15], first: 2 } });
    expect(page.nodes.length).toBeLessThanOrEqual(2);
    const id = page.nodes[0]!.id;
    await callApi(endpoints.campaignScans, { params: { id } });
    const quote = await callApi(endpoints.quoteEddm, { body: { volume: 2500, format: 'LARGE' } });
    expect(quote).toMatchObject({ volume: 2500, format: 'LARGE' });
    await callApi(endpoints.health, {});
    expect(sent.map((s) => `${s.init?.method} ${new URL(s.url, 'http://x').pathname}`)).toEqual([
      'GET /client/campaigns',
      `GET /client/campaigns/${id}/scans`,
      'POST /client/calculators/eddm',
      'GET /health',
    ]);
    expect(new URL(sent[0]!.url, 'http://x').search).toBe('?statuses=10%2C15&first=2');
    const auth = sent.map((s) => new Headers(s.init?.headers).get('authorization'));
    expect(auth).toEqual([`Bearer ${env.key}`, `Bearer ${env.key}`, `Bearer ${env.key}`, null]);
    expect(sent[2]!.init?.body).toBe(JSON.stringify({ volume: 2500, format: 'LARGE' }));
  });

  it('turns 404 into a not-found error', async () => {
    setClientKey(env.key);
    await expect(callApi(endpoints.getCampaign, { params: { id: '999999999' } })).rejects.toMatchObject({
      kind: 'not-found',
      status: 404,
    });
  });

  it('turns a wrong shape into a contract error naming the field', async () => {
    setClientKey(env.key);
    const wrong = z.object({ client: z.object({ id: z.number() }) });
    const error = await callApi({ ...endpoints.me, response: wrong }, {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'contract', status: 200 });
    expect((error as ApiError).message).toMatch(/GET \/client\/me.*client\.id/);
  });

  it('turns a body that is not JSON, or not an envelope, into a contract error', async () => {
    setClientKey(env.key);
    configureApi({ fetch: () => Promise.resolve(new Response('<html>hello</html>', { status: 200 })) });
    await expect(callApi(endpoints.me, {})).rejects.toMatchObject({ kind: 'contract' });
    configureApi({
      fetch: () => Promise.resolve(new Response(JSON.stringify({ ok: true }), { status: 200 })),
    });
    await expect(callApi(endpoints.me, {})).rejects.toMatchObject({ kind: 'contract' });
  });

  it('turns a failed connection into a retryable error', async () => {
    setClientKey(env.key);
    configureApi({ fetch: () => Promise.reject(new TypeError('fetch failed')) });
    const error = await callApi(endpoints.me, {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'unavailable', retryable: true });
  });

  it('retries a keyed write the service is still running, and never one whose key was used for another', async () => {
    setClientKey(env.key);
    const body = { channel: 'ADM', subtype: 'EDDM', name: 'Keyed once' } as const;
    const idempotencyKey = `http-client-${Date.now()}`;
    const token = await accessToken(env.sandbox, env.sandbox.credentials.clients[0]!.clientId);
    await callApi(endpoints.createDraft, { body, idempotencyKey, token });
    // The same key with another body: refused for good, with the service's words.
    const reused = await callApi(endpoints.createDraft, {
      body: { ...body, name: 'Another' },
      idempotencyKey,
      token,
    }).catch((e: unknown) => e);
    expect(reused).toMatchObject({ status: 409, retryable: false });
    expect((reused as ApiError).message).toMatch(/Idempotency-Key/);
    // Still running (the sandbox's answer while the first send of a key is in progress): retryable.
    configureApi({
      fetch: () =>
        Promise.resolve(
          new Response(JSON.stringify({ success: false, error: 'still being processed' }), {
            status: 409,
            headers: { 'Retry-After': '1' },
          }),
        ),
    });
    const running = await callApi(endpoints.createDraft, { body, idempotencyKey, token }).catch(
      (e: unknown) => e,
    );
    expect(running).toMatchObject({ kind: 'unavailable', retryable: true, status: 409 });
  });

  it('builds URLs from the base URL, the filled path and the wire query', () => {
    configureApi({ baseUrl: '/api/' });
    expect(urlOf('/client/campaigns', { statuses: '10,15', first: '25' })).toBe(
      '/api/client/campaigns?statuses=10%2C15&first=25',
    );
  });
});
