import { Link } from 'react-router';
import { Card, CardTitle } from '../../../components/ui/card';
import { SkeletonLines } from '../../../components/query-state';
import { numberFormat } from '../../../lib/intl-cache';
import { formatPerThousand } from '../../../lib/measurement';
import { appPaths } from '../../../lib/app-paths';
import { useCampaignText } from '../../../queries/use-campaign-text';
import type { Campaign } from '../../../api/contract/campaign';
import type { CampaignResult } from '../campaign-results';
import { bestCampaigns, channelRates, MIN_RANK_FLYERS } from '../results-summary';
import { CostLine } from './cost-line';

type Row = { campaign: Campaign; result: CampaignResult };

const nf = () => numberFormat();

/**
 * Above the table, in words: the best campaigns of the period by scans per 1,000 flyers (only those with
 * enough flyers to rank), the same rate by channel, and what the account paid per scan (an estimate).
 * Shown once every campaign's results are in (a ranking of some would change as the rest arrive).
 */
export function WhatWorked({
  rows,
  ready,
  periodText,
  range,
}: {
  rows: Row[];
  ready: boolean;
  periodText: string;
  range: { from: string; to: string };
}) {
  const { typeText } = useCampaignText();
  const best = bestCampaigns(rows);
  const channels = channelRates(rows).filter((c) => c.rate !== null);
  const channelName = (type: number) =>
    typeText(rows.find((r) => r.campaign.type === type)?.campaign.typeEnum ?? '', type);
  return (
    <Card aria-labelledby="what-worked" className="mb-4">
      <CardTitle id="what-worked">What worked, {periodText}</CardTitle>
      {!ready ? (
        <div className="mt-3">
          <p className="text-sm text-slate-600">The best campaigns show once every campaign is read.</p>
          <SkeletonLines count={2} className="mt-2 h-5" />
        </div>
      ) : (
        <div className="mt-2 space-y-3 text-sm text-slate-700">
          {best.length === 0 ? (
            <p>
              No campaign counts scans with at least {nf().format(MIN_RANK_FLYERS)} flyers in this period, so
              none is ranked.
            </p>
          ) : (
            <div>
              <p>Most scans per 1,000 flyers:</p>
              <ol className="mt-1 list-decimal space-y-1 pl-6">
                {best.map(({ campaign, result, rate }) => (
                  <li key={campaign.id}>
                    <Link
                      to={appPaths.campaign(campaign.id)}
                      state={{ from: 'results' }}
                      className="font-medium text-indigo-700 underline"
                    >
                      {campaign.name}
                    </Link>
                    : <span className="font-semibold tabular-nums">{formatPerThousand(rate)}</span> (
                    {nf().format(result.scans ?? 0)} scans from {nf().format(result.flyers ?? 0)} flyers)
                  </li>
                ))}
              </ol>
            </div>
          )}
          {channels.length > 0 ? (
            <p>
              By channel:{' '}
              {channels.map((c, i) => (
                <span key={c.type}>
                  {i > 0 ? '; ' : ''}
                  {channelName(c.type)}:{' '}
                  <span className="font-semibold tabular-nums">{formatPerThousand(c.rate!)}</span>
                  {i === 0 ? ' scans per 1,000 flyers' : ''}
                  {c.enough ? '' : ' (too few flyers to rank)'}
                </span>
              ))}
              .
            </p>
          ) : null}
          <p className="text-xs text-slate-600">
            Ranked: campaigns that count scans, with at least {nf().format(MIN_RANK_FLYERS)} flyers in the
            period, so a small test does not lead. Channels are rated by their totals.
          </p>
          <CostLine range={range} periodText={periodText} />
        </div>
      )}
    </Card>
  );
}
