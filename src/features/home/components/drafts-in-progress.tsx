import { useQueries, useQuery } from '@tanstack/react-query';
import { FilePenLine } from 'lucide-react';
import { Link } from 'react-router';
import { QueryErrorState } from '../../../components/query-error-state';
import { Card, CardTitle } from '../../../components/ui/card';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { appPaths } from '../../../lib/app-paths';
import { formatTimestampDate } from '../../../lib/dates';
import { useCampaignText } from '../../../queries/use-campaign-text';
import { homeQueries, HOME_LIST_SIZE } from '../api/home-queries';
import { submittedDraftCandidates } from '../home-loader';
import { numberFormat } from '../../../lib/intl-cache';

/**
 * Where a draft's link goes: the builder, where it was left, while it can still be changed; the campaign
 * page ("Open") once it was submitted for review. Until its status is read, the builder (which says so
 * itself when a draft is in review).
 */
export function draftLink(id: string, internalStatus: string | undefined) {
  return internalStatus === 'IN_REVIEW'
    ? { to: appPaths.campaign(id), text: 'Open', note: 'In review' }
    : { to: appPaths.buildCampaign(id), text: 'Continue', note: undefined };
}

/** Drafts, newest first, each with a link to continue building it where it was left (or open it, once in review). */
export function DraftsInProgress() {
  const { typeText } = useCampaignText();
  const q = useQuery(homeQueries.drafts());
  // Only a draft with a launch date can have been submitted: the others' status is not read.
  const submittable = submittedDraftCandidates(q.data?.nodes ?? []);
  const statuses = useQueries({
    queries: submittable.map((c) => homeQueries.creationStatus(c.id)),
    combine: (results) =>
      new Map(submittable.map((c, i) => [c.id, results[i]?.data?.internalStatus] as const)),
  });
  const nf = numberFormat();
  return (
    <Card aria-labelledby="home-drafts">
      <CardTitle id="home-drafts" className="flex items-center gap-2">
        <FilePenLine className="h-4 w-4 text-indigo-600" aria-hidden="true" />
        Drafts in progress
      </CardTitle>
      {q.isPending ? (
        <div className="mt-3 space-y-2" aria-busy="true">
          <LoadingStatus label="Loading your drafts…" />
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : q.isError ? (
        <QueryErrorState
          className="mt-3"
          error={q.error}
          what="your drafts"
          onRetry={() => void q.refetch()}
          retrying={q.isFetching}
        />
      ) : q.data.nodes.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No drafts in progress.</p>
      ) : (
        <>
          <ul aria-label="Drafts" className="mt-3 divide-y divide-slate-100">
            {q.data.nodes.map((c) => {
              const link = draftLink(c.id, statuses.get(c.id));
              return (
                <li key={c.id} className="flex items-center justify-between gap-x-4 py-2 text-sm">
                  <div className="min-w-0">
                    <p className="font-medium break-words text-slate-900">{c.name}</p>
                    <p className="text-slate-600">
                      {typeText(c.typeEnum, c.type)} · updated {formatTimestampDate(c.updated_at)}
                      {link.note ? ` · ${link.note}` : ''}
                    </p>
                  </div>
                  <Link
                    to={link.to}
                    aria-label={`${link.text} ${c.name}`}
                    className="shrink-0 rounded text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
                  >
                    {link.text}
                  </Link>
                </li>
              );
            })}
          </ul>
          {q.data.totalCount > HOME_LIST_SIZE ? (
            <Link
              to={appPaths.campaigns({ statuses: [0] })}
              className="mt-2 inline-block text-sm text-indigo-700 hover:underline"
            >
              See all {nf.format(q.data.totalCount)} drafts
            </Link>
          ) : null}
        </>
      )}
    </Card>
  );
}
