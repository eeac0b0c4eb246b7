/** The planner's notices: the search listed only the nearest routes (with a narrower radius to try), and more routes than a draft can hold. */
import { numberFormat } from '../../../lib/intl-cache';
import { routeLimitText } from '../../../lib/route-limit';

type TruncatedProps = {
  shown: number;
  total: number;
  /** The radius searched, in words. */
  within: string;
  /** A narrower radius to try, in words, or null when there is none. */
  narrower: string | null;
  onNarrow: () => void;
};

export function TruncatedNotice({ shown, total, within, narrower, onNarrow }: TruncatedProps) {
  const nf = numberFormat();
  return (
    <div role="status" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      Showing the nearest {nf.format(shown)} of {nf.format(total)} routes within {within}.{' '}
      {narrower ? (
        <button type="button" className="font-medium underline" onClick={onNarrow}>
          Narrow the radius to {narrower}
        </button>
      ) : null}
    </div>
  );
}

/** More routes than a draft can hold: said here, and the draft cannot be started or saved. */
export function RouteLimitNotice({ selected }: { selected: number }) {
  const text = routeLimitText(selected);
  if (!text) return null;
  return (
    <p
      role="status"
      data-testid="planner-route-limit"
      className="rounded-md bg-amber-50 p-3 text-sm text-amber-900"
    >
      {text}
    </p>
  );
}
