import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Spend } from '../../../api/contract/spend';
import { Card, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatAmount } from '../../../lib/currency';
import type { SpendCurrency } from '../../../lib/spend-money';
import { displayNames, numberFormat } from '../../../lib/intl-cache';

const nf = numberFormat();

/** "US dollars" for USD in English; the code itself where the browser has no name for it. */
export function currencyName(code: string, locale?: string): string {
  try {
    return displayNames(locale, { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** "1 campaign", "12 campaigns". */
export const campaignsText = (n: number) => `${nf.format(n)} ${n === 1 ? 'campaign' : 'campaigns'}`;

function Figure({
  label,
  value,
  hint,
  className,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm max-sm:p-3',
        className,
      )}
    >
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold break-words text-slate-900 tabular-nums max-sm:text-lg">
        {value}
      </dd>
      {hint ? <dd className="mt-1 text-xs text-slate-500">{hint}</dd> : null}
    </div>
  );
}

function CurrencyNote({ currency }: { currency: SpendCurrency }) {
  if (currency.source === 'response')
    return <p className="text-sm text-slate-600">Currency: {currencyName(currency.code)}.</p>;
  if (currency.source === 'account')
    return (
      <p className="text-sm text-amber-800">
        The service did not say which currency; amounts are shown in {currencyName(currency.code)}, the
        currency of your account’s country ({currency.country}).
      </p>
    );
  return (
    <p className="text-sm text-amber-800">
      The currency is unknown: the service did not say and your account’s country has no known currency, so
      amounts are shown as plain numbers.
    </p>
  );
}

/** The incomplete-total warning, with the service's own explanation. */
export function IncompleteWarning({ spend }: { spend: Spend }) {
  const details = spend.adjustments.map((a) => a.detail).filter((d) => d.trim() !== '');
  return (
    <div role="alert" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <div className="flex items-start gap-3">
        <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0 text-amber-600" aria-hidden="true" />
        <div className="min-w-0">
          <h2 className="font-semibold">This total is incomplete</h2>
          {details.length > 0 ? (
            <ul className="mt-1 space-y-1 text-sm">
              {details.map((d, i) => (
                <li key={i}>{d}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm">
              The service marked this total as partial without saying why; the real spend may be higher.
            </p>
          )}
          {details.length === 0 && spend.priced < spend.campaigns ? (
            <p className="mt-1 text-sm">
              {nf.format(spend.campaigns - spend.priced)} of {campaignsText(spend.campaigns)} have no recorded
              price and add nothing to the amounts below.
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

export function SpendFigures({ spend, currency }: { spend: Spend; currency: SpendCurrency }) {
  const money = (n: number) => formatAmount(n, currency.code);
  return (
    <div>
      {spend.complete ? null : <IncompleteWarning spend={spend} />}
      <dl aria-label="Spend" className="grid grid-cols-2 gap-4 max-sm:gap-3 lg:grid-cols-4">
        <Figure
          className="max-sm:col-span-2"
          label="Total"
          value={money(spend.total)}
          hint={
            spend.complete ? 'Price plus taxes, less discounts.' : 'Lower than the real spend: see above.'
          }
        />
        <Figure label="Taxes" value={money(spend.taxes)} />
        <Figure label="Discounts" value={money(spend.discounts)} />
        <Figure
          className="max-sm:col-span-2"
          label="Priced campaigns"
          value={`${nf.format(spend.priced)} of ${nf.format(spend.campaigns)}`}
          hint={spend.includeDrafts ? 'Drafts included.' : 'Drafts not included.'}
        />
      </dl>
      <div className="mt-3">
        <CurrencyNote currency={currency} />
      </div>
    </div>
  );
}

/** How many campaigns are priced from each source, in sentences, and a way to the campaigns counted. */
export function PriceSources({ spend, campaignsHref }: { spend: Spend; campaignsHref: string }) {
  const { extraData, cityMetrics, unpriced } = spend.sources;
  return (
    <Card aria-labelledby="spend-sources">
      <CardTitle id="spend-sources">Where the prices come from</CardTitle>
      <ul className="mt-3 space-y-2 text-sm text-slate-700">
        <li>
          <span className="font-semibold tabular-nums">{campaignsText(extraData)}</span>{' '}
          {extraData === 1 ? 'is' : 'are'} priced at the price recorded for the campaign itself.
        </li>
        <li>
          <span className="font-semibold tabular-nums">{campaignsText(cityMetrics)}</span>{' '}
          {cityMetrics === 1 ? 'has' : 'have'} no price of {cityMetrics === 1 ? 'its' : 'their'} own and{' '}
          {cityMetrics === 1 ? 'is' : 'are'} priced at the standard rates of{' '}
          {cityMetrics === 1 ? 'its' : 'their'} city.
        </li>
        <li className={unpriced > 0 ? 'text-amber-900' : undefined}>
          <span className="font-semibold tabular-nums" data-testid="unpriced-count">
            {campaignsText(unpriced)}
          </span>{' '}
          {unpriced === 1 ? 'has' : 'have'} no recorded price yet, so{' '}
          {unpriced === 1 ? 'it adds' : 'they add'} nothing to the total.
        </li>
      </ul>
      <p className="mt-3 text-sm text-slate-600">
        Campaigns count in the period they start in (a draft without a start date, when it was created).{' '}
        <Link
          to={campaignsHref}
          className="font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          See the campaigns of this period
        </Link>
        {unpriced > 0 ? ' (the list does not show which ones lack a price).' : '.'}
      </p>
    </Card>
  );
}

export function SpendSummarySkeleton() {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-24" />
      ))}
    </div>
  );
}
