import { useEffect } from 'react';

/** The name every browser tab ends with. */
export const APP_NAME = 'Doorstep';

/** "Campaigns · Direct mail · Doorstep": the page's own words first, so bookmarks and history read. */
export function documentTitle(...parts: Array<string | undefined | null | false>): string {
  return [...parts.filter((p): p is string => !!p && p.trim() !== ''), APP_NAME].join(' · ');
}

/**
 * Sets the browser tab's title while the page is shown, and puts back the one before when it leaves.
 * `parts` are joined as `documentTitle` does; empty parts (a name still loading) are left out.
 */
export function useDocumentTitle(...parts: Array<string | undefined | null | false>): void {
  const title = documentTitle(...parts);
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
