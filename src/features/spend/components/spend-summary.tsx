import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Spend } from '../../../api/contract/spend';
import { Card, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatAmount } from '../../../lib/currency';
import type { SpendCurrency } from '../spend-money';

const nf = new Intl.NumberFormat();

function Figure({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{value}</dd>
      {hint ? <dd className="mt-1 text-xs text-slate-500">{hint}</dd> : null}
    </div>
  );
}

function CurrencyNote({ currency }: { currency: SpendCurrency }) {
  if (currency.source === 'response')
    return (
      <p className="text-sm text-slate-600">Amounts in {currency.code}, the currency the service reports.</p>
    );
  if (currency.source === 'account')
    return (
      <p className="text-sm text-amber-800">
        The service did not say which currency; amounts are shown in {currency.code}, the currency of your
        account’s country ({currency.country}).
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
        <div>
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
              {nf.format(spend.campaigns - spend.priced)} of {nf.format(spend.campaigns)} campaigns have no
              recorded price and add nothing to the amounts below.
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

export function SpendSummary({ spend, currency }: { spend: Spend; currency: SpendCurrency }) {
  const money = (n: number) => formatAmount(n, currency.code);
  return (
    <div>
      {spend.complete ? null : <IncompleteWarning spend={spend} />}
      <dl aria-label="Spend" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Figure
          label="Total"
          value={money(spend.total)}
          hint={
            spend.complete ? 'Price plus taxes, less discounts.' : 'Lower than the real spend: see above.'
          }
        />
        <Figure label="Taxes" value={money(spend.taxes)} />
        <Figure label="Discounts" value={money(spend.discounts)} />
        <Figure
          label="Priced campaigns"
          value={`${nf.format(spend.priced)} of ${nf.format(spend.campaigns)}`}
          hint={spend.includeDrafts ? 'Drafts included.' : 'Drafts not included.'}
        />
      </dl>
      <div className="mt-3">
        <CurrencyNote currency={currency} />
      </div>
      <Card aria-labelledby="spend-sources" className="mt-6">
        <CardTitle id="spend-sources">Where the prices come from</CardTitle>
        <p className="mt-1 text-sm text-slate-600">The number of campaigns priced from each source.</p>
        <dl className="mt-3 divide-y divide-slate-100 text-sm">
          <div className="flex justify-between py-2">
            <dt className="text-slate-700">
              Recorded campaign price <span className="text-xs text-slate-500">(extraData)</span>
            </dt>
            <dd className="font-medium tabular-nums">{nf.format(spend.sources.extraData)}</dd>
          </div>
          <div className="flex justify-between py-2">
            <dt className="text-slate-700">
              City rates <span className="text-xs text-slate-500">(cityMetrics)</span>
            </dt>
            <dd className="font-medium tabular-nums">{nf.format(spend.sources.cityMetrics)}</dd>
          </div>
          <div className="flex justify-between py-2">
            <dt className="text-slate-700">
              No price recorded <span className="text-xs text-slate-500">(unpriced)</span>
            </dt>
            <dd
              className={
                spend.sources.unpriced > 0
                  ? 'font-medium text-amber-800 tabular-nums'
                  : 'font-medium tabular-nums'
              }
            >
              {nf.format(spend.sources.unpriced)}
            </dd>
          </div>
        </dl>
        {spend.note ? <p className="mt-3 text-xs text-slate-500">{spend.note}</p> : null}
      </Card>
    </div>
  );
}

export function SpendSummarySkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-24" />
      ))}
    </div>
  );
}
