import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from '../../src/api/contract/zod';
import { numericId } from '../../src/api/contract/common';
import { endpoint, fileAnswer } from '../../src/api/contract/endpoint';
import { qInt, qSingle } from '../../src/api/contract/query';
import { withEnvelopeErrors } from '../app';
import { randomSigningKey } from '../auth/keys';
import type { CredentialDeps } from '../auth/credentials';
import { mounter } from './mount';

// Endpoints without a credential: the credential checks are tested with the sandbox (auth.test.ts).
const deps = { db: undefined, key: randomSigningKey() } as unknown as CredentialDeps;

const item = endpoint({
  method: 'POST',
  path: '/things/{id}/items/{slot}',
  credential: 'none',
  summary: 'A test endpoint.',
  pathParams: { id: numericId },
  query: z.object({ first: qInt(1, 10, 5) }),
  body: z.object({ name: z.string().check(z.minLength(1, 'must not be empty')) }),
  response: z.object({ id: z.string(), slot: z.string(), first: z.number(), name: z.string() }),
});

const file = endpoint({
  method: 'GET',
  path: '/things/file.txt',
  credential: 'none',
  summary: 'A test file.',
  query: z.object({ word: qSingle(z.enum(['a', 'b'])) }),
  response: fileAnswer('text/plain'),
});

function app() {
  const hono = withEnvelopeErrors(new Hono());
  const mount = mounter(hono, deps);
  mount(item, ({ params, query, body }) => ({ ...params, ...query, ...body, secret: 'never sent' }));
  // A query schema reading more with the same output, as missions read the sandbox's extra labels.
  mount(file, ({ c, query }) => c.text(`word ${query.word}`), {
    query: z.object({
      word: qSingle(
        z.pipe(
          z.enum(['a', 'b', 'c']),
          z.transform((w) => (w === 'c' ? 'a' : w)),
        ),
      ),
    }),
  });
  return hono;
}

const post = async (path: string, body: unknown) => {
  const res = await app().request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as unknown };
};

describe('mount', () => {
  it('hands the handler typed params, query and body, and answers the data parsed by the response schema', async () => {
    expect(await post('/things/7/items/top?first=3', { name: 'x' })).toEqual({
      status: 200,
      body: { success: true, data: { id: '7', slot: 'top', first: 3, name: 'x' } },
    });
  });

  it('refuses each part with 400 naming it', async () => {
    expect(await post('/things/x7/items/top', { name: 'x' })).toEqual({
      status: 400,
      body: { success: false, error: "Invalid path parameter 'id': expected a numeric id" },
    });
    expect((await post('/things/7/items/top?first=11', { name: 'x' })).body).toEqual({
      success: false,
      error: "Invalid query parameter 'first': must be at most 10",
    });
    expect((await post('/things/7/items/top', { name: '' })).body).toEqual({
      success: false,
      error: "Invalid body field 'name': must not be empty",
    });
  });

  it('a file endpoint answers with the handler’s Response; options.query replaces the query schema', async () => {
    const res = await app().request('/things/file.txt?word=c');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe('word a');
    expect((await app().request('/things/file.txt?word=d')).status).toBe(400);
  });

  it('a trailing slash the endpoints do not spell is 404, never a 405 naming a method the path refuses', async () => {
    for (const [method, path] of [
      ['POST', '/things/file.txt/'],
      ['GET', '/things/7/items/top/'],
      ['POST', '/things/7/items/top/'],
    ] as const) {
      const res = await app().request(path, { method });
      expect({
        status: res.status,
        allow: res.headers.get('allow'),
        body: (await res.json()) as unknown,
      }).toEqual({
        status: 404,
        allow: null,
        body: { success: false, error: `Not found: no endpoint at ${method} ${path}` },
      });
    }
    // A method the path refuses is still 405 naming the path's own.
    const wrong = await app().request('/things/file.txt', { method: 'POST' });
    expect([wrong.status, wrong.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
  });
});
