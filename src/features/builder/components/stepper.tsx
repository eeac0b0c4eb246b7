import { AlertCircle, CalendarCheck, CheckCircle2, Circle, CircleDashed, PencilLine } from 'lucide-react';
import { Link } from 'react-router';
import { focusRing } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { StepId, StepState, Wizard } from '../wizard-model';

const stateWords: Record<StepState, string> = {
  done: 'done',
  missing: 'something missing',
  optional: 'optional',
  earliest: 'the earliest launch date, unless you change it',
  todo: 'not submitted yet',
};

function StateIcon({ state }: { state: StepState }) {
  const cls = 'h-4 w-4 shrink-0';
  if (state === 'done') return <CheckCircle2 className={cn(cls, 'text-emerald-700')} aria-hidden="true" />;
  if (state === 'missing') return <AlertCircle className={cn(cls, 'text-amber-700')} aria-hidden="true" />;
  if (state === 'optional') return <CircleDashed className={cn(cls, 'text-slate-500')} aria-hidden="true" />;
  if (state === 'earliest')
    return <CalendarCheck className={cn(cls, 'text-emerald-700')} aria-hidden="true" />;
  return <Circle className={cn(cls, 'text-slate-500')} aria-hidden="true" />;
}

/**
 * The wizard's steps as links, each saying whether it is done or still misses something, and whether it
 * holds changes that are not saved; each opens its step as it was left.
 */
export function Stepper({
  wizard,
  current,
  hrefOf,
  unsaved,
}: {
  wizard: Wizard;
  current: StepId;
  /** A step's address: with its state as it was left (kept-steps). */
  hrefOf: (step: StepId) => string;
  /** The steps holding changes that are not saved. */
  unsaved: ReadonlySet<StepId>;
}) {
  return (
    <nav aria-label="Steps">
      <ol className="flex flex-wrap gap-2 max-sm:gap-1">
        {wizard.steps.map((step, i) => {
          const active = step.id === current;
          return (
            <li key={step.id}>
              <Link
                to={hrefOf(step.id)}
                aria-current={active ? 'step' : undefined}
                className={cn(
                  'inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm max-sm:gap-1 max-sm:px-1.5',
                  active
                    ? 'border-indigo-600 bg-indigo-50 font-medium text-indigo-900'
                    : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
                  focusRing,
                )}
              >
                <StateIcon state={step.state} />
                <span>
                  {i + 1}.{' '}
                  {/* On a phone only the open step is named on screen (the others by number and state), so
                      the steps take one line and the step's content, the planner's map, starts higher. */}
                  <span className={cn(!active && 'max-sm:sr-only')}>{step.label}</span>
                </span>
                <span className="sr-only">({stateWords[step.state]})</span>
                {unsaved.has(step.id) ? (
                  <span className="inline-flex items-center gap-1 rounded bg-amber-100 px-1.5 text-xs font-medium text-amber-900">
                    <PencilLine className="h-3 w-3" aria-hidden="true" />
                    Unsaved<span className="sr-only"> changes</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
