import { useState } from 'react';

/**
 * Local state that follows `value` whenever `value` changes, and can run ahead of it in the meantime.
 * For controls whose value lives in the URL: the control shows the user's change at once instead of
 * snapping back until the navigation has finished.
 */
export function useSyncedState<T>(value: T, equals: (a: T, b: T) => boolean = Object.is) {
  const [local, setLocal] = useState(value);
  const [seen, setSeen] = useState(value);
  if (!equals(value, seen)) {
    setSeen(value);
    setLocal(value);
  }
  return [local, setLocal] as const;
}

export const sameItems = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((x, i) => Object.is(x, b[i]));
