import { useQuery } from '@tanstack/react-query';
import { ArrowRight, CheckCircle2, CircleHelp, XCircle, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { submittability } from '../../../api/contract/creation-status';
import { Card, CardTitle } from '../../../components/ui/card';
import { appPaths } from '../../../lib/app-paths';
import { formatPlainDate } from '../../../lib/dates';
import { campaignInsightQueries } from '../../../queries/campaign-insight-queries';
import { missingItemText, stepText } from '../creation-status-words';
import { Field, NotSet, QueriedFields } from './fields';
import { numberFormat } from '../../../lib/intl-cache';

/** "Ready to submit", by the answer of creation status. */
const readiness = {
  yes: { icon: CheckCircle2, tone: 'text-emerald-800', text: 'Yes: everything needed is in place' },
  no: { icon: XCircle, tone: 'text-red-800', text: 'No: some items are still missing' },
  unknown: { icon: CircleHelp, tone: 'text-amber-800', text: 'Unknown: a prerequisite could not be checked' },
} satisfies Record<ReturnType<typeof submittability>, { icon: LucideIcon; tone: string; text: string }>;

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
      <QueriedFields query={q} what="the draft's status" loading="Loading the draft's status…" count={3}>
        {(status) => (
          <>
            <Field label="Ready to submit">
              {(() => {
                const state = submittability(status);
                const { icon: Icon, tone, text } = readiness[state];
                const answer = (
                  <span className={`inline-flex items-center gap-1.5 ${tone}`}>
                    <Icon className="h-4 w-4" aria-hidden="true" />
                    {text}
                  </span>
                );
                if (state !== 'unknown') return answer;
                const reasons = [status.note, ...status.adjustments.map((a) => a.detail)].filter(
                  (t): t is string => !!t,
                );
                return (
                  <div>
                    {answer}
                    <p className="mt-1 text-slate-600">
                      This is not a “no”: the service could not run every check.
                      {reasons.length ? ` ${reasons.join(' ')}` : ''}
                    </p>
                  </div>
                );
              })()}
            </Field>
            <Field label="Still needed">
              {status.missing.length === 0 ? (
                <NotSet>Nothing listed</NotSet>
              ) : (
                <ul aria-label="Still needed" className="list-disc space-y-1 pl-5">
                  {status.missing.map((m) => (
                    <li key={m}>{missingItemText(m)}</li>
                  ))}
                </ul>
              )}
            </Field>
            <Field label="Earliest start date">
              {formatPlainDate(status.earliestStartDate)}
              <span className="block text-xs text-slate-500">
                Includes print lead times and the channel
                {status.minStartBusinessDays > 0
                  ? ` (at least ${nf.format(status.minStartBusinessDays)} business days from ${formatPlainDate(status.asOfDateUtc)})`
                  : ''}
                .
              </span>
            </Field>
            <Field label="Last finished step">
              {status.lastActiveStep ? stepText(status.lastActiveStep) : <NotSet>None yet</NotSet>}
            </Field>
          </>
        )}
      </QueriedFields>
    </Card>
  );
}
