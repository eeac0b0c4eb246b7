import { useQueries } from '@tanstack/react-query';
import { Check, Link2, Trash2, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { describeQueryError } from '../../../components/query-error-state';
import { cn } from '../../../lib/cn';
import { quoteQueries } from '../../../queries/quote-queries';
import {
  compareScenarios,
  deltaFromCheapest,
  type ComparedQuote,
  type ComparisonColumn,
  type Ranking,
} from '../comparison';
import { formatCount, formatMoney, type Currency } from '../money';
import { scenarioText } from '../quote-labels';
import { MAX_SCENARIOS, type Scenario } from '../quote-url';

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
  const { columns, mixedCurrencies } = compareScenarios(
    scenarios,
    results.map((r) => r.data),
  );
  /** One cell per column of a row: the quote's content, or its loading or error state. */
  const cells = (content: (q: ComparedQuote, column: ComparisonColumn) => ReactNode) =>
    columns.map((c, i) => (
      <Cell key={c.key} state={results[i]!} quote={c.quote}>
        {(q) => content(q, c)}
      </Cell>
    ));

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
          {mixedCurrencies ? (
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
                  {columns.map((c) => {
                    const text = scenarioText(c.scenario);
                    return (
                      <th
                        key={c.key}
                        scope="col"
                        className={cn(
                          'min-w-44 px-4 py-2.5 align-top font-semibold text-slate-900',
                          c.cheapestTotal && 'bg-emerald-50',
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
                            onClick={() => onRemove(c.key)}
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
                  {cells((q, c) => (
                    <Best best={c.cheapestTotal} badge="Cheapest total">
                      {formatMoney(q.total, q.currency)}
                    </Best>
                  ))}
                </Row>
                <Row label="Unit price">
                  {cells((q, c) => (
                    <Best best={c.cheapestUnit} badge="Lowest unit price">
                      {formatMoney(q.unitPrice, q.currency, { unit: true })}
                    </Best>
                  ))}
                </Row>
                <Row label="Compared with the cheapest">
                  {cells((q, c) => (
                    <DeltaText rank={c.rank} currency={q.currency} />
                  ))}
                </Row>
                <Row label="Pieces quoted">
                  {cells((q) => (
                    <span className="tabular-nums">{formatCount(q.pieces)}</span>
                  ))}
                </Row>
                <Row label="Adjustments">
                  {cells((q) =>
                    q.complete ? (
                      <span className="text-slate-500">None: quoted as asked</span>
                    ) : (
                      <ul className="space-y-1 text-amber-900">
                        {q.adjustments.map((a) => (
                          <li key={a}>{a}</li>
                        ))}
                      </ul>
                    ),
                  )}
                </Row>
              </tbody>
            </table>
          </div>
        </>
      )}
    </Card>
  );
}

/** An amount, marked with a badge when it is the best of its currency. */
function Best({ best, badge, children }: { best: boolean; badge: string; children: ReactNode }) {
  return (
    <div className={cn(best && 'font-semibold text-emerald-900')}>
      <div className="tabular-nums">{children}</div>
      {best ? (
        <Badge tone="success" className="mt-1">
          <Check className="mr-1 h-3 w-3" aria-hidden="true" />
          {badge}
        </Badge>
      ) : null}
    </div>
  );
}

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
  quote,
  children,
}: {
  state: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
    isFetching: boolean;
  };
  quote: ComparedQuote | undefined;
  children: (q: ComparedQuote) => ReactNode;
}) {
  let content;
  if (quote) content = children(quote);
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

const deltaClasses = {
  alone: 'text-slate-500',
  cheapest: 'font-medium text-emerald-800',
  more: 'tabular-nums',
};

function DeltaText({ rank, currency }: { rank: Ranking | undefined; currency: Currency }) {
  const { tone, text } = deltaFromCheapest(rank, currency);
  return <span className={deltaClasses[tone]}>{text}</span>;
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
