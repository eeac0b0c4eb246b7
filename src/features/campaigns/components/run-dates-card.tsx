import { useQuery } from '@tanstack/react-query';
import { scheduleStart } from '../../../api/contract/campaign-dates';
import { QueryErrorState } from '../../../components/query-error-state';
import { Card, CardTitle } from '../../../components/ui/card';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { formatPlainDate, formatTimestampDate } from '../../../lib/dates';
import { campaignInsightQueries } from '../../../queries/campaign-insight-queries';
import { formatWeeks } from '../../../lib/campaign-labels';
import { Field, NotSet } from './fields';

/**
 * The schedule as the service keeps it (`/dates`): planned start and end, the dates it was distributed
 * and how many weeks that covers.
 */
export function RunDatesCard({ campaignId }: { campaignId: string }) {
  const q = useQuery(campaignInsightQueries.dates(campaignId));
  return (
    <Card aria-labelledby="campaign-run-dates">
      <CardTitle id="campaign-run-dates">Run dates</CardTitle>
      {q.isPending ? (
        <div className="mt-3 space-y-3" aria-busy="true">
          <LoadingStatus label="Loading the run dates…" />
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-5 w-full" />
          ))}
        </div>
      ) : q.isError ? (
        <QueryErrorState
          className="mt-3"
          error={q.error}
          what="the run dates"
          onRetry={() => void q.refetch()}
          retrying={q.isFetching}
        />
      ) : (
        <dl className="mt-2 divide-y divide-slate-100">
          <Field label="Scheduled start">
            {(() => {
              const start = scheduleStart(q.data);
              // The service sends the planned start as midnight UTC of the start day.
              return start && !Number.isNaN(start.getTime()) ? (
                formatPlainDate(start.toISOString().slice(0, 10))
              ) : (
                <NotSet>Not scheduled</NotSet>
              );
            })()}
          </Field>
          <Field label="Planned end">
            {q.data.planned_end_date ? (
              formatPlainDate(q.data.planned_end_date)
            ) : (
              <NotSet>Not scheduled</NotSet>
            )}
          </Field>
          <Field label="Distribution">
            {q.data.activeDates.start ? (
              <>
                <time dateTime={q.data.activeDates.start}>
                  {formatTimestampDate(q.data.activeDates.start)}
                </time>
                {' – '}
                {q.data.activeDates.end ? (
                  <time dateTime={q.data.activeDates.end}>{formatTimestampDate(q.data.activeDates.end)}</time>
                ) : (
                  'still running'
                )}
              </>
            ) : (
              <NotSet>Not started yet</NotSet>
            )}
          </Field>
          {/* The service counts the weeks from the first distribution to the latest one, not to today: while
              the campaign runs, say so, or "3 weeks" would contradict "Oct 14 – still running". */}
          <Field label="Weeks distributed">
            {q.data.actual_duration_weeks <= 0 ? (
              <NotSet>None yet</NotSet>
            ) : q.data.activeDates.start && !q.data.activeDates.end ? (
              `${formatWeeks(q.data.actual_duration_weeks)} between the first and the latest distribution`
            ) : (
              formatWeeks(q.data.actual_duration_weeks)
            )}
          </Field>
        </dl>
      )}
    </Card>
  );
}
