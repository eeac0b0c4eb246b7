import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CODE_LIFETIME_MS,
  MAX_ENTRIES,
  createAuthorizationStore,
  s256Challenge,
  verifyPkce,
  type AuthorizationGrant,
} from './authorization-codes';

const grant: AuthorizationGrant = {
  clientId: 'doorstep-dashboard',
  redirectUri: 'http://127.0.0.1:5173/oauth/callback',
  state: 's',
  codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  scope: 'campaigns:create',
  subject: '1001',
};

/** A store with a clock the test moves. */
function storeAt(start = 1_000_000) {
  const clock = { now: start };
  return { clock, store: createAuthorizationStore(() => clock.now) };
}

describe('PKCE S256', () => {
  it('matches RFC 7636 Appendix B', () => {
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    expect(s256Challenge(verifier)).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    expect(verifyPkce(verifier, grant.codeChallenge)).toBe(true);
  });

  it('refuses another verifier, the challenge itself (plain) and a malformed verifier', () => {
    expect(verifyPkce('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXX', grant.codeChallenge)).toBe(false);
    expect(verifyPkce(grant.codeChallenge, grant.codeChallenge)).toBe(false);
    const short = 'abc';
    expect(verifyPkce(short, createHash('sha256').update(short).digest('base64url'))).toBe(false);
  });
});

describe('authorization codes', () => {
  it('redeem once, with what was granted', () => {
    const { store } = storeAt();
    const code = store.issueCode(grant);
    expect(store.redeemCode(code)).toEqual(grant);
    expect(store.redeemCode(code)).toBeUndefined();
  });

  it('are kept only as a hash: the stored key does not redeem', () => {
    const { store } = storeAt();
    const code = store.issueCode(grant);
    const hash = createHash('sha256').update(code).digest('base64url');
    expect(store.redeemCode(hash)).toBeUndefined();
    expect(store.redeemCode(code)).toEqual(grant);
  });

  it(`expire after ${CODE_LIFETIME_MS / 1000} s`, () => {
    const { clock, store } = storeAt();
    const early = store.issueCode(grant);
    const late = store.issueCode(grant);
    clock.now += CODE_LIFETIME_MS - 1;
    expect(store.redeemCode(early)).toEqual(grant);
    clock.now += 1;
    expect(store.redeemCode(late)).toBeUndefined();
  });

  it(`keep at most ${MAX_ENTRIES}, dropping the oldest`, () => {
    const { store } = storeAt();
    const first = store.issueCode(grant);
    const second = store.issueCode(grant);
    for (let i = 0; i < MAX_ENTRIES - 1; i++) store.issueCode(grant);
    expect(store.size.codes).toBe(MAX_ENTRIES);
    expect(store.redeemCode(first)).toBeUndefined();
    expect(store.redeemCode(second)).toEqual(grant);
  });
});
