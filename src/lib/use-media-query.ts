import { useSyncExternalStore } from 'react';

/** Phones: below Tailwind's `sm` breakpoint (640 px), where the `max-sm:` classes apply. */
export const PHONE_QUERY = '(max-width: 639.98px)';

/**
 * Whether `query` matches now, kept current as the window changes. Where the environment has no
 * `matchMedia` (tests in jsdom), it is false: the wide layout.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(query).matches,
    () => false,
  );
}

export const useIsPhone = () => useMediaQuery(PHONE_QUERY);
