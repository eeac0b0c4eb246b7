import { describe, expect, it, vi } from 'vitest';
import { onceImport } from './once-import';

describe('onceImport', () => {
  it('asks for the module once, and gives it at once after it has arrived', async () => {
    const module = { value: 1 };
    const importModule = vi.fn(() => Promise.resolve(module));
    const load = onceImport(importModule);
    expect(load.loaded()).toBeUndefined();
    const [a, b] = await Promise.all([load(), load()]);
    expect(a).toBe(module);
    expect(b).toBe(module);
    expect(load.loaded()).toBe(module);
    await load();
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failure, so a retry can succeed', async () => {
    const module = { value: 2 };
    const importModule = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(module);
    const load = onceImport(importModule);
    await expect(load()).rejects.toThrow('offline');
    expect(load.loaded()).toBeUndefined();
    await expect(load()).resolves.toBe(module);
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});
