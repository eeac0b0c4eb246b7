import { useState } from 'react';
import { useLocation, type Location } from 'react-router';

/**
 * The value a control whose state lives in the URL shows: the user's change at once, instead of snapping
 * back until the navigation has finished, and the URL's value again as soon as the address moves on.
 *
 * The user's change is shown only while the address is still the one it was made at and the URL's value
 * is still the one it replaced. Any navigation (the change's own, the back button, a link) ends it, even
 * one that comes back to the same value before this control has rendered in between: a history step taken
 * while the change was still on its way must show the address's value, not the abandoned change.
 */
export function useSyncedState<T>(value: T, equals: (a: T, b: T) => boolean = Object.is) {
  // Each navigation makes a new location, even back to an entry already visited (whose key is the same).
  const location = useLocation();
  const [change, setChange] = useState<{ value: T; at: Location; replaced: T } | null>(null);
  const shown = change && change.at === location && equals(change.replaced, value) ? change.value : value;
  const set = (next: T) => setChange({ value: next, at: location, replaced: value });
  return [shown, set] as const;
}

export const sameItems = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((x, i) => Object.is(x, b[i]));
