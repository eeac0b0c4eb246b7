/**
 * Races on authorization codes (issue 37): a replayed code revokes the token issued from it whatever the
 * timing (RFC 9700 §4.5: a code's tokens die on its replay), and codes minted in a loop by someone else
 * never push out a live code.
 */
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../src/api/contract/endpoints';
import { tokenResponseSchema } from '../../../src/api/contract/oauth';
import { MAX_ENTRIES } from '../../auth/authorization-codes';
import type * as Tokens from '../../auth/tokens';
import {
  approve,
  authorize,
  authorizeQuery,
  exchange,
  pkce,
  redirectParams,
  refused,
  sb,
  setupOauthSandbox,
  tokenForm,
} from './oauth-test-kit';

/**
 * A pause inside the token exchange: armed, the next access token signed waits (after its code was spent,
 * before its record is written) until the test releases it, so a replay can be sent mid-exchange.
 */
const signing = vi.hoisted(() => ({
  armed: undefined as { reached: () => void; release: Promise<void> } | undefined,
}));
vi.mock('../../auth/tokens', async (importOriginal) => {
  const original = await importOriginal<typeof Tokens>();
  return {
    ...original,
    signAccessToken: async (...args: Parameters<typeof original.signAccessToken>) => {
      const pause = signing.armed;
      signing.armed = undefined;
      if (pause) {
        pause.reached();
        await pause.release;
      }
      return original.signAccessToken(...args);
    },
  };
});

/** Arms the pause: `reached` settles when an exchange is held there; `release` lets it go on. */
function holdNextSigning() {
  let reached!: () => void;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (reached = resolve));
  signing.armed = { reached, release: new Promise<void>((resolve) => (release = resolve)) };
  return { held, release };
}

setupOauthSandbox();

/** A builder write with the token: 200, or 401 once the token is revoked. */
const createDraft = (token: string) =>
  sb.fetch(endpoints.createDraft.path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ channel: 'ADM', subtype: 'EDDM' }),
  });

/** The token was revoked because its code was used again: 401 saying so. */
async function expectRevoked(token: string) {
  const res = await createDraft(token);
  expect(res.status).toBe(401);
  expect(((await res.json()) as { error: string }).error).toMatch(/revoked.*used again.*sign in again/);
}

/** Of two answers to the same code, exactly one is a token and the other invalid_grant: the token. */
async function oneTokenOneRefusal(answers: Response[]): Promise<string> {
  const issued = answers.filter((res) => res.status === 200);
  const others = answers.filter((res) => res.status !== 200);
  expect(issued).toHaveLength(1);
  for (const res of others) expect((await refused(res)).error).toBe('invalid_grant');
  return tokenResponseSchema.parse(await issued[0]!.json()).access_token;
}

describe('a code exchanged twice', () => {
  it('both at once: one token, one invalid_grant, and the token is refused afterwards', async () => {
    for (let trial = 0; trial < 5; trial++) {
      const { code, verifier } = await approve();
      const token = await oneTokenOneRefusal(
        await Promise.all([exchange(tokenForm(code, verifier)), exchange(tokenForm(code, verifier))]),
      );
      await expectRevoked(token);
    }
  });

  it('the replay sent a few event-loop turns after the first, at each offset: the token is refused afterwards', async () => {
    for (let turns = 0; turns < 12; turns++) {
      const { code, verifier } = await approve();
      const first = exchange(tokenForm(code, verifier));
      for (let i = 0; i < turns; i++) await new Promise((resolve) => setImmediate(resolve));
      const token = await oneTokenOneRefusal(await Promise.all([first, exchange(tokenForm(code, verifier))]));
      await expectRevoked(token);
    }
  });

  it('the replay answered while the first is still signing its token: the token is refused afterwards', async () => {
    const { code, verifier } = await approve();
    const { held, release } = holdNextSigning();
    const first = exchange(tokenForm(code, verifier));
    await held;
    // The code is spent and no token record exists yet: the replay is refused and revokes nothing yet.
    expect((await refused(await exchange(tokenForm(code, verifier)))).error).toBe('invalid_grant');
    release();
    const res = await first;
    expect(res.status).toBe(200);
    await expectRevoked(tokenResponseSchema.parse(await res.json()).access_token);
  });

  it('the replay right after the first finished: the token is refused afterwards', async () => {
    const { code, verifier } = await approve();
    const res = await exchange(tokenForm(code, verifier));
    expect(res.status).toBe(200);
    const token = tokenResponseSchema.parse(await res.json()).access_token;
    expect((await createDraft(token)).status).toBe(200);
    expect((await refused(await exchange(tokenForm(code, verifier)))).error).toBe('invalid_grant');
    await expectRevoked(token);
  });

  it('a code exchanged once, with another code replayed meanwhile, keeps working', async () => {
    const mine = await approve();
    const other = await approve();
    const { held, release } = holdNextSigning();
    const first = exchange(tokenForm(mine.code, mine.verifier));
    await held;
    expect((await exchange(tokenForm(other.code, other.verifier))).status).toBe(200);
    expect((await refused(await exchange(tokenForm(other.code, other.verifier)))).error).toBe(
      'invalid_grant',
    );
    release();
    const res = await first;
    expect(res.status).toBe(200);
    expect((await createDraft(tokenResponseSchema.parse(await res.json()).access_token)).status).toBe(200);
  });
});

describe('codes minted in a loop by another session', () => {
  it(`(${MAX_ENTRIES} and more) do not make a live code fail; the extra ones are refused`, async () => {
    const victim = await approve();
    // Another session: one consent, then the remembered permission gives a code per request, no page.
    const minter = sb.credentials.clients[1]?.clientId ?? sb.credentials.clients[0]!.clientId;
    await approve({ client: minter, hint: true });
    const { challenge } = pkce();
    const query = authorizeQuery(challenge, { login_hint: minter });
    let minted = 0;
    let lastRefusal: Response | undefined;
    for (let i = 0; i < MAX_ENTRIES + 5; i++) {
      const res = await authorize(query);
      if (res.status === 302) {
        expect(redirectParams(res, 302).code).toBeDefined();
        minted++;
      } else lastRefusal = res;
    }
    // The earlier tests' codes are kept too (live or spent): the store fills before MAX_ENTRIES more.
    expect(minted).toBeGreaterThan(0);
    expect(lastRefusal?.status).toBe(503);
    expect(Number(lastRefusal?.headers.get('retry-after'))).toBeGreaterThan(0);

    const res = await exchange(tokenForm(victim.code, victim.verifier));
    expect(res.status).toBe(200);
    expect((await createDraft(tokenResponseSchema.parse(await res.json()).access_token)).status).toBe(200);
  }, 60_000);
});
