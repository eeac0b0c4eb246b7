import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetDraft, keepStepSearch, keepStepValue, keptStepSearch, keptStepValue } from './kept-steps';

// Logic tests run in Node: a sessionStorage of their own.
beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    clear: () => items.clear(),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('kept steps', () => {
  it('keeps a step’s address state per draft, without `step`', () => {
    keepStepSearch(
      '7',
      'areas',
      new URLSearchParams({ step: 'areas', q: 'Austin', r: '800', routes: '78701-C001' }),
    );
    keepStepSearch('8', 'areas', new URLSearchParams({ q: 'Dallas' }));
    expect(keptStepSearch('7', 'areas')?.toString()).toBe('q=Austin&r=800&routes=78701-C001');
    expect(keptStepSearch('8', 'areas')?.get('q')).toBe('Dallas');
    expect(keptStepSearch('7', 'creative')).toBeNull();
    keepStepSearch('7', 'areas', new URLSearchParams({ step: 'areas' }));
    expect(keptStepSearch('7', 'areas')).toBeNull();
  });

  it('keeps unsaved entries until forgotten', () => {
    keepStepValue('7', 'details', { date: '2027-01-04' });
    expect(keptStepValue('7', 'details')).toEqual({ date: '2027-01-04' });
    keepStepValue('7', 'details', null);
    expect(keptStepValue('7', 'details')).toBeUndefined();
    keepStepValue('7', 'demographics', { age: ['a'] });
    forgetDraft('7');
    expect(keptStepValue('7', 'demographics')).toBeUndefined();
  });

  it('reads unreadable storage as nothing kept', () => {
    sessionStorage.setItem('doorstep.builder.kept', '{nope');
    expect(keptStepSearch('7', 'areas')).toBeNull();
  });
});
