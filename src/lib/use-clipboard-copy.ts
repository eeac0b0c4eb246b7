import { useEffect, useRef, useState } from 'react';

/** `copied` for `resetMs` after a copy, then `idle` again; `failed` where the browser refused. */
export type ClipboardCopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies text to the clipboard and says how it went. Where the browser does not allow the clipboard (no
 * permission, an insecure page) the state is `failed`, so the caller can say how to copy by hand.
 */
export function useClipboardCopy(resetMs: number): [ClipboardCopyState, (text: string) => Promise<void>] {
  const [state, setState] = useState<ClipboardCopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async (text: string) => {
    clearTimeout(timer.current);
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), resetMs);
    } catch {
      setState('failed');
    }
  };
  return [state, copy];
}
