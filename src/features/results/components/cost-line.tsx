import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { appPaths } from '../../../lib/app-paths';
import { formatAmount } from '../../../lib/currency';
import { numberFormat } from '../../../lib/intl-cache';
import { spendCurrency } from '../../../lib/spend-money';
import { accountQueries } from '../../../queries/account-queries';
import { useCostEstimate } from '../../../queries/use-cost-estimate';

/**
 * Cost, honestly: the service never returns a campaign's cost, so no cost per campaign is shown; the
 * account's estimated cost per scan over the same days is, worked out as the Spend page does (the same
 * reads, so the same figure), with a link to it.
 */
export function CostLine({ range, periodText }: { range: { from: string; to: string }; periodText: string }) {
  const estimate = useCostEstimate(range);
  const me = useQuery(accountQueries.me());
  const spendLink = (
    <Link to={appPaths.spend(range)} className="text-indigo-700 underline">
      Spend
    </Link>
  );
  let figure: ReactNode;
  if (estimate.status === 'ready') {
    const currency = spendCurrency(estimate.spend.currency, me.data?.client.country_code);
    const money = (n: number) =>
      currency.code
        ? numberFormat(undefined, { style: 'currency', currency: currency.code }).format(n)
        : formatAmount(n, undefined);
    figure =
      estimate.perScan === undefined ? (
        <> The campaigns that started in it have no scans yet, so there is no cost per scan.</>
      ) : (
        <>
          {' '}
          Your estimated cost per scan for {periodText} is{' '}
          <span className="font-semibold">{money(estimate.perScan)}</span>: the spend of the campaigns that
          started in it over their scans so far.
        </>
      );
  } else if (estimate.status === 'too-many') {
    figure = (
      <> This period has too many campaigns for the estimated cost per scan; see it for a shorter one.</>
    );
  } else if (estimate.status === 'no-campaigns') {
    figure = <> No campaign started in this period, so there is no cost per scan for it.</>;
  } else if (estimate.status === 'error') {
    figure = <> The estimated cost per scan could not be worked out just now.</>;
  } else {
    figure = <> Working out the estimated cost per scan…</>;
  }
  return (
    <p>
      Costs: the service does not share what each campaign cost, so no cost per campaign is shown.
      {figure} More on {spendLink}.
    </p>
  );
}
