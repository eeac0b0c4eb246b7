/**
 * What the selection adds up to, where it stands against the EDDM minimum, and its live quote.
 */
import { eddmFormatText, isEddmFormat } from '../../../api/contract/print-format';
import { eddmFormatSchema, type EddmFormat } from '../../../api/contract/quote';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatAmount } from '../../../lib/currency';
import { useGlossary } from '../../../queries/use-glossary';
import { tierHint, tierHintText } from '../tier-hint';
import { PIECES_EXPLAINED, type MinimumGauge, type PlannerTotals } from '../totals';
import { useSelectionQuote } from './use-selection-quote';
import { numberFormat } from '../../../lib/intl-cache';

const nf = numberFormat();

function Stat({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd
        className={cn(
          'tabular-nums',
          strong ? 'text-xl font-semibold text-slate-900' : 'text-lg text-slate-800',
        )}
      >
        {nf.format(value)}
      </dd>
    </div>
  );
}

export function TotalsPanel({
  totals,
  gauge,
  gaugeLoading,
  onRemoveUnknown,
}: {
  totals: PlannerTotals;
  gauge: MinimumGauge;
  gaugeLoading: boolean;
  /** Drops the selected routes that are not in this search. */
  onRemoveUnknown: () => void;
}) {
  return (
    <section aria-labelledby="planner-totals" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="planner-totals" className="text-sm font-semibold text-slate-900">
        Your mailing
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="planner-totals">
        <Stat label="Routes" value={totals.routes} />
        <Stat label="Homes" value={totals.residences} />
        <Stat label="Businesses" value={totals.businesses} />
        <Stat label="Pieces" value={totals.pieces} strong />
      </dl>
      <p className="mt-3 text-sm text-slate-600" data-testid="planner-pieces-explained">
        {PIECES_EXPLAINED}
      </p>
      {totals.unknown > 0 ? (
        <p className="mt-2 text-sm text-amber-800">
          {nf.format(totals.unknown)} selected {totals.unknown === 1 ? 'route lies' : 'routes lie'} outside
          this search and {totals.unknown === 1 ? 'is' : 'are'} not counted.{' '}
          <button type="button" className="font-medium underline" onClick={onRemoveUnknown}>
            Remove {totals.unknown === 1 ? 'it' : 'them'}
          </button>
        </p>
      ) : null}
      <Gauge gauge={gauge} loading={gaugeLoading} pieces={totals.pieces} />
    </section>
  );
}

function Gauge({ gauge, loading, pieces }: { gauge: MinimumGauge; loading: boolean; pieces: number }) {
  if (loading)
    return (
      <div className="mt-4 space-y-2">
        <Skeleton className="h-2 w-full" />
        <Skeleton className="h-4 w-48" />
      </div>
    );
  if (!gauge.known)
    return (
      <p className="mt-4 text-sm text-slate-600">
        The direct-mail minimum for this place is not known; it is checked when the draft is submitted.
      </p>
    );
  const percent = Math.round(gauge.share * 100);
  return (
    <div className="mt-4">
      <div
        role="meter"
        aria-label="Pieces against the direct-mail minimum"
        aria-valuemin={0}
        aria-valuemax={gauge.minimum}
        aria-valuenow={Math.min(pieces, gauge.minimum)}
        aria-valuetext={`${nf.format(pieces)} of ${nf.format(gauge.minimum)} pieces`}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn('h-full rounded-full', gauge.met ? 'bg-emerald-600' : 'bg-amber-500')}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-1 text-sm text-slate-700" data-testid="planner-gauge">
        {gauge.met
          ? `Minimum of ${nf.format(gauge.minimum)} pieces reached.`
          : `${nf.format(gauge.missing)} more pieces to reach the ${nf.format(gauge.minimum)}-piece minimum.`}
      </p>
    </div>
  );
}

const isFormat = (v: string): v is EddmFormat => eddmFormatSchema.safeParse(v).success;
const formatOptions = (values: readonly string[]) => values.filter(isFormat).map((value) => ({ value }));

/**
 * The live EDDM quote of the selection, in the format picked.
 *
 * While a new selection is priced, the last price stays in place, dimmed and marked busy, instead of giving
 * way to a placeholder: the panel then changes size only when the new price says more or less than the old
 * one, not twice on every click, and the routes table below it does not jump under the pointer.
 */
export function QuotePanel({
  pieces,
  format,
  onFormat,
}: {
  pieces: number;
  format: EddmFormat;
  onFormat: (format: EddmFormat) => void;
}) {
  const glossary = useGlossary();
  // Every format by its name and size (never its code), in the glossary's order.
  const formats = formatOptions(glossary.eddmFormats.map((o) => o.value));
  const { data, tiers, current, failed, retry, currency } = useSelectionQuote(pieces, format);
  const hint = data && tiers ? tierHint(data, tiers) : null;
  const money = (n: number) => formatAmount(n, currency);
  const unit = (n: number) =>
    currency
      ? numberFormat(undefined, { style: 'currency', currency, maximumFractionDigits: 4 }).format(n)
      : nf.format(n);
  const hintText = hint ? tierHintText(hint) : null;
  // The format the price shown is for: while another is priced, the last price keeps its own.
  const priced = data && isEddmFormat(data.format) ? data.format : format;

  return (
    <section aria-labelledby="planner-quote" className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="planner-quote" className="text-sm font-semibold text-slate-900">
          Price of this mailing
        </h2>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          Format
          <select
            value={format}
            onChange={(e) => isFormat(e.target.value) && onFormat(e.target.value)}
            className="h-8 rounded-md border border-slate-300 bg-white px-2 text-sm"
          >
            {formats.map((o) => (
              <option key={o.value} value={o.value}>
                {eddmFormatText(o.value)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {pieces === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Select routes to see the price of mailing them.</p>
      ) : failed ? (
        <div role="alert" className="mt-2 text-sm text-red-800">
          The price could not be read.{' '}
          <button type="button" className="underline" onClick={retry}>
            Try again
          </button>
        </div>
      ) : !data ? (
        // The first price: a placeholder of the price's own size (its total and its line).
        <div className="mt-2 space-y-2" aria-busy="true">
          <Skeleton className="h-8 w-32" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-40" />
        </div>
      ) : (
        <div
          className={cn('mt-2 space-y-2 transition-opacity', !current && 'opacity-50')}
          aria-busy={!current || undefined}
          data-testid={current ? 'planner-quote' : undefined}
        >
          <p
            className="text-2xl font-semibold tracking-tight text-slate-900"
            data-testid={current ? 'planner-quote-total' : undefined}
          >
            {money(data.total)}
          </p>
          <p className="text-sm text-slate-700">
            {unit(data.perUnitPrice)} a piece for {nf.format(data.volume)} pieces, {eddmFormatText(priced)},
            printing and postage included
          </p>
          {hint?.bound ? (
            <p className="rounded-md bg-amber-50 p-2 text-sm text-amber-900">{hint.bound.detail}</p>
          ) : null}
          {hintText ? <p className="text-sm text-emerald-800">{hintText}</p> : null}
        </div>
      )}
      {pieces > 0 && !failed && !current ? (
        <p role="status" className="sr-only">
          Pricing…
        </p>
      ) : null}
    </section>
  );
}
