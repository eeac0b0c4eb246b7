import { vi } from 'vitest';
import type { Sandbox } from './sandbox';

/**
 * Holds the next transaction the sandbox's database starts, at its start, until `release()`: once
 * `running` settles the request that started it is surely running, so a request sent then arrives while
 * the first one is still being processed. Call `restore()` in a `finally`: it releases the transaction
 * (if it is still held) and puts the database's own `transaction` back.
 */
export function holdNextTransaction(db: Sandbox['db']) {
  const transaction = db.transaction.bind(db);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let entered!: () => void;
  const running = new Promise<void>((resolve) => (entered = resolve));
  const spy = vi.spyOn(db, 'transaction').mockImplementationOnce(() => {
    const builder = transaction();
    return Object.assign(Object.create(builder) as typeof builder, {
      execute: async <T>(work: Parameters<typeof builder.execute<T>>[0]) => {
        entered();
        await gate;
        return builder.execute(work);
      },
    });
  });
  return {
    running,
    release,
    restore: () => {
      release();
      spy.mockRestore();
    },
  };
}
