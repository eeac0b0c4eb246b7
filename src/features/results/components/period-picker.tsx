import { CalendarRange } from 'lucide-react';
import { useState } from 'react';
import { DateRangeFields } from '../../../components/filter-fields';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatWeekdaysSoFar } from '../../../lib/week-buckets';
import {
  daysText,
  periodPresets,
  periodWords,
  type Period,
  type PeriodChoice,
  type PeriodProblem,
} from '../period';

const problemWords: Record<PeriodProblem, string> = {
  reversed: '“From” is after “To”: choose a range that starts before it ends.',
  future: 'This range starts after this week: there are no results for it yet.',
};

/**
 * The period: the presets as buttons (the chosen one pressed), or a custom range of two days; under
 * them the period in words, and how its edges are counted.
 */
export function PeriodPicker({
  choice,
  period,
  today,
  onChange,
}: {
  choice: PeriodChoice;
  period: Period | { problem: PeriodProblem };
  today: string;
  onChange: (choice: PeriodChoice) => void;
}) {
  // The custom fields stay open once asked for, even before both days are typed.
  const [customOpen, setCustomOpen] = useState(choice.preset === 'custom');
  const custom = choice.preset === 'custom' ? choice : undefined;
  const showCustom = customOpen || !!custom;
  const resolved = 'weeks' in period ? period : undefined;
  // The fields open on the days shown now: changing one end keeps the other.
  const shown = { from: custom?.from ?? resolved?.from, to: custom?.to ?? resolved?.to };
  return (
    <section
      aria-labelledby="period-heading"
      className="mb-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="period-heading" className="sr-only">
        Period
      </h2>
      <div role="group" aria-label="Period" className="flex flex-wrap gap-2">
        {periodPresets.map((p) => {
          const pressed = choice.preset === p.id;
          return (
            <Button
              key={p.id}
              size="sm"
              variant="secondary"
              aria-pressed={pressed}
              className={cn(pressed && 'border-indigo-600 bg-indigo-50 text-indigo-800 hover:bg-indigo-100')}
              onClick={() => {
                setCustomOpen(false);
                onChange({ preset: p.id });
              }}
            >
              {p.label}
            </Button>
          );
        })}
        <Button
          size="sm"
          variant="secondary"
          aria-pressed={showCustom}
          aria-expanded={showCustom}
          className={cn(showCustom && 'border-indigo-600 bg-indigo-50 text-indigo-800 hover:bg-indigo-100')}
          onClick={() => setCustomOpen(true)}
        >
          <CalendarRange className="h-4 w-4" aria-hidden="true" />
          Custom dates
        </Button>
      </div>
      {showCustom ? (
        <DateRangeFields
          legend="Custom period"
          from={shown.from}
          to={shown.to}
          className="mt-3 flex flex-wrap items-end gap-2"
          fieldClassName="w-44 max-sm:w-40"
          onChange={(patch) => {
            const from = 'from' in patch ? patch.from : shown.from;
            const to = 'to' in patch ? patch.to : shown.to;
            // Until both days are there, the view stays as it is; the fields keep what was typed.
            if (from && to) onChange({ preset: 'custom', from, to });
          }}
        />
      ) : null}
      <div className="mt-3 space-y-1 text-sm text-slate-600" aria-live="polite">
        {resolved ? (
          <>
            <p>
              <span className="font-medium text-slate-900">{periodWords(resolved, today)}</span>. Weeks run
              Monday to Sunday.
              {resolved.running
                ? ` This week counts its days so far (${formatWeekdaysSoFar({ start: resolved.weeks.at(-1)!, end: resolved.to }, today)}).`
                : ''}
            </p>
            {resolved.widenedFrom ? (
              <p>
                Counted by whole weeks: a week cut by the edge of your dates (
                {daysText(resolved.widenedFrom.from, resolved.widenedFrom.to, today)}) counts whole.
              </p>
            ) : null}
          </>
        ) : (
          <p role="alert" className="text-amber-800">
            {problemWords[(period as { problem: PeriodProblem }).problem]}
          </p>
        )}
      </div>
    </section>
  );
}
