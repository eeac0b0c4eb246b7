import { AlertTriangle, Info } from 'lucide-react';
import type { Adjustment } from '../../../../api/contract/envelope';

/**
 * What the service said about a partial or substituted answer: `complete: false` shows a warning with
 * each adjustment's own words and the note; a note on a complete answer shows as plain information.
 */
export function CompletenessNotice({
  complete,
  adjustments,
  note,
}: {
  complete: boolean;
  adjustments: Adjustment[];
  note?: string;
}) {
  if (complete && !note) return null;
  // A cut list (TRUNCATED only) is partial, not wrong: say that, and what to do.
  const onlyCut = adjustments.length > 0 && adjustments.every((a) => a.code === 'TRUNCATED');
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
                  {a.detail || `${a.field} was adjusted (${a.code}).`}
                  {a.suggestions?.length ? ` Did you mean: ${a.suggestions.join(', ')}?` : null}
                </li>
              ))}
            </ul>
          ) : null}
          {onlyCut ? <p>Load more below, or narrow the search by name or state.</p> : null}
          {note ? <p>{note}</p> : null}
          {adjustments.length === 0 && !note ? (
            <p>The service marked this answer as partial without saying why.</p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
