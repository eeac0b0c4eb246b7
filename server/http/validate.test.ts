import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from '../../src/api/contract/zod';
import { failureEnvelope } from '../../src/api/contract/envelope';
import { withEnvelopeErrors } from '../app';
import { MAX_BODY_BYTES, readJsonBody } from './validate';

const bodySchema = z.object({
  name: z.string().check(z.minLength(1, 'must not be empty')),
  count: z.optional(z.number().check(z.int(), z.lte(10, 'must be at most 10'))),
  routes: z.optional(
    z.array(z.object({ zip: z.string().check(z.regex(/^\d{5}$/, 'expected a 5-digit ZIP')) })),
  ),
});

/** A small app using readJsonBody the way later POST routes will (no body-limit middleware in front). */
function echoApp() {
  const app = withEnvelopeErrors(new Hono());
  app.post('/echo', async (c) => c.json({ success: true, data: await readJsonBody(c, bodySchema) }));
  app.get('/boom', () => {
    throw new Error('secret internals at /srv/app.ts:12');
  });
  return app;
}

async function post(
  body: BodyInit | undefined,
  headers: Record<string, string> = { 'Content-Type': 'application/json' },
) {
  const res = await echoApp().request('/echo', { method: 'POST', body, headers });
  return { status: res.status, body: (await res.json()) as unknown };
}

const errorOf = (res: { status: number; body: unknown }, status: number) => {
  expect(res.status).toBe(status);
  return failureEnvelope.parse(res.body).error;
};

afterEach(() => vi.restoreAllMocks());

describe('readJsonBody', () => {
  it('returns the parsed, validated object (unknown fields stripped)', async () => {
    const res = await post(JSON.stringify({ name: 'Spring', count: 3, extra: true }));
    expect(res).toEqual({ status: 200, body: { success: true, data: { name: 'Spring', count: 3 } } });
  });

  it.each([
    ['{', /malformed json/i],
    ['{"name": "x",}', /malformed json/i],
    ["{'name': 'x'}", /malformed json/i],
    ['', /empty/i],
    ['   ', /empty/i],
  ])('malformed or empty body %j -> 400', async (body, message) => {
    expect(errorOf(await post(body), 400)).toMatch(message);
  });

  it.each(['[1,2]', '"text"', '42', 'null', 'true'])(
    'a JSON value that is not an object (%s) -> 400',
    async (body) => {
      expect(errorOf(await post(body), 400)).toMatch(/must be a JSON object/);
    },
  );

  it.each([
    ['text/plain', /Content-Type must be application\/json \(got 'text\/plain'\)/],
    ['application/x-www-form-urlencoded', /Content-Type must be application\/json/],
    ['multipart/form-data; boundary=x', /Content-Type must be application\/json/],
  ])('a body sent as %s -> 400 naming the Content-Type', async (type, message) => {
    expect(errorOf(await post('{"name":"x"}', { 'Content-Type': type }), 400)).toMatch(message);
  });

  it('a body without a Content-Type -> 400; JSON types with parameters or +json are read', async () => {
    // Bytes, not a string: fetch would label a string text/plain.
    expect(errorOf(await post(new TextEncoder().encode('{"name":"x"}'), {}), 400)).toMatch(/got none/);
    for (const type of [
      'application/json; charset=utf-8',
      'Application/JSON',
      'application/merge-patch+json',
    ]) {
      expect((await post('{"name":"x"}', { 'Content-Type': type })).status, type).toBe(200);
    }
  });

  it('a schema failure is 400 naming the field', async () => {
    expect(errorOf(await post('{}'), 400)).toBe("Invalid body field 'name': is required");
    expect(errorOf(await post('{"name":"a","count":11}'), 400)).toBe(
      "Invalid body field 'count': must be at most 10",
    );
    expect(errorOf(await post('{"name":"a","count":"3"}'), 400)).toContain("'count'");
    expect(errorOf(await post('{"name":"a","routes":[{"zip":"12345"},{"zip":"x"}]}'), 400)).toBe(
      "Invalid body field 'routes[1].zip': expected a 5-digit ZIP",
    );
  });

  it('a body over 1 MB -> 413, with or without a content-length', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(MAX_BODY_BYTES) });
    expect(errorOf(await post(big), 413)).toMatch(/too large/i);
    const stream = new Blob([big]).stream();
    const res = await echoApp().request('/echo', {
      method: 'POST',
      body: stream,
      headers: { 'Content-Type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(errorOf({ status: res.status, body: await res.json() }, 413)).toMatch(/too large/i);
  });

  it('a body of exactly 1 MB is accepted', async () => {
    const prefix = '{"name":"';
    const exact = `${prefix}${'y'.repeat(MAX_BODY_BYTES - prefix.length - 2)}"}`;
    expect(new TextEncoder().encode(exact).byteLength).toBe(MAX_BODY_BYTES);
    expect((await post(exact)).status).toBe(200);
  });

  it('multi-byte text is decoded as UTF-8', async () => {
    const res = await post(JSON.stringify({ name: 'Galette des Rois – Été 🍕' }));
    expect(res.body).toEqual({ success: true, data: { name: 'Galette des Rois – Été 🍕' } });
  });
});

describe('envelope errors', () => {
  it('an unexpected exception is logged and answered 500 with the envelope only, no stack trace', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await echoApp().request('/boom');
    const text = await res.text();
    expect(res.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ success: false, error: 'Internal error in the sandbox' });
    expect(text).not.toMatch(/secret|\.ts|at /);
    expect(log).toHaveBeenCalledOnce();
  });

  it('405 lists the allowed methods; 404 for unknown paths', async () => {
    const res = await echoApp().request('/echo');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    const missing = await echoApp().request('/nope');
    expect(errorOf({ status: missing.status, body: await missing.json() }, 404)).toMatch(/not found/i);
  });
});
