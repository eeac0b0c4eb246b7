import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CODE_LIFETIME_MS,
  CodeStoreFull,
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
    expect(store.redeemCode(code)?.grant).toEqual(grant);
    expect(store.redeemCode(code)).toBeUndefined();
  });

  it('are kept only as a hash: the stored key does not redeem', () => {
    const { store } = storeAt();
    const code = store.issueCode(grant);
    const hash = createHash('sha256').update(code).digest('base64url');
    expect(store.redeemCode(hash)).toBeUndefined();
    expect(store.redeemCode(code)?.grant).toEqual(grant);
  });

  it(`expire after ${CODE_LIFETIME_MS / 1000} s`, () => {
    const { clock, store } = storeAt();
    const early = store.issueCode(grant);
    const late = store.issueCode(grant);
    clock.now += CODE_LIFETIME_MS - 1;
    expect(store.redeemCode(early)?.grant).toEqual(grant);
    clock.now += 1;
    expect(store.redeemCode(late)).toBeUndefined();
  });

  it(`keep at most ${MAX_ENTRIES} and refuse a new one rather than push out a live code`, () => {
    const { clock, store } = storeAt();
    const first = store.issueCode(grant);
    for (let i = 0; i < MAX_ENTRIES - 1; i++) store.issueCode(grant);
    expect(store.size.codes).toBe(MAX_ENTRIES);
    expect(store.tryIssueCode(grant)).toBeUndefined();
    clock.now += 1000;
    expect(() => store.issueCode(grant)).toThrow(CodeStoreFull);
    expect(store.size.codes).toBe(MAX_ENTRIES);
    expect(store.redeemCode(first)?.grant).toEqual(grant);
  });

  it('make room by dropping expired codes only', () => {
    const { clock, store } = storeAt();
    for (let i = 0; i < MAX_ENTRIES - 1; i++) store.issueCode(grant);
    clock.now += CODE_LIFETIME_MS / 2;
    const live = store.issueCode(grant);
    clock.now += CODE_LIFETIME_MS / 2;
    const next = store.issueCode(grant);
    expect(store.size.codes).toBe(2);
    expect(store.redeemCode(live)?.grant).toEqual(grant);
    expect(store.redeemCode(next)?.grant).toEqual(grant);
  });

  it('say 503 with how long until one expires when full', () => {
    const { clock, store } = storeAt();
    for (let i = 0; i < MAX_ENTRIES; i++) store.issueCode(grant);
    clock.now += CODE_LIFETIME_MS - 2500;
    try {
      store.issueCode(grant);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(CodeStoreFull);
      expect((err as CodeStoreFull).status).toBe(503);
      expect((err as CodeStoreFull).headers['Retry-After']).toBe('3');
    }
  });
});

describe('a spent code', () => {
  it('reports a later replay to the redemption that spent it', () => {
    const { store } = storeAt();
    const code = store.issueCode(grant);
    const redeemed = store.redeemCode(code);
    expect(redeemed?.replayed()).toBe(false);
    expect(store.redeemCode(code)).toBeUndefined();
    expect(redeemed?.replayed()).toBe(true);
  });

  it(`is remembered ${CODE_LIFETIME_MS / 1000} s after it was spent, even past the code's own expiry`, () => {
    const { clock, store } = storeAt();
    const code = store.issueCode(grant);
    clock.now += CODE_LIFETIME_MS - 1;
    const redeemed = store.redeemCode(code);
    clock.now += CODE_LIFETIME_MS - 1;
    expect(store.redeemCode(code)).toBeUndefined();
    expect(redeemed?.replayed()).toBe(true);
  });

  it('counts against the limit, so minting codes cannot make the store forget it', () => {
    const { store } = storeAt();
    const code = store.issueCode(grant);
    const redeemed = store.redeemCode(code);
    for (let i = 0; i < MAX_ENTRIES * 2; i++) store.tryIssueCode(grant);
    expect(store.size.codes).toBe(MAX_ENTRIES);
    store.redeemCode(code);
    expect(redeemed?.replayed()).toBe(true);
  });
});
