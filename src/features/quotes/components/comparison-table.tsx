import { useQueries } from '@tanstack/react-query';
import { Check, Link2, Trash2, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { EddmQuote, FlyerQuote } from '../../../api/contract/quote';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { describeQueryError } from '../../../components/query-error-state';
import { cn } from '../../../lib/cn';
import { adjustmentTitle } from '../adjustment-text';
import { quoteQueries } from '../api/quote-queries';
import { mixedCurrencies, rankQuotes, type ComparedQuote, type Ranking } from '../comparison';
import {
  currencyFromCode,
  currencyId,
  flyerCurrency,
  formatCount,
  formatMoney,
  formatMoneyDelta,
  type Currency,
} from '../money';
import { scenarioText } from '../quote-labels';
import { MAX_SCENARIOS, scenarioKey, type Scenario } from '../quote-url';

type Quoted = {
  key: string;
  currency: Currency;
  total: number;
  unitPrice: number;
  pieces: number;
  complete: boolean;
  adjustments: string[];
};

function toQuoted(s: Scenario, data: EddmQuote | FlyerQuote): Quoted {
  if (s.kind === 'eddm') {
    const q = data as EddmQuote;
    return {
      key: scenarioKey(s),
      currency: currencyFromCode(q.currency),
      total: q.total,
      unitPrice: q.perUnitPrice,
      pieces: q.volume,
      complete: q.complete,
      adjustments: q.adjustments.map(adjustmentTitle),
    };
  }
  const q = data as FlyerQuote;
  return {
    key: scenarioKey(s),
    currency: flyerCurrency(q.countryId, q.currencySign),
    total: q.totalAmount,
    unitPrice: q.costPerFlyer,
    pieces: s.flyerQuantity,
    complete: q.complete,
    adjustments: q.adjustments.map(adjustmentTitle),
  };
}

type Props = {
  scenarios: Scenario[];
  onRemove: (key: string) => void;
  onClear: () => void;
};

/**
 * The scenarios side by side, one column each: unit price, total and the difference from the cheapest.
 * The cheapest total and the lowest unit price are highlighted (within one currency). The scenarios are
 * in the URL, so the page's address shares the comparison.
 */
export function ComparisonTable({ scenarios, onRemove, onClear }: Props) {
  const results = useQueries({
    queries: scenarios.map((s) => (s.kind === 'eddm' ? quoteQueries.eddm(s) : quoteQueries.flyer(s))),
  });
  const quoted = new Map<string, Quoted>();
  scenarios.forEach((s, i) => {
    const data = results[i]?.data;
    if (data) quoted.set(scenarioKey(s), toQuoted(s, data));
  });
  const compared: ComparedQuote[] = [...quoted.values()].map((q) => ({
    key: q.key,
    currency: currencyId(q.currency),
    total: q.total,
    unitPrice: q.unitPrice,
  }));
  const ranking = rankQuotes(compared);

  return (
    <Card aria-labelledby="comparison-title">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle id="comparison-title">Comparison</CardTitle>
          <p className="mt-1 text-sm text-slate-600">
            Add quotes to see them side by side (up to {MAX_SCENARIOS}). The comparison is kept in the page
            address, so you can bookmark or share it.
          </p>
        </div>
        {scenarios.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            <CopyLinkButton />
            <Button variant="ghost" size="sm" onClick={onClear}>
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              Clear comparison
            </Button>
          </div>
        ) : null}
      </div>
      {scenarios.length === 0 ? (
        <EmptyState
          title="Nothing to compare yet"
          description="Get a quote, then choose “Add to comparison”. Try two formats or volumes to see which is cheaper."
        />
      ) : (
        <>
          {mixedCurrencies(compared) ? (
            <p className="mb-3 text-sm text-slate-600">
              These quotes are in different currencies: each is compared only with quotes in the same
              currency.
            </p>
          ) : null}
          <div className="overflow-x-auto rounded-lg border border-slate-200">
            <table className="w-full border-collapse text-left text-sm" aria-label="Quote comparison">
              <thead className="border-b border-slate-200 bg-slate-50">
                <tr>
                  <td className="w-40 px-4 py-2.5" />
                  {scenarios.map((s) => {
                    const key = scenarioKey(s);
                    const text = scenarioText(s);
                    const rank = ranking.get(key);
                    return (
                      <th
                        key={key}
                        scope="col"
                        className={cn(
                          'min-w-44 px-4 py-2.5 align-top font-semibold text-slate-900',
                          isHighlighted(rank) && 'bg-emerald-50',
                        )}
                      >
                        <div className="flex items-start justify-between gap-2">
                          <div>
                            <div>{text.title}</div>
                            <div className="text-xs font-normal text-slate-600">{text.details}</div>
                          </div>
                          <Button
                            variant="ghost"
                            size="icon"
                            className="-mt-1 -mr-2 h-7 w-7"
                            aria-label={`Remove ${text.title}, ${text.details} from the comparison`}
                            onClick={() => onRemove(key)}
                          >
                            <X className="h-4 w-4" aria-hidden="true" />
                          </Button>
                        </div>
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                <Row label="Total">
                  {scenarios.map((s, i) => (
                    <Cell key={scenarioKey(s)} state={results[i]!} quoted={quoted.get(scenarioKey(s))}>
                      {(q) => {
                        const rank = ranking.get(q.key);
                        const best = rank && rank.peers > 1 && rank.cheapestTotal;
                        return (
                          <div className={cn(best && 'font-semibold text-emerald-900')}>
                            <div className="tabular-nums">{formatMoney(q.total, q.currency)}</div>
                            {best ? (
                              <Badge tone="success" className="mt-1">
                                <Check className="mr-1 h-3 w-3" aria-hidden="true" />
                                Cheapest total
                              </Badge>
                            ) : null}
                          </div>
                        );
                      }}
                    </Cell>
                  ))}
                </Row>
                <Row label="Unit price">
                  {scenarios.map((s, i) => (
                    <Cell key={scenarioKey(s)} state={results[i]!} quoted={quoted.get(scenarioKey(s))}>
                      {(q) => {
                        const rank = ranking.get(q.key);
                        const best = rank && rank.peers > 1 && rank.cheapestUnit;
                        return (
                          <div className={cn(best && 'font-semibold text-emerald-900')}>
                            <div className="tabular-nums">
                              {formatMoney(q.unitPrice, q.currency, { unit: true })}
                            </div>
                            {best ? (
                              <Badge tone="success" className="mt-1">
                                <Check className="mr-1 h-3 w-3" aria-hidden="true" />
                                Lowest unit price
                              </Badge>
                            ) : null}
                          </div>
                        );
                      }}
                    </Cell>
                  ))}
                </Row>
                <Row label="Compared with the cheapest">
                  {scenarios.map((s, i) => (
                    <Cell key={scenarioKey(s)} state={results[i]!} quoted={quoted.get(scenarioKey(s))}>
                      {(q) => <DeltaText rank={ranking.get(q.key)} currency={q.currency} />}
                    </Cell>
                  ))}
                </Row>
                <Row label="Pieces quoted">
                  {scenarios.map((s, i) => (
                    <Cell key={scenarioKey(s)} state={results[i]!} quoted={quoted.get(scenarioKey(s))}>
                      {(q) => <span className="tabular-nums">{formatCount(q.pieces)}</span>}
                    </Cell>
                  ))}
                </Row>
                <Row label="Adjustments">
                  {scenarios.map((s, i) => (
                    <Cell key={scenarioKey(s)} state={results[i]!} quoted={quoted.get(scenarioKey(s))}>
                      {(q) =>
                        q.complete ? (
                          <span className="text-slate-500">None: quoted as asked</span>
                        ) : (
                          <ul className="space-y-1 text-amber-900">
                            {q.adjustments.map((a) => (
                              <li key={a}>{a}</li>
                            ))}
                          </ul>
                        )
                      }
                    </Cell>
                  ))}
                </Row>
              </tbody>
            </table>
          </div>
        </>
      )}
    </Card>
  );
}

const isHighlighted = (rank: Ranking | undefined) => !!rank && rank.peers > 1 && rank.cheapestTotal;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <tr>
      <th
        scope="row"
        className="px-4 py-3 align-top text-xs font-semibold tracking-wide text-slate-600 uppercase"
      >
        {label}
      </th>
      {children}
    </tr>
  );
}

function Cell({
  state,
  quoted,
  children,
}: {
  state: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
    isFetching: boolean;
  };
  quoted: Quoted | undefined;
  children: (q: Quoted) => ReactNode;
}) {
  let content;
  if (quoted) content = children(quoted);
  else if (state.isError) {
    const { title } = describeQueryError(state.error, 'this quote');
    content = (
      <div className="text-red-800">
        <p>{title}</p>
        <Button
          variant="secondary"
          size="sm"
          className="mt-1"
          onClick={() => void state.refetch()}
          disabled={state.isFetching}
        >
          Try again
        </Button>
      </div>
    );
  } else content = <Skeleton className="h-5 w-24" />;
  return <td className="px-4 py-3 align-top text-slate-800">{content}</td>;
}

function DeltaText({ rank, currency }: { rank: Ranking | undefined; currency: Currency }) {
  if (!rank || rank.peers < 2)
    return <span className="text-slate-500">Nothing to compare in this currency</span>;
  if (rank.totalDelta === 0) return <span className="font-medium text-emerald-800">Cheapest</span>;
  return (
    <span className="tabular-nums">
      {formatMoneyDelta(rank.totalDelta, currency)}
      {rank.totalDeltaPercent !== null ? ` (+${rank.totalDeltaPercent}%)` : ''}
    </span>
  );
}

/** Copies the page address (which holds the comparison). */
function CopyLinkButton() {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => void copy()}>
        <Link2 className="h-4 w-4" aria-hidden="true" />
        {copied === 'yes' ? 'Link copied' : 'Copy link'}
      </Button>
      {copied === 'failed' ? (
        <p role="alert" className="text-sm text-red-700">
          The link could not be copied: copy the page address instead.
        </p>
      ) : null}
    </>
  );
}
