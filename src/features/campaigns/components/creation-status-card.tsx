import { useQuery } from '@tanstack/react-query';
import { ArrowRight, CheckCircle2, CircleHelp, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { submittability } from '../../../api/contract/creation-status';
import { QueryErrorState } from '../../../components/query-error-state';
import { Card, CardTitle } from '../../../components/ui/card';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { appPaths } from '../../../lib/app-paths';
import { formatPlainDate } from '../../../lib/dates';
import { campaignInsightQueries } from '../../../queries/campaign-insight-queries';
import { missingItemText, stepText } from '../creation-status-words';
import { Field, NotSet } from './fields';
import { numberFormat } from '../../../lib/intl-cache';

/**
 * The readiness of a draft still being built (`/creation-status`): can it be submitted, what is missing,
 * the earliest start and the step last finished, with a way back into the builder. Only for a draft still
 * being built: a draft in review or cancelled has nothing left to do (see `StageNoteCard`).
 */
export function CreationStatusCard({ campaignId }: { campaignId: string }) {
  const q = useQuery(campaignInsightQueries.creationStatus(campaignId));
  const nf = numberFormat();
  return (
    <Card aria-labelledby="campaign-readiness" className="lg:col-span-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <CardTitle id="campaign-readiness">Before you submit</CardTitle>
        <Link
          to={appPaths.buildCampaign(campaignId)}
          className="inline-flex items-center gap-1 rounded text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          Continue building <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </div>
      {q.isPending ? (
        <div className="mt-3 space-y-3" aria-busy="true">
          <LoadingStatus label="Loading the draft's status…" />
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-5 w-full" />
          ))}
        </div>
      ) : q.isError ? (
        <QueryErrorState
          className="mt-3"
          error={q.error}
          what="the draft's status"
          onRetry={() => void q.refetch()}
          retrying={q.isFetching}
        />
      ) : (
        <dl className="mt-2 divide-y divide-slate-100">
          <Field label="Ready to submit">
            {(() => {
              const state = submittability(q.data);
              if (state === 'yes') {
                return (
                  <span className="inline-flex items-center gap-1.5 text-emerald-800">
                    <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
                    Yes: everything needed is in place
                  </span>
                );
              }
              if (state === 'no') {
                return (
                  <span className="inline-flex items-center gap-1.5 text-red-800">
                    <XCircle className="h-4 w-4" aria-hidden="true" />
                    No: some items are still missing
                  </span>
                );
              }
              const reasons = [q.data.note, ...q.data.adjustments.map((a) => a.detail)].filter(
                (t): t is string => !!t,
              );
              return (
                <div>
                  <span className="inline-flex items-center gap-1.5 text-amber-800">
                    <CircleHelp className="h-4 w-4" aria-hidden="true" />
                    Unknown: a prerequisite could not be checked
                  </span>
                  <p className="mt-1 text-slate-600">
                    This is not a “no”: the service could not run every check.
                    {reasons.length ? ` ${reasons.join(' ')}` : ''}
                  </p>
                </div>
              );
            })()}
          </Field>
          <Field label="Still needed">
            {q.data.missing.length === 0 ? (
              <NotSet>Nothing listed</NotSet>
            ) : (
              <ul aria-label="Still needed" className="list-disc space-y-1 pl-5">
                {q.data.missing.map((m) => (
                  <li key={m}>{missingItemText(m)}</li>
                ))}
              </ul>
            )}
          </Field>
          <Field label="Earliest start date">
            {formatPlainDate(q.data.earliestStartDate)}
            <span className="block text-xs text-slate-500">
              Includes print lead times and the channel
              {q.data.minStartBusinessDays > 0
                ? ` (at least ${nf.format(q.data.minStartBusinessDays)} business days from ${formatPlainDate(q.data.asOfDateUtc)})`
                : ''}
              .
            </span>
          </Field>
          <Field label="Last finished step">
            {q.data.lastActiveStep ? stepText(q.data.lastActiveStep) : <NotSet>None yet</NotSet>}
          </Field>
        </dl>
      )}
    </Card>
  );
}
