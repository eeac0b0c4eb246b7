import { numberFormat } from '../../../lib/intl-cache';
import type { CampaignResult } from '../campaign-results';
import { MIN_RANK_FLYERS, type ResultsTotals } from '../results-summary';

const campaigns = (n: number) => `${numberFormat().format(n)} ${n === 1 ? 'campaign' : 'campaigns'}`;
const verb = (n: number, one: string, many: string) => (n === 1 ? one : many);

/**
 * How to read the figures, and what is left out of them and why: every campaign kept out of a total or a
 * ranking is counted here, so no gap passes for a zero.
 */
export function ResultsNotes({
  totals,
  results,
  quiet,
}: {
  totals: ResultsTotals;
  results: readonly CampaignResult[];
  quiet: number;
}) {
  const few = results.filter((r) => r.scanRate !== null && (r.flyers ?? 0) < MIN_RANK_FLYERS).length;
  const notes: string[] = [
    'Flyers distributed are the pieces handed out, dropped off or mailed in the period’s weeks (for direct mail, the pieces mailed). Scans of a week can come from flyers of earlier weeks.',
  ];
  const { scans, conversions } = totals;
  if (scans.notCounted > 0)
    notes.push(
      `${campaigns(scans.notCounted)} ${verb(scans.notCounted, 'does', 'do')} not count QR code scans: ${verb(scans.notCounted, 'its', 'their')} scans read “Not counted” and are left out of the scan total, its rate and the rankings, flyers included, so the rate compares like with like.`,
    );
  if (conversions.notCounted > 0)
    notes.push(
      `${campaigns(conversions.notCounted)} ${verb(conversions.notCounted, 'does', 'do')} not count conversions (the checkout does not report orders for ${verb(conversions.notCounted, 'it', 'them')}): left out of the conversion total and its rate.`,
    );
  if (conversions.unknown > 0)
    notes.push(
      `${campaigns(conversions.unknown)} ${verb(conversions.unknown, 'reports', 'report')} conversions only as a campaign total, which cannot be cut to this period: “Total only”, left out of the conversion total.`,
    );
  if (few > 0)
    notes.push(
      `${campaigns(few)} ${verb(few, 'has', 'have')} fewer than ${numberFormat().format(MIN_RANK_FLYERS)} flyers in the period: ${verb(few, 'its rate is', 'their rates are')} shown, marked “Few flyers”, but not ranked.`,
    );
  if (quiet > 0)
    notes.push(
      `${campaigns(quiet)} whose run ended before the period had nothing in it and ${verb(quiet, 'is', 'are')} not listed.`,
    );
  return (
    <section aria-labelledby="results-notes" className="mt-4 text-sm text-slate-600">
      <h2 id="results-notes" className="font-medium text-slate-800">
        About these figures
      </h2>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {notes.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </section>
  );
}
