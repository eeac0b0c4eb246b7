import { describe, expect, it } from 'vitest';
import { serviceTrouble, STILL_TRYING_AFTER_MS } from './service-status';

const read = (waitedMs: number, failures = 0, lastErrorRetryable = false) => ({
  waitedMs,
  failures,
  lastErrorRetryable,
});

describe('serviceTrouble', () => {
  it('says nothing while reads are quick, or when none is in flight', () => {
    expect(serviceTrouble([])).toBeNull();
    expect(serviceTrouble([read(0), read(STILL_TRYING_AFTER_MS - 1)])).toBeNull();
  });

  it('says a read is slow once it has waited two seconds', () => {
    expect(serviceTrouble([read(10), read(STILL_TRYING_AFTER_MS)])).toBe('slow');
  });

  it('says the service cannot be reached as soon as a read is being retried after a connection failure', () => {
    expect(serviceTrouble([read(5, 1, true)])).toBe('unreachable');
    expect(serviceTrouble([read(STILL_TRYING_AFTER_MS, 0), read(5, 2, true)])).toBe('unreachable');
  });

  it('does not blame the connection for a failure that is not retried (a refused request)', () => {
    expect(serviceTrouble([read(5, 1, false)])).toBeNull();
  });
});
