import { AlertTriangle, Info } from 'lucide-react';
import type { Adjustment } from '../../../../api/contract/envelope';

/**
 * What the service said about a partial or substituted answer: `complete: false` shows a warning with
 * each adjustment's own words and the note; a note on a complete answer shows as plain information.
 * A cut list (TRUNCATED) is said in the page's own words: the service's detail speaks to programs
 * ("read on with skip=…"), and "Show more cities" below is how a person reads on. When the page already
 * explains a state chosen over a typed one, the service's note (which says the same in its own terms)
 * is left out.
 */
export function CompletenessNotice({
  complete,
  adjustments: all,
  note: serviceNote,
  stateConflict = false,
}: {
  complete: boolean;
  adjustments: Adjustment[];
  note?: string;
  stateConflict?: boolean;
}) {
  const note = stateConflict ? undefined : serviceNote;
  if (complete && !note) return null;
  const cut = all.some((a) => a.code === 'TRUNCATED');
  const adjustments = all.filter((a) => a.code !== 'TRUNCATED');
  // A cut list (TRUNCATED only) is partial, not wrong: say that, and what to do.
  const onlyCut = cut && adjustments.length === 0;
  if (complete) {
    return (
      <p className="mb-3 flex items-start gap-2 text-sm text-slate-700">
        <Info className="mt-0.5 h-4 w-4 shrink-0 text-sky-700" aria-hidden="true" />
        {note}
      </p>
    );
  }
  return (
    <section
      aria-label="About these results"
      className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <div className="flex items-start gap-2">
        <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" aria-hidden="true" />
        <div className="min-w-0 space-y-1">
          <h2 className="font-semibold">
            {onlyCut ? 'Only part of the matching cities is shown' : 'These results are incomplete'}
          </h2>
          {adjustments.length > 0 ? (
            <ul className="list-disc space-y-1 pl-5">
              {adjustments.map((a, i) => (
                <li key={`${a.code}-${a.field}-${i}`}>
                  {a.detail || 'The service changed part of this answer.'}
                  {a.suggestions?.length ? ` Did you mean: ${a.suggestions.join(', ')}?` : null}
                </li>
              ))}
            </ul>
          ) : null}
          {cut ? <p>Show more cities below, or narrow the search by name or state.</p> : null}
          {note ? <p>{note}</p> : null}
          {!cut && adjustments.length === 0 && !note ? (
            <p>The service marked this answer as partial without saying why.</p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
