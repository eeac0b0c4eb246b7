import { describe, expect, it } from 'vitest';
import { IdempotencyStore } from './idempotency';

describe('IdempotencyStore', () => {
  it('runs a write once per key and scope, and answers repeats with the first answer', async () => {
    const store = new IdempotencyStore();
    let runs = 0;
    const write = () => Promise.resolve(++runs);
    expect(await store.once('k', 'client-1 submit 5', write)).toBe(1);
    expect(await store.once('k', 'client-1 submit 5', write)).toBe(1);
    expect(await store.once('k', 'client-2 submit 5', write)).toBe(2);
    expect(await store.once(undefined, 'client-1 submit 5', write)).toBe(3);
  });

  it('forgets a failed write, so its retry runs again', async () => {
    const store = new IdempotencyStore();
    await expect(store.once('k', 's', () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await store.once('k', 's', () => Promise.resolve('done'))).toBe('done');
  });

  it('forgets keys after a day', async () => {
    let now = 0;
    const store = new IdempotencyStore(() => now);
    let runs = 0;
    await store.once('k', 's', () => Promise.resolve(++runs));
    now = 24 * 60 * 60 * 1000 + 1;
    await store.once('other', 's', () => Promise.resolve(0));
    expect(await store.once('k', 's', () => Promise.resolve(++runs))).toBe(2);
  });
});
