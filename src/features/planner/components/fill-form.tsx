/**
 * "Fill to N pieces" (how many pieces to reach; empty: the EDDM minimum) and, beside it, "Fill to a
 * budget" (an amount in the account's currency), then what the last fill did, with its offer of a larger
 * radius when the search's radius falls short. Enter in either field fills, as its button does.
 */
import { useState } from 'react';
import { BEST_FIT_MAX_VOLUME } from '../../../api/contract/carrier-route';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { numberFormat } from '../../../lib/intl-cache';
import { currencySign } from '../budget-fill';
import type { FillNote } from './use-fill';

type Filler = {
  filling: boolean;
  /** The line about the last fill, for the search and selection shown; null when there is none. */
  note: FillNote | null;
  /** Fills to the pieces typed (the text as typed). */
  fill: (text: string) => Promise<void>;
  /** Fills to the budget typed (the text as typed). */
  fillBudget: (text: string) => Promise<void>;
  /** The budget's currency (ISO code). */
  currency: string;
};

type Props = {
  /** The EDDM minimum of the searched place's city, when known. */
  minimum: number | null;
  filler: Filler;
  /** Pieces the "Fill to" field starts with while no route is chosen (a quote's volume). */
  fillTarget?: number;
  /** Whether any route is chosen. */
  hasSelection: boolean;
};

const startText = (fillTarget: number | undefined, hasSelection: boolean) =>
  !hasSelection && fillTarget !== undefined && Number.isFinite(fillTarget) && fillTarget > 0
    ? String(Math.round(fillTarget))
    : '';

export function FillForm({ minimum, filler, fillTarget, hasSelection }: Props) {
  const { filling, note } = filler;
  const [text, setText] = useState(() => startText(fillTarget, hasSelection));
  const [edited, setEdited] = useState(false);
  // A target that arrives later (the quote read after the planner opened) fills the field too, until the
  // user types in it or chooses routes.
  const [seenTarget, setSeenTarget] = useState(fillTarget);
  if (fillTarget !== seenTarget) {
    setSeenTarget(fillTarget);
    const start = startText(fillTarget, hasSelection);
    if (!edited && start) setText(start);
  }
  const [budget, setBudget] = useState('');
  // Which fill runs, for its button's words.
  const [running, setRunning] = useState<'pieces' | 'budget'>('pieces');

  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-2 print:hidden">
      <form
        aria-label="Fill to a number of pieces"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setRunning('pieces');
          void filler.fill(text);
        }}
      >
        <label className="text-sm text-slate-700" htmlFor="planner-fill">
          Fill to
          <Input
            id="planner-fill"
            type="number"
            inputMode="numeric"
            min={1}
            max={BEST_FIT_MAX_VOLUME}
            value={text}
            placeholder={minimum ? String(minimum) : 'pieces'}
            onChange={(e) => {
              setText(e.target.value);
              setEdited(true);
            }}
            className="mt-1 w-32"
            aria-describedby="fill-hint"
          />
        </label>
        <Button type="submit" size="md" variant="secondary" disabled={filling}>
          {filling && running === 'pieces' ? 'Filling…' : 'Fill to N pieces'}
        </Button>
      </form>
      <form
        aria-label="Fill to a budget"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setRunning('budget');
          void filler.fillBudget(budget);
        }}
      >
        <label className="text-sm text-slate-700" htmlFor="planner-budget">
          Budget ({currencySign(filler.currency)})
          <Input
            id="planner-budget"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={budget}
            placeholder="2,000"
            onChange={(e) => setBudget(e.target.value)}
            className="mt-1 w-32"
            aria-describedby="fill-hint"
          />
        </label>
        <Button type="submit" size="md" variant="secondary" disabled={filling}>
          {filling && running === 'budget' ? 'Filling…' : 'Fill to a budget'}
        </Button>
      </form>
      <p id="fill-hint" className="basis-full text-xs text-slate-500">
        Adds the routes nearest the searched place, within the radius, until the mailing reaches this many
        pieces{minimum ? ` (empty: the ${numberFormat().format(minimum)}-piece minimum)` : ''}, or while its
        price stays within the budget.
      </p>
      <div className="basis-full space-y-2">
        <p role="status" className={note ? 'text-sm text-slate-700' : 'sr-only'}>
          {note?.text ?? ''}
        </p>
        {note?.offer ? (
          <Button type="button" size="sm" variant="secondary" onClick={note.offer.take} disabled={filling}>
            {note.offer.button}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
