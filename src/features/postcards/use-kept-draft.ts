/** Keeps the postcards draft in the tab: saved shortly after each change, and at once when the page is hidden or left. */
import { useEffect, useRef, useState } from 'react';
import { saveDraft, type PostcardsDraft } from './draft-storage';

const SAVE_DELAY_MS = 250;

/** Saves `draft` for `owner`; true once the browser refused to keep it. */
export function useKeptDraft(owner: string, draft: PostcardsDraft): boolean {
  const [saveFailed, setSaveFailed] = useState(false);
  const latest = useRef(draft);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = draft;
    clearTimeout(pending.current);
    pending.current = setTimeout(() => {
      pending.current = undefined;
      setSaveFailed(!saveDraft(owner, draft));
    }, SAVE_DELAY_MS);
  }, [owner, draft]);
  useEffect(() => {
    const flush = () => {
      if (pending.current === undefined) return;
      clearTimeout(pending.current);
      pending.current = undefined;
      saveDraft(owner, latest.current);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [owner]);
  return saveFailed;
}
