import { useQueries, useQuery } from '@tanstack/react-query';
import { TrendingDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import type TierChartView from './tier-chart';
import { eddmFormats, type EddmFormat, type EddmQuote } from '../../../api/contract/quote';
import { Card, CardTitle } from '../../../components/ui/card';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table';
import { QueryErrorState } from '../../../components/query-error-state';
import { cn } from '../../../lib/cn';
import { onceImport } from '../../../lib/once-import';
import { useModule } from '../../../lib/use-module';
import { quoteQueries } from '../../../queries/quote-queries';
import { currencyFromCode, formatCount, formatMoney, type Currency } from '../money';
import { eddmFormatLabel } from '../quote-labels';
import { chartExtent, nextTier, tierChartRows, tierFor, type Tier } from '../tiers';

const tierChartModule = onceImport(() => import('./tier-chart'));

/** The step chart, its code (recharts) loaded on first use; drawn at once when it is already here. */
function TierChart(props: ComponentProps<typeof TierChartView>) {
  const chart = useModule(tierChartModule);
  if (!chart)
    return (
      <>
        <LoadingStatus label="Loading the chart…" />
        <Skeleton className="h-80 w-full" />
      </>
    );
  return <chart.default {...props} />;
}

const seriesColors: Record<EddmFormat, string> = {
  SMALL: '#4f46e5',
  BEST_SELLER: '#059669',
  LARGE: '#d97706',
  JUMBO: '#dc2626',
  OVERSIZED: '#7c3aed',
};

/**
 * EDDM unit prices by volume for every format: a step chart, the tier table it is drawn from, and for
 * the quote being looked at, how many more pieces reach the next (cheaper) tier.
 */
export function TierPanel({ quote }: { quote?: EddmQuote }) {
  const results = useQueries({ queries: eddmFormats.map((f) => quoteQueries.eddmTiers(f)) });
  const pending = results.some((r) => r.isPending);
  const failed = results.find((r) => r.isError);
  const currency = currencyFromCode(quote?.currency ?? 'USD');

  let body;
  if (failed) {
    body = (
      <QueryErrorState
        error={failed.error}
        what="the price tiers"
        onRetry={() => results.forEach((r) => r.isError && void r.refetch())}
        retrying={results.some((r) => r.isFetching)}
      />
    );
  } else if (pending) {
    body = (
      <div className="space-y-3">
        <LoadingStatus label="Loading price tiers…" />
        <Skeleton className="h-72 w-full" />
      </div>
    );
  } else {
    const tiers = Object.fromEntries(eddmFormats.map((f, i) => [f, results[i]!.data ?? []])) as Record<
      EddmFormat,
      Tier[]
    >;
    const rows = tierChartRows(tiers, chartExtent(Object.values(tiers), quote?.volume));
    const formatPrice = (v: number) => formatMoney(v, currency, { unit: true });
    body = (
      <div className="space-y-4">
        {quote ? (
          <NextTierHint quote={quote} tiers={tiers[quote.format as EddmFormat] ?? []} currency={currency} />
        ) : null}
        <figure aria-label="Unit price by volume, per format">
          <TierChart
            rows={rows}
            series={eddmFormats.map((f) => ({ key: f, label: eddmFormatLabel(f), color: seriesColors[f] }))}
            volume={quote?.volume}
            formatPrice={formatPrice}
            formatVolume={(v) => formatCount(v)}
          />
          <figcaption className="mt-2 text-xs text-slate-500">
            Each step is a pricing tier: from that many pieces on, every piece costs the price shown. The
            tiers are read from the calculator itself.
          </figcaption>
        </figure>
        <TierTable tiers={tiers} current={quote} formatPrice={formatPrice} />
      </div>
    );
  }

  return (
    <Card aria-labelledby="tier-panel-title">
      <CardTitle id="tier-panel-title">Unit price by volume</CardTitle>
      <p className="mt-1 mb-4 text-sm text-slate-600">
        Larger volumes reach cheaper tiers. Compare the formats and see where your volume stands.
      </p>
      {body}
    </Card>
  );
}

function NextTierHint({ quote, tiers, currency }: { quote: EddmQuote; tiers: Tier[]; currency: Currency }) {
  const info = nextTier(tiers, quote.volume);
  const format = quote.format as EddmFormat;
  const atNext = useQuery({
    ...quoteQueries.eddm({ volume: info?.next?.key ?? 1, format }),
    enabled: !!info?.next,
  });
  if (!info) return null;
  if (!info.next) {
    return (
      <p className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900" role="status">
        {formatCount(quote.volume)} pieces already reach the cheapest {eddmFormatLabel(format)} tier.
      </p>
    );
  }
  const saving = atNext.data ? Math.round((quote.total - atNext.data.total) * 100) / 100 : null;
  return (
    <div className="flex items-start gap-2 rounded-md bg-sky-50 p-3 text-sm text-sky-950" role="status">
      <TrendingDown className="mt-0.5 h-4 w-4 shrink-0 text-sky-700" aria-hidden="true" />
      <div>
        <p className="font-medium">
          {formatCount(info.piecesToNext)} more pieces reach the next tier (unit price{' '}
          {formatMoney(info.next.perUnitPrice, currency, { unit: true })}).
        </p>
        {atNext.data ? (
          <p className="mt-0.5 text-sky-900">
            {formatCount(atNext.data.volume)} {eddmFormatLabel(format)} pieces cost{' '}
            {formatMoney(atNext.data.total, currency)} in total
            {saving !== null && saving > 0
              ? `, ${formatMoney(saving, currency)} less than this quote.`
              : saving !== null && saving < 0
                ? ` (${formatMoney(-saving, currency)} more than this quote).`
                : ', the same as this quote.'}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function TierTable({
  tiers,
  current,
  formatPrice,
}: {
  tiers: Record<EddmFormat, Tier[]>;
  current?: EddmQuote;
  formatPrice: (v: number) => string;
}) {
  const keys = [...new Set(Object.values(tiers).flatMap((list) => list.map((t) => t.key)))].sort(
    (a, b) => a - b,
  );
  return (
    <Table aria-label="Price tiers">
      <TableHead>
        <tr>
          <TableHeaderCell className="sticky left-0 z-10 bg-slate-50">From (pieces)</TableHeaderCell>
          {eddmFormats.map((f) => (
            <TableHeaderCell key={f} className="text-right">
              {eddmFormatLabel(f)}
            </TableHeaderCell>
          ))}
        </tr>
      </TableHead>
      <TableBody>
        {keys.map((key) => (
          <TableRow key={key}>
            <TableHeaderCell
              scope="row"
              role="rowheader"
              className="sticky left-0 z-10 bg-white text-sm font-medium tracking-normal text-slate-800 normal-case"
            >
              {formatCount(key)}
            </TableHeaderCell>
            {eddmFormats.map((f) => {
              const list = tiers[f];
              const own = list.find((t) => t.key === key);
              const isCurrent =
                current?.format === f && own !== undefined && tierFor(list, current.volume)?.key === key;
              return (
                <TableCell
                  key={f}
                  className={cn(
                    // relative: the cell holds its screen-reader text, which the table's scroll then clips.
                    'relative text-right tabular-nums',
                    isCurrent && 'bg-indigo-50 font-semibold text-indigo-900',
                  )}
                  aria-current={isCurrent ? 'true' : undefined}
                >
                  {own ? (
                    formatPrice(own.perUnitPrice)
                  ) : (
                    <>
                      <span aria-hidden="true" className="text-slate-400">
                        ·
                      </span>
                      <span className="sr-only">No tier here</span>
                    </>
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
