/**
 * The planner's selection (with its undo history), kept in step with the plan's URL both ways, and its
 * keyboard shortcuts: Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z or Ctrl+Y redoes (outside a text field).
 */
import { useEffect, useReducer, useRef } from 'react';
import { encodeRouteKeys, type PlanUrlState } from '../../../lib/plan-url';
import { createSelection, selectionReducer } from '../selection';

/** Whether a key press is Ctrl/Cmd+Z (undo) or Shift+Ctrl/Cmd+Z / Ctrl+Y (redo), outside a text field. */
export function historyKey(e: KeyboardEvent): 'undo' | 'redo' | null {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return null;
  const target = e.target as HTMLElement | null;
  if (target && (target.isContentEditable || /^(INPUT|TEXTAREA)$/.test(target.tagName))) {
    const type = (target as HTMLInputElement).type;
    if (target.tagName === 'TEXTAREA' || !['checkbox', 'radio', 'button'].includes(type)) return null;
  }
  const key = e.key.toLowerCase();
  if (key === 'z') return e.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !e.shiftKey) return 'redo';
  return null;
}

export function usePlanSelection(
  value: PlanUrlState['selected'],
  onChange: (patch: Partial<PlanUrlState>) => void,
) {
  const [selection, dispatch] = useReducer(selectionReducer, value, createSelection);
  const selected = selection.selected;

  // Selection in and out. Our changes reach the URL a moment later (`emitted`, oldest first, are the ones
  // it has not shown yet): those echoes are skipped, and any other value of the URL (back button, an edited
  // address) replaces the selection.
  const incoming = encodeRouteKeys(value);
  const seen = useRef(incoming);
  const lastOut = useRef(incoming);
  const emitted = useRef<string[]>([]);
  useEffect(() => {
    seen.current = incoming;
    const echo = emitted.current.indexOf(incoming);
    if (echo >= 0) {
      emitted.current.splice(0, echo + 1);
      return;
    }
    if (incoming === lastOut.current) return;
    lastOut.current = incoming;
    dispatch({ type: 'replace', keys: value });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the URL's keys counts
  }, [incoming]);
  useEffect(() => {
    const outgoing = encodeRouteKeys(selected);
    if (outgoing === lastOut.current) return;
    lastOut.current = outgoing;
    // What the URL will show once it has caught up: the last change sent, or what it shows now. An undo
    // made before the URL has shown the change it undoes still goes out (the URL would keep that change).
    const expected = emitted.current.at(-1) ?? seen.current;
    if (outgoing === expected) return;
    emitted.current.push(outgoing);
    onChange({ selected: [...selected] });
  }, [selected, onChange]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = historyKey(e);
      if (!action) return;
      e.preventDefault();
      dispatch({ type: action });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return { selection, selected, dispatch };
}
