import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureEnvelope } from '../../src/api/contract/envelope';
import { authHeaders, startTestSandbox, type Sandbox } from '../../test/support/sandbox';
import { standInBuilder } from '../../test/support/stand-in-builder';
import { AUDIENCE, ISSUER, signAccessToken, signClientKey } from './tokens';

let sb: Sandbox;
let other: Sandbox;
let clientId: string;
let clientKey: string;
let accessToken: string;

beforeAll(async () => {
  [sb, other] = await Promise.all([startTestSandbox(), startTestSandbox()]);
  ({ clientId, clientKey, accessToken } = sb.credentials.clients[0]!);
});
afterAll(() => {
  sb.close();
  other.close();
});

async function call(path: string, headers: Record<string, string> = {}, init: RequestInit = {}) {
  const res = await sb.fetch(`http://sandbox.test${path}`, { ...init, headers });
  return { status: res.status, body: (await res.json()) as unknown };
}

const expectFailure = (res: { status: number; body: unknown }, status: number) => {
  expect(res.status).toBe(status);
  return failureEnvelope.parse(res.body).error;
};

const tamper = (token: string, part: 0 | 1 | 2, edit: (s: string) => string) =>
  token
    .split('.')
    .map((p, i) => (i === part ? edit(p) : p))
    .join('.');

const readPaths = ['/client/campaigns', '/client/me', '/client/campaigns/12001'];

describe('401: missing or invalid credential', () => {
  it.each(readPaths)('%s without a credential', async (path) => {
    expect(expectFailure(await call(path), 401)).toMatch(/unauthorized/i);
  });

  it.each([
    ['garbage', 'Bearer garbage'],
    ['an empty bearer', 'Bearer '],
    ['another scheme', `Basic ${Buffer.from('a:b').toString('base64')}`],
    ['a bare token without scheme', 'eyJhbGciOiJIUzI1NiJ9.e30.xx'],
    ['three dots of nothing', 'Bearer ..'],
    ['a very long token', `Bearer ${'a'.repeat(8000)}`],
  ])('%s', async (_label, header) => {
    expectFailure(await call('/client/campaigns', { Authorization: header }), 401);
  });

  it('a token whose signature was altered', async () => {
    const flipped = tamper(clientKey, 2, (s) => (s[10] === 'A' ? 'B' : 'A') + s.slice(1, 10) + s.slice(11));
    const edited = tamper(clientKey, 2, (s) => s.slice(0, 10) + (s[10] === 'A' ? 'B' : 'A') + s.slice(11));
    expect(flipped).not.toBe(clientKey);
    expectFailure(await call('/client/campaigns', authHeaders(flipped)), 401);
    expectFailure(await call('/client/campaigns', authHeaders(edited)), 401);
  });

  it('a token whose payload was rewritten to another client', async () => {
    const payload = JSON.parse(Buffer.from(clientKey.split('.')[1]!, 'base64url').toString()) as object;
    const forged = tamper(clientKey, 1, () =>
      Buffer.from(JSON.stringify({ ...payload, sub: sb.credentials.clients[1]!.clientId })).toString(
        'base64url',
      ),
    );
    expectFailure(await call('/client/me', authHeaders(forged)), 401);
  });

  it('an unsigned (alg none) token', async () => {
    const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const none = `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ sub: clientId, typ: 'client_key', iss: 'doorstep-sandbox' })}.`;
    expectFailure(await call('/client/me', authHeaders(none)), 401);
  });

  it('a token signed with another data folder’s key', async () => {
    const foreign = other.credentials.clients[0]!;
    expect(foreign.clientId).toBe(clientId);
    expectFailure(await call('/client/me', authHeaders(foreign.clientKey)), 401);
  });

  it('an expired token', async () => {
    const expired = await signClientKey(sb.key, clientId, {
      issuedAt: new Date(Date.now() - 3600_000),
      expiresInSeconds: 60,
    });
    expect(expectFailure(await call('/client/me', authHeaders(expired)), 401)).toMatch(/expired/);
  });

  it('a valid signature for a client that does not exist', async () => {
    const ghost = await signClientKey(sb.key, '999999');
    expectFailure(await call('/client/me', authHeaders(ghost)), 401);
  });

  it('the bearer scheme is case-insensitive', async () => {
    expect((await call('/client/me', { Authorization: `bearer ${clientKey}` })).status).toBe(200);
  });
});

describe('403: wrong kind of credential or cross-client request', () => {
  it.each(readPaths)('an OAuth access token on the read %s', async (path) => {
    expect(expectFailure(await call(path, authHeaders(accessToken)), 403)).toMatch(/client key/);
  });

  it('a token of an unknown kind', async () => {
    const { SignJWT } = await import('jose');
    const refresh = await new SignJWT({ typ: 'refresh_token' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(clientId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setNotBefore('0s')
      .sign(sb.key.secret);
    expectFailure(await call('/client/me', authHeaders(refresh)), 403);
  });

  it.each(['clientId', 'client_id'])('an explicit %s naming another client', async (param) => {
    const foreign = sb.credentials.clients[1]!.clientId;
    expect(
      expectFailure(await call(`/client/campaigns?${param}=${foreign}`, authHeaders(clientKey)), 403),
    ).toContain(param);
    expectFailure(await call(`/client/me?${param}=${foreign}`, authHeaders(clientKey)), 403);
    expectFailure(
      await call(`/client/campaigns?${param}=${clientId},${foreign}`, authHeaders(clientKey)),
      403,
    );
    expectFailure(
      await call(`/client/campaigns?${param}=${clientId}&${param}=${foreign}`, authHeaders(clientKey)),
      403,
    );
    expectFailure(await call(`/client/campaigns?${param}=999999`, authHeaders(clientKey)), 403);
  });

  it('naming the caller’s own client is allowed', async () => {
    const own = await call(`/client/campaigns?clientId=${clientId}&first=3`, authHeaders(clientKey));
    expect(own.status).toBe(200);
    expect((await call(`/client/me?client_id=${clientId}`, authHeaders(clientKey))).status).toBe(200);
  });
});

describe('every demo credential is pinned to its own client', () => {
  it('each client key reads its own account and campaigns', async () => {
    for (const c of sb.credentials.clients) {
      const me = (await call('/client/me', authHeaders(c.clientKey))) as {
        status: number;
        body: { data: { client: { id: string } } };
      };
      expect(me.status).toBe(200);
      expect(me.body.data.client.id).toBe(c.clientId);
      const campaigns = (await call('/client/campaigns?first=500', authHeaders(c.clientKey))) as {
        body: { data: { nodes: { client_id: string }[] } };
      };
      expect(campaigns.body.data.nodes.every((n) => n.client_id === c.clientId)).toBe(true);
    }
  });
});

// The builder endpoints arrive in a later issue; this small app mounts one the same way they will.
const builder = standInBuilder(() => sb);

describe('access-token endpoints (the campaign-builder writes)', () => {
  const post = async (token?: string) => {
    const res = await builder.request('/client/campaigns/1/areas', {
      method: 'POST',
      headers: token ? authHeaders(token) : {},
      body: '{}',
    });
    return { status: res.status, body: (await res.json()) as unknown };
  };

  it('accepts an access token with scope campaigns:create, with the client from the credential', async () => {
    const res = await post(accessToken);
    expect(res).toEqual({ status: 200, body: { success: true, data: { clientId } } });
  });

  it('refuses a client key with 403', async () => {
    expect(expectFailure(await post(clientKey), 403)).toMatch(/campaigns:create/);
  });

  it('refuses an access token without the scope with 403', async () => {
    expectFailure(await post(await signAccessToken(sb.key, clientId, { scope: 'campaigns:read' })), 403);
  });

  it('refuses a missing credential with 401', async () => {
    expectFailure(await post(), 401);
  });
});

describe('every claim of both credentials is checked', () => {
  const now = () => Math.floor(Date.now() / 1000);
  type Claims = { iss?: string; aud?: string | string[]; nbf?: number; exp?: number; iat?: number };
  /** A credential of `typ` for the first client, signed with this sandbox's key, with `claims` changed. */
  const craft = async (
    typ: 'client_key' | 'access_token',
    claims: Claims = {},
    alg: 'HS256' | 'HS384' | 'HS512' = 'HS256',
  ) => {
    const { SignJWT } = await import('jose');
    const base: Claims & Record<string, unknown> = {
      typ,
      ...(typ === 'access_token' ? { scope: 'campaigns:create', exp: now() + 600 } : {}),
      iss: ISSUER,
      aud: AUDIENCE,
      iat: now(),
      nbf: now(),
    };
    const payload = Object.fromEntries(
      Object.entries({ ...base, ...claims }).filter(([, v]) => v !== undefined),
    );
    return new SignJWT(payload)
      .setProtectedHeader({ alg, typ: 'JWT' })
      .setSubject(clientId)
      .sign(sb.key.secret);
  };

  const use = async (typ: 'client_key' | 'access_token', token: string) =>
    typ === 'client_key'
      ? (await sb.fetch('/client/me', { headers: authHeaders(token) })).status
      : (await builder.request('/client/campaigns/1/areas', { method: 'POST', headers: authHeaders(token) }))
          .status;

  describe.each(['client_key', 'access_token'] as const)('%s', (typ) => {
    it('a well-formed credential passes (the baseline of the cases below)', async () => {
      expect(await use(typ, await craft(typ))).toBe(200);
      expect(await use(typ, await craft(typ, { aud: ['another-api', AUDIENCE] }))).toBe(200);
    });

    it.each<[string, Claims]>([
      ['another issuer', { iss: 'someone-else' }],
      ['no issuer', { iss: undefined }],
      ['another service’s audience', { aud: 'billing-api' }],
      ['no audience', { aud: undefined }],
      ['nbf in the future', { nbf: now() + 3600 }],
      ['no nbf', { nbf: undefined }],
      ['exp in the past', { exp: now() - 60 }],
      ['no iat', { iat: undefined }],
    ])('%s -> 401', async (_label, claims) => {
      expect(await use(typ, await craft(typ, claims))).toBe(401);
    });

    it.each(['HS384', 'HS512'] as const)('another algorithm (%s, same secret) -> 401', async (alg) => {
      expect(await use(typ, await craft(typ, {}, alg))).toBe(401);
    });
  });

  it('an access token without exp -> 401 (a client key may have none)', async () => {
    expect(await use('access_token', await craft('access_token', { exp: undefined }))).toBe(401);
    expect(await use('client_key', await craft('client_key', { exp: undefined }))).toBe(200);
  });

  it('the issued credentials carry the audience, nbf and (access tokens) exp', async () => {
    const { decodeJwt, decodeProtectedHeader } = await import('jose');
    for (const token of [clientKey, accessToken]) {
      expect(decodeProtectedHeader(token).alg).toBe('HS256');
      const claims = decodeJwt(token);
      expect(claims).toMatchObject({ iss: ISSUER, aud: AUDIENCE, sub: clientId });
      expect(claims.nbf).toBeLessThanOrEqual(now());
    }
    expect(decodeJwt(accessToken).exp).toBeGreaterThan(now());
  });
});
