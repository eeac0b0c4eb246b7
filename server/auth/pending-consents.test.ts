import { describe, expect, it } from 'vitest';
import { PENDING_LIFETIME_MS, type AuthorizationRequest } from './authorization-codes';
import {
  createPendingConsents,
  MAX_PENDING_BYTES,
  MAX_PENDING_CONSENTS,
  pendingBytes,
} from './pending-consents';

const request = (state: string): AuthorizationRequest => ({
  clientId: 'doorstep-dashboard',
  redirectUri: 'http://127.0.0.1:5173/oauth/callback',
  state,
  codeChallenge: 'c'.repeat(43),
  scope: 'campaigns:create',
});

describe('pending consent pages', () => {
  it('are capped by count: when full a new one is refused, never an open one evicted', () => {
    const store = createPendingConsents(() => 0);
    const first = store.begin(request('first'))!;
    for (let i = 1; i < MAX_PENDING_CONSENTS; i++) expect(store.begin(request(`s${i}`))).toBeDefined();
    expect(store.begin(request('one too many'))).toBeUndefined();
    expect(store.take(first)?.state).toBe('first');
    // Answering one makes room for one.
    expect(store.begin(request('next'))).toBeDefined();
  });

  it('are capped by the bytes they hold, before the count is reached', () => {
    const store = createPendingConsents(() => 0);
    const big = request('x'.repeat(500));
    let kept = 0;
    while (store.begin(big) !== undefined) kept += 1;
    expect(kept).toBe(Math.floor(MAX_PENDING_BYTES / pendingBytes(big)));
    expect(kept).toBeLessThan(MAX_PENDING_CONSENTS);
    expect(store.size.bytes).toBeLessThanOrEqual(MAX_PENDING_BYTES);
    expect(store.begin(request('small'))).toBeUndefined();
  });

  it('make room as they expire, and an expired one cannot be answered', () => {
    let now = 0;
    const store = createPendingConsents(() => now);
    const old = store.begin(request('old'))!;
    for (let i = 1; i < MAX_PENDING_CONSENTS; i++) store.begin(request(`s${i}`));
    expect(store.begin(request('late'))).toBeUndefined();
    now = PENDING_LIFETIME_MS;
    expect(store.begin(request('late'))).toBeDefined();
    expect(store.size.count).toBe(1);
    expect(store.take(old)).toBeUndefined();
  });

  it(`are taken once, within ${PENDING_LIFETIME_MS / 60_000} minutes`, () => {
    const clock = { now: 0 };
    const store = createPendingConsents(() => clock.now);
    const id = store.begin(request('answered'))!;
    const stale = store.begin(request('left open'))!;
    expect(id).not.toBe(stale);
    expect(store.take(id)).toEqual(request('answered'));
    expect(store.take(id)).toBeUndefined();
    clock.now += PENDING_LIFETIME_MS;
    expect(store.take(stale)).toBeUndefined();
  });
});
