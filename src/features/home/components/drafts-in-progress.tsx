import { FilePenLine, Hourglass } from 'lucide-react';
import { Link } from 'react-router';
import type { Campaign } from '../../../api/contract/campaign';
import { QueryErrorState } from '../../../components/query-error-state';
import { Card, CardTitle } from '../../../components/ui/card';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { appPaths } from '../../../lib/app-paths';
import { stageWords } from '../../../lib/campaign-stage-words';
import { formatTimestampDate } from '../../../lib/dates';
import { numberFormat } from '../../../lib/intl-cache';
import { useCampaignText } from '../../../queries/use-campaign-text';
import { HOME_LIST_SIZE } from '../api/home-queries';
import { useDraftSplit } from '../api/use-draft-split';

type Row = Pick<Campaign, 'id' | 'name' | 'type' | 'typeEnum' | 'updated_at'>;

function DraftRows({
  label,
  rows,
  inReview,
  isReady,
}: {
  label: string;
  rows: Row[];
  inReview: boolean;
  isReady?: (id: string) => boolean;
}) {
  const { typeText } = useCampaignText();
  return (
    <ul aria-label={label} className="mt-2 divide-y divide-slate-100">
      {rows.slice(0, HOME_LIST_SIZE).map((c) => {
        // A draft being built continues in the builder where it was left; one in review opens its page.
        const link = inReview
          ? { to: appPaths.campaign(c.id), text: 'Open' }
          : { to: appPaths.buildCampaign(c.id), text: 'Continue' };
        return (
          <li key={c.id} className="flex items-center justify-between gap-x-4 py-2 text-sm">
            <div className="min-w-0">
              <p className="font-medium break-words text-slate-900">{c.name}</p>
              <p className="text-slate-600">
                {typeText(c.typeEnum, c.type)} · updated {formatTimestampDate(c.updated_at)}
                {inReview ? ` · ${stageWords.inReview}` : ''}
                {isReady?.(c.id) ? (
                  <>
                    {' · '}
                    <span className="font-medium text-emerald-800">Ready to submit</span>
                  </>
                ) : null}
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
  );
}

/** "See all 14 drafts" under a list cut at `HOME_LIST_SIZE`, to the campaign list of exactly those. */
function SeeAll({ count, noun, to }: { count: number; noun: string; to: string }) {
  if (count <= HOME_LIST_SIZE) return null;
  return (
    <Link to={to} className="mt-2 inline-block text-sm text-indigo-700 hover:underline">
      See all {numberFormat().format(count)} {noun}
    </Link>
  );
}

/**
 * Every draft still being built, dated or not, last changed first, each with a link to continue building
 * it where it was left and saying when it is ready to submit; below them, drafts submitted for review
 * ("In review"), each opening its page.
 */
export function DraftsInProgress() {
  const { query: q, split, isReady } = useDraftSplit();
  const nf = numberFormat();
  return (
    <Card aria-labelledby="home-drafts">
      <CardTitle id="home-drafts" className="flex items-center gap-2">
        <FilePenLine className="h-4 w-4 text-indigo-600" aria-hidden="true" />
        Drafts in progress
      </CardTitle>
      <p className="mt-1 text-xs text-slate-600">Drafts still being built, last changed first.</p>
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
      ) : !split ? (
        // More drafts than can be read to order them: the list has them all.
        <p className="mt-3 text-sm text-slate-600">
          You have {nf.format(q.data.totalCount)} drafts (those in review among them), more than Home can
          order here.{' '}
          <Link
            to={appPaths.campaigns({ stages: ['draft', 'inReview'] })}
            className="text-indigo-700 hover:underline"
          >
            See them in the campaign list
          </Link>
        </p>
      ) : (
        <>
          {split.building.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">No drafts in progress.</p>
          ) : (
            <DraftRows label="Drafts" rows={split.building} inReview={false} isReady={isReady} />
          )}
          <SeeAll
            count={split.building.length}
            noun="drafts"
            to={appPaths.campaigns({ stages: ['draft'] })}
          />
          {split.inReview.length > 0 ? (
            <section aria-labelledby="home-in-review" className="mt-4 border-t border-slate-100 pt-3">
              <h3
                id="home-in-review"
                className="flex items-center gap-2 text-sm font-semibold text-slate-900"
              >
                <Hourglass className="h-4 w-4 text-indigo-600" aria-hidden="true" />
                {stageWords.inReview}
              </h3>
              <p className="mt-1 text-xs text-slate-600">
                Submitted: a reviewer checks each before anything is printed, mailed or charged.
              </p>
              <DraftRows label="In review" rows={split.inReview} inReview />
              <SeeAll
                count={split.inReview.length}
                noun="drafts in review"
                to={appPaths.campaigns({ stages: ['inReview'] })}
              />
            </section>
          ) : null}
        </>
      )}
    </Card>
  );
}
