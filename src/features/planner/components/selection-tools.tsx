/** The planner's selection tools: click or lasso on the map, select every route in the radius, clear, undo, redo. */
import { Eraser, Lasso, ListChecks, MousePointerClick, Redo2, Undo2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { numberFormat } from '../../../lib/intl-cache';
import { canRedo, canUndo, type SelectionAction, type SelectionState } from '../selection';
import type { RouteKey } from '../types';
import type { LassoMode } from './use-lasso';

type Props = {
  lassoMode: LassoMode;
  onLassoMode: (mode: LassoMode) => void;
  selection: SelectionState;
  dispatch: (action: SelectionAction) => void;
  /** The routes the search found ("Select all in radius"). */
  inRadius: readonly RouteKey[];
  /** How many routes lie in the radius: more than `inRadius` when the search listed only the nearest. */
  inRadiusTotal?: number;
};

/** The button's words: what it selects, out of what exists when that is more. */
export function selectAllText(listed: number, total: number | undefined): string {
  if (total === undefined || total <= listed) return 'Select all in radius';
  const nf = numberFormat();
  return `Select the nearest ${nf.format(listed)} of ${nf.format(total)} in radius`;
}

export function SelectionTools({
  lassoMode,
  onLassoMode,
  selection,
  dispatch,
  inRadius,
  inRadiusTotal,
}: Props) {
  return (
    <div
      role="toolbar"
      aria-label="Selection tools"
      className="flex flex-wrap items-center gap-2 print:hidden"
    >
      <div role="group" aria-label="Map selection" className="flex flex-wrap gap-1">
        {(
          [
            ['off', 'Click', MousePointerClick],
            ['add', 'Lasso: add', Lasso],
            ['remove', 'Lasso: remove', Lasso],
          ] as const
        ).map(([mode, text, Icon]) => (
          <Button
            key={mode}
            size="sm"
            variant={lassoMode === mode ? 'primary' : 'secondary'}
            aria-pressed={lassoMode === mode}
            onClick={() => onLassoMode(mode)}
          >
            <Icon className="h-4 w-4" aria-hidden="true" />
            {text}
          </Button>
        ))}
      </div>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => dispatch({ type: 'selectAll', keys: [...inRadius] })}
        disabled={!inRadius.length}
      >
        <ListChecks className="h-4 w-4" aria-hidden="true" />
        {selectAllText(inRadius.length, inRadiusTotal)}
      </Button>
      {(
        [
          ['clear', 'Clear', Eraser, selection.selected.size === 0, undefined],
          ['undo', 'Undo', Undo2, !canUndo(selection), 'Control+Z Meta+Z'],
          ['redo', 'Redo', Redo2, !canRedo(selection), 'Shift+Control+Z Shift+Meta+Z'],
        ] as const
      ).map(([type, text, Icon, disabled, shortcut]) => (
        <Button
          key={type}
          size="sm"
          variant="secondary"
          onClick={() => dispatch({ type })}
          disabled={disabled}
          aria-keyshortcuts={shortcut}
        >
          <Icon className="h-4 w-4" aria-hidden="true" />
          {text}
        </Button>
      ))}
    </div>
  );
}
