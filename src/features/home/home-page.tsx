import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, Building2, Megaphone, Trophy, type LucideIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Card, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { QueryErrorState } from '../../components/query-error-state';
import { focusRing } from '../../components/ui/button';
import { appPaths } from '../../lib/app-paths';
import { cn } from '../../lib/cn';
import { accountQueries } from '../../queries/account-queries';
import { useCampaignText } from '../../queries/use-campaign-text';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useArchivedSplit, useDraftSplit } from './api/use-draft-split';
import { DraftsInProgress } from './components/drafts-in-progress';
import { TrendFigures } from './components/trend-figures';
import { UpcomingMissions } from './components/upcoming-missions';
import { countQueries, homeDates, startHomeRest } from './home-loader';
import { countTiles } from './count-tiles';
import { numberFormat } from '../../lib/intl-cache';

function CountTile({
  label,
  count,
  to,
  loading,
}: {
  label: string;
  count: number | undefined;
  to: string;
  loading: boolean;
}) {
  return (
    <li>
      <Link
        to={to}
        className={cn(
          'block rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-indigo-300',
          focusRing,
        )}
      >
        {/* Named by what it shows ("Active 19"), so speech input can say what is on screen. */}
        <span className="block text-sm text-slate-600">{label}</span>{' '}
        {loading || count === undefined ? (
          <Skeleton className="mt-2 h-7 w-12" />
        ) : (
          <span className="mt-1 block text-2xl font-semibold text-slate-900">
            {numberFormat().format(count)}
          </span>
        )}
      </Link>
    </li>
  );
}

/**
 * A tile per word a campaign's badge can show, each counting what its word says and opening the list of
 * exactly those campaigns: drafts being built, in review, active, completed, archived, cancelled.
 */
function CampaignCounts() {
  const { statusText } = useCampaignText();
  const [total, active, completed] = useQueries({ queries: countQueries() });
  const drafts = useDraftSplit();
  const archived = useArchivedSplit();
  const results = [total, active, completed, drafts.query, archived.query];
  const failed = results.find((r) => r.isError);
  if (failed) {
    return (
      <QueryErrorState
        error={failed.error}
        what="your campaign counts"
        onRetry={() => results.filter((r) => r.isError).forEach((r) => void r.refetch())}
        retrying={results.some((r) => r.isFetching)}
      />
    );
  }
  const tiles = countTiles({
    total: total.data?.totalCount,
    active: active.data?.totalCount,
    completed: completed.data?.totalCount,
    drafts: drafts.query.data && {
      totalCount: drafts.query.data.totalCount,
      split: drafts.split && {
        building: drafts.split.building.length,
        inReview: drafts.split.inReview.length,
      },
    },
    archived: archived.query.data && {
      totalCount: archived.query.data.totalCount,
      split: archived.split && {
        archived: archived.split.archivedCount,
        cancelled: archived.split.cancelled.length,
      },
    },
    statusText,
  });
  return (
    <ul
      aria-label="Campaigns by status"
      className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-7"
      aria-busy={results.some((r) => r.isPending) || undefined}
    >
      {tiles.map((t) => (
        <CountTile key={t.to} label={t.label} count={t.count} to={t.to} loading={t.count === undefined} />
      ))}
    </ul>
  );
}

export function Component() {
  useDocumentTitle('Home');
  const queryClient = useQueryClient();
  const me = useQuery(accountQueries.me());
  // Fixed for the visit, so the keys (and the cache between visits on the same day) stay the same.
  const [dates] = useState(() => homeDates());
  const { windows, restOfWeek } = dates;
  // The first figures are drawn: the page's other reads go out now, for the same dates (home-loader.ts).
  useEffect(() => startHomeRest(queryClient, dates), [queryClient, dates]);
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
          {me.data ? `Welcome, ${me.data.client.name}` : 'Welcome'}
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          One view across every channel: hand-to-hand flyers, letterbox, direct mail and inserts.
        </p>
      </div>
      <section aria-labelledby="trend-heading">
        <h2 id="trend-heading" className="mb-3 text-lg font-semibold text-slate-900">
          The last 4 weeks
        </h2>
        <TrendFigures windows={windows} />
      </section>
      <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <UpcomingMissions range={restOfWeek} />
        <DraftsInProgress />
      </div>
      <section aria-labelledby="counts-heading">
        <h2 id="counts-heading" className="mb-3 text-lg font-semibold text-slate-900">
          Your campaigns
        </h2>
        <CampaignCounts />
      </section>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <GoCard
          id="go-campaigns"
          icon={Megaphone}
          title="Campaigns"
          text="Filter by type, status, start date and name, and open any campaign."
          to={appPaths.campaigns()}
          link="Browse campaigns"
        />
        <GoCard
          id="go-results"
          icon={Trophy}
          title="Results"
          text="Which campaigns worked: flyers, scans and conversions of every campaign over any period, side by side."
          to={appPaths.results()}
          link="Compare results"
        />
        <GoCard
          id="go-account"
          icon={Building2}
          title="Account"
          text="Your company’s details and the people on its team."
          to={appPaths.account()}
          link="View account"
        />
      </div>
    </div>
  );
}

/** A card leading to another page: what is there, and a link to it. */
function GoCard({
  id,
  icon: Icon,
  title,
  text,
  to,
  link,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  text: string;
  to: string;
  link: string;
}) {
  return (
    <Card aria-labelledby={id}>
      <CardTitle id={id} className="flex items-center gap-2">
        <Icon className="h-4 w-4 text-indigo-600" aria-hidden="true" />
        {title}
      </CardTitle>
      <p className="mt-1 text-sm text-slate-600">{text}</p>
      <Link
        to={to}
        className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-indigo-700 hover:underline"
      >
        {link} <ArrowRight className="h-4 w-4" aria-hidden="true" />
      </Link>
    </Card>
  );
}
