/**
 * The planner's notices: the search listed only the nearest routes (with the others to find, or a narrower
 * radius to try), and more routes than a draft can hold.
 */
import { numberFormat } from '../../../lib/intl-cache';
import { routeLimitText } from '../../../lib/route-limit';
import type { CoverState } from './use-cover-rest';

type TruncatedProps = {
  /** How many routes the search listed: the nearest of the radius. */
  nearest: number;
  /** How many lie in the radius. */
  total: number;
  /** The radius searched, in words. */
  within: string;
  /** Finding the routes the search left out (use-cover-rest.ts). */
  cover: CoverState;
  onCover: () => void;
  /** A narrower radius to try, in words, or null when there is none. */
  narrower: string | null;
  onNarrow: () => void;
};

const linkButton = 'font-medium underline';

/** The search listed only the nearest routes of its radius: said, with ways to see the rest. */
export function TruncatedNotice(props: TruncatedProps) {
  const { nearest, total, within, cover, onCover, narrower, onNarrow } = props;
  const nf = numberFormat();
  const others = total - nearest;
  const found = cover.status === 'done' ? cover.found : 0;
  const narrow = narrower ? (
    <button type="button" className={linkButton} onClick={onNarrow}>
      Narrow the radius to {narrower}
    </button>
  ) : null;
  if (cover.status === 'done' && nearest + found >= total) {
    return (
      <p role="status" className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
        All {nf.format(total)} routes within {within} are listed: the nearest {nf.format(nearest)} and{' '}
        {nf.format(found)} more found around them.
      </p>
    );
  }
  return (
    <div role="status" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      {cover.status === 'done' ? (
        <>
          Showing {nf.format(nearest + found)} of {nf.format(total)} routes within {within}: the other{' '}
          {nf.format(total - nearest - found)} could not be found around the search. {narrow}
        </>
      ) : (
        <>
          Showing the nearest {nf.format(nearest)} of {nf.format(total)} routes within {within}.{' '}
          {cover.status === 'covering' ? (
            <span>
              Finding the other {nf.format(others)}… ({nf.format(cover.done)} of {nf.format(cover.of)} areas
              searched)
            </span>
          ) : (
            <span className="inline-flex flex-wrap gap-x-3">
              {cover.status === 'failed' ? <span>The others could not be found just now.</span> : null}
              <button type="button" className={linkButton} onClick={onCover}>
                {cover.status === 'failed' ? 'Try again' : `Find the other ${nf.format(others)}`}
              </button>
              {narrow}
            </span>
          )}
        </>
      )}
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
