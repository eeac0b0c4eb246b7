import { useQueries } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import type { Spend } from '../../../api/contract/spend';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table';
import { formatAmount } from '../../../lib/currency';
import { spendQueries } from '../../../queries/spend-queries';
import { exclusiveEnd, type SpendFilters } from '../spend-filters';
import type { SpendCurrency } from '../../../lib/spend-money';
import { MAX_MONTHS, monthLabel, monthsMatchPeriod, monthsOf, sumMonths, whyNoMonths } from '../spend-months';
import { numberFormat } from '../../../lib/intl-cache';

const nf = numberFormat();

/** The period's spend month by month: one request per month, each with its own loading and retry. */
export function SpendByMonth({
  filters,
  period,
  currency,
}: {
  filters: SpendFilters;
  /** The period's own figures, which the months must add up to. */
  period: Spend;
  currency: SpendCurrency;
}) {
  const why = whyNoMonths(filters.from, filters.to);
  const months = why ? [] : monthsOf(filters.from!, filters.to!);
  const results = useQueries({
    queries: months.map((m) =>
      spendQueries.total({ from: m.from, to: exclusiveEnd(m.to), includeDrafts: filters.includeDrafts }),
    ),
  });
  const money = (n: number) => formatAmount(n, currency.code);

  if (why)
    return (
      <Card aria-labelledby="spend-months">
        <CardTitle id="spend-months">Spend by month</CardTitle>
        <p className="mt-2 text-sm text-slate-600">
          {why === 'open'
            ? 'Choose both a “From” and a “To” date to see the spend month by month.'
            : `Spend by month covers up to ${MAX_MONTHS} months: choose a shorter period to see it.`}
        </p>
      </Card>
    );

  const loaded = results.filter((r) => r.isSuccess).length;
  const failed = results.filter((r) => r.isError);
  const data = results.map((r) => r.data);
  const all = data.every((d): d is Spend => d !== undefined) ? data : undefined;
  const max = Math.max(0, ...data.map((d) => d?.total ?? 0));
  const sum = all ? sumMonths(all) : undefined;
  const matches = sum ? monthsMatchPeriod(sum, period) : true;

  return (
    <Card aria-labelledby="spend-months" className="min-w-0 max-sm:p-4">
      <CardTitle id="spend-months">Spend by month</CardTitle>
      <p className="mt-1 text-sm text-slate-600">
        Each campaign counts in the month it starts in, so the months add up to the total above. “Priced”: the
        campaigns with a price, of all that start in the month.
      </p>
      <p role="status" className="mt-1 text-sm text-slate-600">
        {loaded < months.length ? `Loaded ${nf.format(loaded)} of ${nf.format(months.length)} months…` : ''}
        {failed.length > 0 ? ` ${nf.format(failed.length)} could not be loaded.` : ''}
      </p>
      <div className="mt-3">
        <Table
          aria-labelledby="spend-months"
          className="[&_td]:px-3 [&_th]:px-3 max-sm:[&_td]:px-2 max-sm:[&_th]:px-2"
        >
          <TableHead>
            <tr>
              <TableHeaderCell>Month</TableHeaderCell>
              <TableHeaderCell className="text-right">Spend</TableHeaderCell>
              <TableHeaderCell className="text-right">Priced</TableHeaderCell>
            </tr>
          </TableHead>
          <TableBody>
            {months.map((m, i) => {
              const r = results[i]!;
              const label = monthLabel(m);
              return (
                <TableRow key={m.key}>
                  <TableCell className="font-medium">{label}</TableCell>
                  {r.isSuccess ? (
                    <>
                      <TableCell className="text-right tabular-nums">
                        <span className="whitespace-nowrap">{money(r.data.total)}</span>
                        <span className="mt-1 block h-1.5 w-full rounded bg-slate-100" aria-hidden="true">
                          <span
                            className="block h-1.5 rounded bg-indigo-500"
                            style={{ width: `${max > 0 ? (r.data.total / max) * 100 : 0}%` }}
                          />
                        </span>
                      </TableCell>
                      <TableCell className="text-right whitespace-nowrap tabular-nums">
                        {nf.format(r.data.priced)} of {nf.format(r.data.campaigns)}
                      </TableCell>
                    </>
                  ) : r.isError ? (
                    <TableCell colSpan={2} className="text-right">
                      <span className="text-sm text-red-800">Could not load this month. </span>
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => void r.refetch()}
                        disabled={r.isFetching}
                        aria-label={`Try again: ${label}`}
                      >
                        <RotateCw className="h-4 w-4" aria-hidden="true" />
                        Try again
                      </Button>
                    </TableCell>
                  ) : (
                    <TableCell colSpan={2}>
                      <Skeleton className="ml-auto h-5 w-32" />
                      <span className="sr-only">Loading…</span>
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
          {sum ? (
            <tfoot className="border-t border-slate-200 bg-slate-50 font-semibold">
              <TableRow>
                <TableCell>All months</TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">
                  {money(sum.total)}
                </TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">
                  {nf.format(sum.priced)} of {nf.format(sum.campaigns)}
                </TableCell>
              </TableRow>
            </tfoot>
          ) : null}
        </Table>
      </div>
      {sum && !matches ? (
        <p role="alert" className="mt-3 text-sm text-amber-800">
          The months add up to {money(sum.total)} for {nf.format(sum.campaigns)} campaigns, while the period
          shows {money(period.total)} for {nf.format(period.campaigns)}: the figures changed between the
          requests (a price or a campaign was recorded meanwhile). Reload the page to read them again.
        </p>
      ) : null}
    </Card>
  );
}
