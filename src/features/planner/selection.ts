/**
 * The planner's selection: a set of route keys with undo and redo. Immutable: every change returns a new
 * state, and an action that changes nothing returns the very same state (so React skips the render and
 * no undo step is recorded). Use with `useReducer(selectionReducer, initialKeys, createSelection)`.
 */
import type { RouteKey } from './types';

export type Selection = ReadonlySet<RouteKey>;

export type SelectionState = {
  readonly selected: Selection;
  /** Earlier selections, oldest first. */
  readonly past: readonly Selection[];
  /** Undone selections, the next redo last. */
  readonly future: readonly Selection[];
  /** Most undo steps kept. */
  readonly limit: number;
};

export type SelectionAction =
  | { type: 'toggle'; key: RouteKey }
  | { type: 'add'; keys: Iterable<RouteKey> }
  | { type: 'remove'; keys: Iterable<RouteKey> }
  /** Adds every key given (the routes in view); routes selected elsewhere stay selected. */
  | { type: 'selectAll'; keys: Iterable<RouteKey> }
  /** Makes exactly these keys the selection. */
  | { type: 'replace'; keys: Iterable<RouteKey> }
  | { type: 'clear' }
  | { type: 'undo' }
  | { type: 'redo' };

export const DEFAULT_HISTORY_LIMIT = 100;

/** A selection holding `keys`, with no history. */
export function createSelection(
  keys: Iterable<RouteKey> = [],
  limit: number = DEFAULT_HISTORY_LIMIT,
): SelectionState {
  return { selected: new Set(keys), past: [], future: [], limit: Math.max(0, Math.floor(limit)) };
}

export const canUndo = (state: SelectionState): boolean => state.past.length > 0;
export const canRedo = (state: SelectionState): boolean => state.future.length > 0;
export const isSelected = (state: SelectionState, key: RouteKey): boolean => state.selected.has(key);

/** Records `next` as a new step (clearing redo), or returns `state` when nothing changed. */
function commit(state: SelectionState, next: Set<RouteKey> | null): SelectionState {
  if (next === null) return state;
  const past = [...state.past, state.selected];
  if (past.length > state.limit) past.splice(0, past.length - state.limit);
  return { ...state, selected: next, past, future: [] };
}

/** The selection with `keys` added or removed; null when that changes nothing. */
function withKeys(selected: Selection, keys: Iterable<RouteKey>, add: boolean): Set<RouteKey> | null {
  let next: Set<RouteKey> | null = null;
  for (const key of keys) {
    if ((next ?? selected).has(key) === add) continue;
    next ??= new Set(selected);
    if (add) next.add(key);
    else next.delete(key);
  }
  return next;
}

function replaced(selected: Selection, keys: Iterable<RouteKey>): Set<RouteKey> | null {
  const next = new Set(keys);
  if (next.size !== selected.size) return next;
  for (const key of next) if (!selected.has(key)) return next;
  return null;
}

/** Undo (back) or redo (forward): the selection one step away, the current one kept the other way. */
function travel(state: SelectionState, direction: 'back' | 'forward'): SelectionState {
  const back = direction === 'back';
  const from = back ? state.past : state.future;
  const target = from.at(-1);
  if (!target) return state;
  const rest = from.slice(0, -1);
  const kept = [...(back ? state.future : state.past), state.selected];
  return back
    ? { ...state, selected: target, past: rest, future: kept }
    : { ...state, selected: target, past: kept, future: rest };
}

export function selectionReducer(state: SelectionState, action: SelectionAction): SelectionState {
  switch (action.type) {
    case 'toggle':
      return commit(state, withKeys(state.selected, [action.key], !state.selected.has(action.key)));
    case 'add':
    case 'selectAll':
      return commit(state, withKeys(state.selected, action.keys, true));
    case 'remove':
      return commit(state, withKeys(state.selected, action.keys, false));
    case 'replace':
      return commit(state, replaced(state.selected, action.keys));
    case 'clear':
      return commit(state, state.selected.size > 0 ? new Set() : null);
    case 'undo':
      return travel(state, 'back');
    case 'redo':
      return travel(state, 'forward');
  }
}
