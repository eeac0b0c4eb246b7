import { AlertTriangle } from 'lucide-react';
import { useId } from 'react';
import type { Adjustment } from '../../../api/contract/envelope';
import { Button } from '../../../components/ui/button';
import { describeAdjustment, suggestionLabel } from '../adjustment-text';

/**
 * Every adjustment of a quote as a notice: what was asked, what was applied, why, and which figures it
 * changed. Suggestions are buttons that quote again with that value.
 */
export function AdjustmentNotices({
  adjustments,
  onSuggestion,
  busy,
}: {
  adjustments: readonly Adjustment[];
  onSuggestion?: (field: string, value: string) => void;
  busy?: boolean;
}) {
  if (adjustments.length === 0) return null;
  return (
    <ul className="space-y-3" aria-label="Adjustments to this quote">
      {adjustments.map((adj, i) => (
        <li key={`${adj.code}-${adj.field}-${i}`}>
          <AdjustmentNotice adjustment={adj} onSuggestion={onSuggestion} busy={busy} />
        </li>
      ))}
    </ul>
  );
}

function AdjustmentNotice({
  adjustment,
  onSuggestion,
  busy,
}: {
  adjustment: Adjustment;
  onSuggestion?: (field: string, value: string) => void;
  busy?: boolean;
}) {
  const id = useId();
  const text = describeAdjustment(adjustment);
  const suggestions = adjustment.suggestions ?? [];
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <div className="flex items-start gap-2">
        <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h3 id={`${id}-title`} className="font-semibold">
            {text.title}
          </h3>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-amber-800">You asked for</dt>
            <dd>{text.asked}</dd>
            <dt className="text-amber-800">Quoted with</dt>
            <dd>{text.applied}</dd>
            <dt className="text-amber-800">Why</dt>
            <dd>{text.why}</dd>
            {text.affects.length > 0 ? (
              <>
                <dt className="text-amber-800">Changes</dt>
                <dd>{text.affects.join(', ')}</dd>
              </>
            ) : null}
          </dl>
          {adjustment.suggestions !== undefined ? (
            suggestions.length > 0 && onSuggestion ? (
              <div className="mt-3 flex flex-wrap gap-2">
                {suggestions.map((s) => (
                  <Button
                    key={s}
                    variant="secondary"
                    size="sm"
                    disabled={busy}
                    onClick={() => onSuggestion(adjustment.field, s)}
                  >
                    {suggestionLabel(adjustment.field, s)}
                  </Button>
                ))}
              </div>
            ) : suggestions.length === 0 ? (
              <p className="mt-2 text-amber-800">The service found no close match to suggest.</p>
            ) : null
          ) : null}
        </div>
      </div>
    </section>
  );
}
