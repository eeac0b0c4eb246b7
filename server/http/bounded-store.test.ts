import { describe, expect, it } from 'vitest';
import { BoundedStore } from './bounded-store';

const entry = (bytes: number) => ({ bytes });

describe('BoundedStore', () => {
  it('drops the oldest entries past the byte limit', () => {
    const store = new BoundedStore<{ bytes: number }>(10, 100);
    store.set('a', entry(4));
    store.set('b', entry(4));
    store.set('c', entry(4));
    expect(store.get('a')).toBeUndefined();
    expect([store.get('b'), store.get('c')]).toEqual([entry(4), entry(4)]);
    expect(store.size).toBe(2);
  });

  it('drops the oldest entries past the entry limit', () => {
    const store = new BoundedStore<{ bytes: number }>(1000, 2);
    for (const k of ['a', 'b', 'c']) store.set(k, entry(1));
    expect(store.get('a')).toBeUndefined();
    expect(store.size).toBe(2);
  });

  it('keeps nothing over the limit by itself, and counts a replaced entry once', () => {
    const store = new BoundedStore<{ bytes: number }>(10, 100);
    store.set('big', entry(11));
    expect(store.size).toBe(0);
    store.set('a', entry(6));
    store.set('a', entry(6));
    store.set('b', entry(4));
    expect([store.get('a'), store.get('b')]).toEqual([entry(6), entry(4)]);
  });

  it('frees the bytes of what is deleted or cleared', () => {
    const store = new BoundedStore<{ bytes: number }>(10, 100);
    store.set('a', entry(8));
    store.delete('a');
    store.set('b', entry(8));
    expect(store.get('b')).toEqual(entry(8));
    store.clear();
    store.set('c', entry(10));
    expect(store.size).toBe(1);
  });
});
