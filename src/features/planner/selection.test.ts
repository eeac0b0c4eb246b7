import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  createSelection,
  DEFAULT_HISTORY_LIMIT,
  isSelected,
  selectionReducer as reduce,
  type SelectionAction,
  type SelectionState,
} from './selection';

const keys = (s: SelectionState) => [...s.selected].sort();
const run = (state: SelectionState, ...actions: SelectionAction[]) => actions.reduce(reduce, state);

describe('selectionReducer', () => {
  it('toggles a route in and out', () => {
    const one = reduce(createSelection(), { type: 'toggle', key: '78701-C001' });
    expect(keys(one)).toEqual(['78701-C001']);
    expect(isSelected(one, '78701-C001')).toBe(true);
    const none = reduce(one, { type: 'toggle', key: '78701-C001' });
    expect(keys(none)).toEqual([]);
    expect(none.past).toHaveLength(2);
  });

  it('adds and removes many, ignoring keys already in or out', () => {
    const s = run(
      createSelection(['a']),
      { type: 'add', keys: ['a', 'b', 'c'] },
      { type: 'remove', keys: ['b', 'z'] },
    );
    expect(keys(s)).toEqual(['a', 'c']);
    expect(s.past.map((p) => [...p].sort())).toEqual([['a'], ['a', 'b', 'c']]);
  });

  it('selectAll adds every given key and keeps routes selected elsewhere', () => {
    const s = reduce(createSelection(['other-1']), { type: 'selectAll', keys: ['x', 'y'] });
    expect(keys(s)).toEqual(['other-1', 'x', 'y']);
  });

  it('replace makes exactly the given keys the selection', () => {
    const s = reduce(createSelection(['a', 'b']), { type: 'replace', keys: ['b', 'c'] });
    expect(keys(s)).toEqual(['b', 'c']);
    expect(canUndo(s)).toBe(true);
    expect(keys(reduce(s, { type: 'replace', keys: ['c'] }))).toEqual(['c']);
  });

  it('clear empties the selection as one undoable step', () => {
    const s = reduce(createSelection(['a', 'b']), { type: 'clear' });
    expect(keys(s)).toEqual([]);
    expect(keys(reduce(s, { type: 'undo' }))).toEqual(['a', 'b']);
  });

  it('returns the same state, with no history step, for a change that changes nothing', () => {
    const s = createSelection(['a', 'b']);
    const noops: SelectionAction[] = [
      { type: 'add', keys: ['a'] },
      { type: 'selectAll', keys: ['a', 'b'] },
      { type: 'remove', keys: ['z'] },
      { type: 'replace', keys: ['b', 'a', 'a'] },
      { type: 'add', keys: [] },
      { type: 'undo' },
      { type: 'redo' },
    ];
    for (const action of noops) expect(reduce(s, action)).toBe(s);
    expect(reduce(createSelection(), { type: 'clear' })).toEqual(createSelection());
    const cleared = createSelection();
    expect(reduce(cleared, { type: 'clear' })).toBe(cleared);
  });

  it('undoes and redoes in order; a new change drops the redo steps', () => {
    let s = run(
      createSelection(),
      { type: 'toggle', key: 'a' },
      { type: 'toggle', key: 'b' },
      { type: 'toggle', key: 'c' },
    );
    s = run(s, { type: 'undo' }, { type: 'undo' });
    expect(keys(s)).toEqual(['a']);
    expect(canRedo(s)).toBe(true);
    s = reduce(s, { type: 'redo' });
    expect(keys(s)).toEqual(['a', 'b']);
    s = reduce(s, { type: 'toggle', key: 'z' });
    expect(canRedo(s)).toBe(false);
    expect(keys(s)).toEqual(['a', 'b', 'z']);
    s = run(s, { type: 'undo' }, { type: 'undo' }, { type: 'undo' });
    expect(keys(s)).toEqual([]);
    expect(canUndo(s)).toBe(false);
  });

  it('never changes an earlier state', () => {
    const before = createSelection(['a']);
    const after = run(before, { type: 'add', keys: ['b'] }, { type: 'remove', keys: ['a'] });
    expect(keys(before)).toEqual(['a']);
    expect(before.past).toEqual([]);
    expect(keys(after)).toEqual(['b']);
  });

  it('keeps at most the history limit, dropping the oldest steps', () => {
    let s = createSelection();
    for (let i = 0; i < 150; i++) s = reduce(s, { type: 'toggle', key: `k${i}` });
    expect(s.past).toHaveLength(DEFAULT_HISTORY_LIMIT);
    while (canUndo(s)) s = reduce(s, { type: 'undo' });
    // 150 additions, 100 undone: the first 50 stay.
    expect(s.selected.size).toBe(50);
    expect(isSelected(s, 'k49')).toBe(true);
    expect(isSelected(s, 'k50')).toBe(false);

    let small = createSelection([], 2);
    for (const key of ['a', 'b', 'c']) small = reduce(small, { type: 'toggle', key });
    expect(small.past.map((p) => [...p].sort())).toEqual([['a'], ['a', 'b']]);
  });

  it('works as a useReducer initialiser: createSelection(initialKeys)', () => {
    const s = createSelection(new Set(['x', 'y']));
    expect(keys(s)).toEqual(['x', 'y']);
    expect(canUndo(s)).toBe(false);
    expect(s.limit).toBe(DEFAULT_HISTORY_LIMIT);
  });
});
