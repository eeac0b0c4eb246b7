import { useQueries } from '@tanstack/react-query';
import { Check, Trash2, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { EddmQuote, FlyerQuote } from '../../../api/contract/quote';
import { CopyLinkButton } from '../../../components/copy-link-button';
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
import { EDDM_POSTAGE_STATEMENT, scenarioText } from '../quote-labels';
import { MAX_SCENARIOS, type Scenario } from '../quote-url';
import { StartCampaign, StartStreetCampaign } from './start-campaign';

type Props = {
  scenarios: Scenario[];
  onRemove: (key: string) => void;
  onClear: () => void;
};

/**
 * The scenarios compared, one card each: total, unit price, the difference from the cheapest, the pieces
 * quoted and any adjustment, and its own "Start a campaign" (a direct-mail quote starts its draft whole:
 * format, pieces and price; a flyer quote a street draft of its channel). The cheapest total and the lowest unit price are highlighted (within one
 * currency). The scenarios are in the URL, so the page's address shares the comparison.
 *
 * Quotes just added are marked "Just added" and, when the comparison is not where the user is looking
 * (below the calculator on a narrow screen), scrolled into view; smoothly unless reduced motion is asked for.
 */
export function ComparisonTable({ scenarios, onRemove, onClear }: Props) {
  const results = useQueries({
    queries: scenarios.map((s) => (s.kind === 'eddm' ? quoteQueries.eddm(s) : quoteQueries.flyer(s))),
  });
  const { columns, mixedCurrencies } = compareScenarios(
    scenarios,
    results.map((r) => r.data),
  );
  const added = useJustAdded(columns.map((c) => c.key));
  const listRef = useRef<HTMLOListElement>(null);
  const firstAdded = columns.find((c) => added.has(c.key))?.key;
  // Checked again once every quote is in: a card that grew (or one above it) may have moved it away.
  const settled = results.every((r) => !r.isPending);
  useEffect(() => {
    if (!firstAdded) return;
    const card = listRef.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(firstAdded)}"]`);
    if (!card || isInView(card)) return;
    card.scrollIntoView?.({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [firstAdded, settled]);
  const addedTitles = columns.filter((c) => added.has(c.key)).map((c) => scenarioText(c.scenario).title);

  return (
    <Card aria-labelledby="comparison-title">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle id="comparison-title">
            Comparison{scenarios.length > 0 ? ` (${scenarios.length})` : ''}
          </CardTitle>
          <p className="mt-1 text-sm text-slate-600">
            Up to {MAX_SCENARIOS} quotes, kept in the page address so you can bookmark or share them.
          </p>
        </div>
        {scenarios.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            <CopyLinkButton />
            <Button variant="ghost" size="sm" onClick={onClear}>
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              Clear
            </Button>
          </div>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {addedTitles.length > 0
          ? `Added to the comparison: ${addedTitles.join('; ')}. ${scenarios.length} quotes compared.`
          : ''}
      </p>
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
          <ol ref={listRef} aria-label="Quote comparison" className="space-y-3">
            {columns.map((c, i) => (
              <ScenarioCard
                key={c.key}
                column={c}
                state={results[i]!}
                data={results[i]!.data}
                justAdded={added.has(c.key)}
                onRemove={() => onRemove(c.key)}
              />
            ))}
          </ol>
        </>
      )}
    </Card>
  );
}

/** Keys that appeared since the comparison was last changed (none on first show: a loaded address). */
function useJustAdded(keys: string[]): ReadonlySet<string> {
  const signature = keys.join(',');
  const [state, setState] = useState(() => ({ signature, known: new Set(keys), added: new Set<string>() }));
  if (state.signature !== signature) {
    const added = new Set(keys.filter((k) => !state.known.has(k)));
    setState({ signature, known: new Set(keys), added: added.size > 0 ? added : state.added });
  }
  return state.added;
}

function isInView(el: HTMLElement): boolean {
  const r = el.getBoundingClientRect();
  return r.top >= 0 && r.bottom <= (window.innerHeight || document.documentElement.clientHeight);
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

function ScenarioCard({
  column: c,
  state,
  data,
  justAdded,
  onRemove,
}: {
  column: ComparisonColumn;
  state: QueryState;
  /** The quote as the service answered it (its applied format and pieces start a draft). */
  data: EddmQuote | FlyerQuote | undefined;
  justAdded: boolean;
  onRemove: () => void;
}) {
  const id = useId();
  const text = scenarioText(c.scenario);
  return (
    <li
      data-key={c.key}
      aria-labelledby={`${id}-title`}
      className={cn(
        'rounded-lg border border-slate-200 p-3',
        c.cheapestTotal && 'border-emerald-300 bg-emerald-50',
        justAdded && 'ring-2 ring-indigo-500 ring-offset-2 motion-safe:transition-shadow',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
            {text.title}
          </h3>
          <p className="text-xs text-slate-600">{text.details}</p>
          {justAdded ? (
            <Badge tone="accent" className="mt-1">
              Just added
            </Badge>
          ) : null}
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="-mt-1 -mr-1 h-8 w-8 shrink-0"
          aria-label={`Remove ${text.title}, ${text.details} from the comparison`}
          onClick={onRemove}
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
      <QuoteState state={state} quote={c.quote}>
        {(q) => (
          <>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <Figure label="Total">
                <Best best={c.cheapestTotal} badge="Cheapest total">
                  {formatMoney(q.total, q.currency)}
                </Best>
              </Figure>
              <Figure label="Unit price">
                <Best best={c.cheapestUnit} badge="Lowest unit price">
                  {formatMoney(q.unitPrice, q.currency, { unit: true })}
                </Best>
              </Figure>
              <Figure label="Compared with the cheapest">
                <DeltaText rank={c.rank} currency={q.currency} />
              </Figure>
              <Figure label="Pieces quoted">
                <span className="tabular-nums">{formatCount(q.pieces)}</span>
              </Figure>
            </dl>
            {c.scenario.kind === 'eddm' ? (
              <p className="mt-2 text-xs text-slate-600">{EDDM_POSTAGE_STATEMENT}.</p>
            ) : null}
            {q.complete ? null : (
              <div className="mt-2 text-sm">
                <p className="text-xs font-medium text-slate-600">Adjusted from what was asked</p>
                <ul className="mt-1 space-y-1 text-amber-900">
                  {q.adjustments.map((a) => (
                    <li key={a}>{a}</li>
                  ))}
                </ul>
              </div>
            )}
            <div className="mt-3">
              {data && 'format' in data ? (
                <StartCampaign
                  quote={{ format: data.format, volume: data.volume }}
                  label="Start a campaign"
                  ariaLabel={`Start a campaign from ${text.title}, ${text.details}`}
                  size="sm"
                />
              ) : c.scenario.kind === 'flyer' ? (
                <StartStreetCampaign
                  channel={c.scenario.channel}
                  label="Start a campaign"
                  ariaLabel={`Start a campaign from ${text.title}, ${text.details}`}
                  size="sm"
                />
              ) : null}
            </div>
          </>
        )}
      </QuoteState>
    </li>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

type QueryState = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  isFetching: boolean;
};

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

function QuoteState({
  state,
  quote,
  children,
}: {
  state: QueryState;
  quote: ComparedQuote | undefined;
  children: (q: ComparedQuote) => ReactNode;
}) {
  if (quote) return children(quote);
  if (state.isError) {
    const { title } = describeQueryError(state.error, 'this quote');
    return (
      <div className="mt-2 text-sm text-red-800">
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
  }
  return <Skeleton className="mt-2 h-12 w-full" />;
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
