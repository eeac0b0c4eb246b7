import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meSchema } from '../../../src/api/contract/account';
import { successEnvelope } from '../../../src/api/contract/envelope';
import { authHeaders, startTestSandbox, type Sandbox } from '../../../test/support/sandbox';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startTestSandbox({ now: new Date('2026-03-15T12:00:00Z') });
});
afterAll(() => sb.close());

const me = async (token: string) => {
  const res = await sb.fetch('http://sandbox.test/client/me', { headers: authHeaders(token) });
  expect(res.status).toBe(200);
  const raw = (await res.json()) as {
    data: { client: Record<string, unknown>; users: Record<string, unknown>[] };
  };
  return { raw: raw.data, data: successEnvelope(meSchema).parse(raw).data };
};

describe('GET /client/me', () => {
  it('returns the caller’s own account and whole team', async () => {
    const { data } = await me(sb.credentials.clients[0]!.clientKey);
    expect(data.client).toMatchObject({
      id: '1001',
      name: 'Slice Republic Pizza',
      country_id: 'US',
      country_name: 'United States',
      is_self_serve_enabled: true,
    });
    expect(data.totalUsers).toBe(8);
    expect(data.users).toHaveLength(8);
    expect(new Set(data.users.map((u) => u.role))).toEqual(new Set([1, 2, 3, 4]));
    expect(new Set(data.users.map((u) => u.status))).toEqual(new Set([0, 1, 2]));
    expect(data.users.every((u) => u.email.endsWith('@slicerepublic.example'))).toBe(true);
    expect(data.users.filter((u) => u.status === 0).every((u) => !u.is_verified)).toBe(true);
  });

  it('each client sees only its own team', async () => {
    const teams = await Promise.all(sb.credentials.clients.map((c) => me(c.clientKey)));
    expect(teams.map((t) => t.data.client.id)).toEqual(sb.credentials.clients.map((c) => c.clientId));
    expect(teams[1]!.data.client.country_id).toBe('FR');
    const ids = teams.flatMap((t) => t.data.users.map((u) => u.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(teams.map((t) => t.data.totalUsers)).toEqual(teams.map((t) => t.data.users.length));
  });

  it('carries the contract’s fields only (no billing data)', async () => {
    const { raw } = await me(sb.credentials.clients[0]!.clientKey);
    expect(Object.keys(raw.client).sort()).toEqual(Object.keys(meSchema.shape.client.shape).sort());
    expect(JSON.stringify(raw)).not.toMatch(/billing|ap@slicerepublic/);
    for (const u of raw.users)
      expect(Object.keys(u).sort()).toEqual(Object.keys(meSchema.shape.users.def.element.shape).sort());
  });
});
