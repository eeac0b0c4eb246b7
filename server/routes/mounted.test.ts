import { afterAll, describe, expect, it } from 'vitest';
import { routerPath } from '../../src/api/contract/endpoint';
import { endpoints } from '../../src/api/contract/endpoints';
import { createApp } from '../app';
import { randomSigningKey } from '../auth/keys';
import { openDatabase } from '../db/connection';
import { openApiDocument } from '../http/openapi';

// Mounting reads no data: an empty database is enough to build the app.
const conn = openDatabase();
afterAll(() => conn.sqlite.close());
const baseUrl = 'http://sandbox.test';
const app = createApp({
  db: conn.db,
  key: randomSigningKey(),
  credentials: () => ({ baseUrl, clients: [] }),
});

const route = (method: string, path: string) => `${method} ${path}`;
const table = Object.values(endpoints).map((e) => route(e.method, routerPath(e.path)));
// Middleware (CORS, the body limit) is registered for every method; routes have one.
const mounted = app.routes.filter((r) => r.method !== 'ALL').map((r) => route(r.method, r.path));

describe('the sandbox serves exactly the endpoint table', () => {
  it('every endpoint of the table is mounted', () => {
    expect(table.filter((e) => !mounted.includes(e))).toEqual([]);
  });

  it('nothing is mounted outside the table, and nothing twice', () => {
    expect(mounted.filter((r) => !table.includes(r))).toEqual([]);
    expect(mounted.length).toBe(new Set(mounted).size);
  });

  it('GET /openapi.json answers the document written from the table', async () => {
    const res = await app.request(endpoints.openApi.path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual(
      JSON.parse(JSON.stringify(openApiDocument(endpoints, { serverUrl: baseUrl }))),
    );
  });
});
