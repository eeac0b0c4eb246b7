/**
 * "Past response": colour the routes the client's earlier direct-mail campaigns mailed by how each
 * campaign responded (scans per 1,000 pieces distributed), with the legend, the note that the figure is
 * the campaign's, and one action that adds the routes whose campaigns did best. Only one colouring shows
 * at a time: turning this on stops the household shading, and choosing a shading turns this off.
 */
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { numberFormat } from '../../../lib/intl-cache';
import { FIGURE_NAME } from '../past-response';
import { LegendEntry } from './legend-entry';
import type { PastResponseState } from './use-past-response';

type Props = {
  on: boolean;
  onToggle: (on: boolean) => void;
  state: PastResponseState;
  /** Whether the routes are shaded by household now (this colouring would replace it). */
  shadingOn: boolean;
  /** How many routes of the search are mailed by the campaigns that did best. */
  best: number;
  onSelectBest: () => void;
};

export const PAST_RESPONSE_NOTE = "The figure is the campaign's: all the routes it mailed share it.";

export function PastResponsePanel({ on, onToggle, state, shadingOn, best, onSelectBest }: Props) {
  const toggleId = useId();
  const helpId = useId();
  const bestHelpId = useId();
  const nf = numberFormat();
  return (
    <section
      aria-labelledby="planner-past-response"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="planner-past-response" className="text-sm font-semibold text-slate-900">
        Past response
      </h2>
      <div className="mt-2 flex items-center gap-2">
        <input
          id={toggleId}
          type="checkbox"
          className="h-4 w-4 rounded border-slate-400 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          checked={on}
          onChange={(e) => onToggle(e.target.checked)}
          aria-describedby={helpId}
        />
        <label htmlFor={toggleId} className="text-sm font-medium text-slate-700">
          Colour routes by past response
        </label>
      </div>
      <p id={helpId} className="mt-1 text-xs text-slate-600">
        Routes your earlier direct-mail campaigns mailed, coloured by how that campaign did: {FIGURE_NAME}.{' '}
        {on
          ? 'One colouring at a time: choosing a shading by household turns this off.'
          : shadingOn
            ? 'One colouring at a time: turning this on stops the shading by household.'
            : null}
      </p>
      {!on ? null : state.status === 'loading' || state.status === 'off' ? (
        <div aria-busy="true" className="mt-3 space-y-2">
          <p role="status" className="sr-only">
            Loading your campaigns’ figures…
          </p>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ) : state.status === 'error' ? (
        <ErrorState
          className="mt-3 p-4"
          title="Your past campaigns’ figures could not be read"
          onRetry={state.retry}
          retrying={state.retrying}
        />
      ) : state.response.byRoute.size === 0 ? (
        <p role="status" className="mt-3 text-sm text-slate-600">
          None of your direct-mail campaigns has mailed routes yet, so there is nothing to colour.
        </p>
      ) : (
        <div className="mt-3 space-y-3">
          <ul
            className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700"
            aria-label={`Legend: ${FIGURE_NAME}`}
          >
            {state.response.legend.map((entry) => (
              <LegendEntry key={entry.step ?? 'none'} colour={entry.colour}>
                {entry.label}
                {entry.step !== null && entry.step === state.response.topStep ? ' (did best)' : ''}
              </LegendEntry>
            ))}
          </ul>
          <p className="text-xs text-slate-600">
            {PAST_RESPONSE_NOTE} A route mailed by more than one campaign shows the best of their figures.
            Your campaigns are split into up to four equal groups by their figure, darker for better; from
            your {nf.format(state.campaigns)} most recent campaigns that went out.
          </p>
          <div className="space-y-1">
            <Button
              variant="secondary"
              onClick={onSelectBest}
              disabled={best === 0}
              aria-describedby={bestHelpId}
            >
              Select the routes whose campaigns did best ({nf.format(best)})
            </Button>
            <p id={bestHelpId} className="text-xs text-slate-600">
              Adds the routes in this search that your campaigns in the darkest group mailed to your
              selection; Undo takes them back out.
            </p>
          </div>
        </div>
      )}
    </section>
  );
}
