/**
 * Moves focus to the element the editor asked for once it is rendered (a row on another page, the
 * receipt), and keeps a closing dialog from taking it back to the button that opened it.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { EditorState } from './editor-state';

/** Focuses `request` while no dialog is open (`held`); returns the dialogs' `onCloseAutoFocus`. */
export function useFocusRequest(request: EditorState['focus'], held: boolean) {
  const target = useRef<string | null>(null);
  const seen = useRef(0);
  const focusElement = useCallback(() => {
    const id = target.current;
    if (!id) return false;
    const el = document.getElementById(id);
    if (!el) return false;
    target.current = null;
    el.focus();
    el.scrollIntoView?.({ block: 'center', inline: 'nearest' });
    return true;
  }, []);
  useEffect(() => {
    if (request && request.seq !== seen.current) {
      seen.current = request.seq;
      target.current = request.id;
    }
    if (!held) focusElement();
  });
  // A closing dialog leaves focus where the page put it (a refused row, the receipt); otherwise it goes
  // back to the button that opened it (the summary has no trigger of its own: it opens once the list
  // checks out).
  return useCallback(
    (fallbackId: string) => (event: Event) => {
      event.preventDefault();
      if (focusElement()) return;
      const active = document.activeElement;
      if (!active || active === document.body) document.getElementById(fallbackId)?.focus();
    },
    [focusElement],
  );
}
