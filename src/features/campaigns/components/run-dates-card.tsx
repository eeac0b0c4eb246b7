import { useQuery } from '@tanstack/react-query';
import { scheduleStart } from '../../../api/contract/campaign-dates';
import { Card, CardTitle } from '../../../components/ui/card';
import { formatPlainDate, formatTimestampDate } from '../../../lib/dates';
import { campaignInsightQueries } from '../../../queries/campaign-insight-queries';
import { formatWeeks } from '../../../lib/campaign-labels';
import { Field, NotSet, QueriedFields } from './fields';

/**
 * The schedule as the service keeps it (`/dates`): planned start and end, the dates it was distributed
 * and how many weeks that covers.
 */
export function RunDatesCard({ campaignId }: { campaignId: string }) {
  const q = useQuery(campaignInsightQueries.dates(campaignId));
  return (
    <Card aria-labelledby="campaign-run-dates">
      <CardTitle id="campaign-run-dates">Run dates</CardTitle>
      <QueriedFields query={q} what="the run dates" loading="Loading the run dates…" count={4}>
        {(dates) => (
          <>
            <Field label="Scheduled start">
              {(() => {
                const start = scheduleStart(dates);
                // The service sends the planned start as midnight UTC of the start day.
                return start && !Number.isNaN(start.getTime()) ? (
                  formatPlainDate(start.toISOString().slice(0, 10))
                ) : (
                  <NotSet>Not scheduled</NotSet>
                );
              })()}
            </Field>
            <Field label="Planned end">
              {dates.planned_end_date ? (
                formatPlainDate(dates.planned_end_date)
              ) : (
                <NotSet>Not scheduled</NotSet>
              )}
            </Field>
            <Field label="Distribution">
              {dates.activeDates.start ? (
                <>
                  <time dateTime={dates.activeDates.start}>
                    {formatTimestampDate(dates.activeDates.start)}
                  </time>
                  {' – '}
                  {dates.activeDates.end ? (
                    <time dateTime={dates.activeDates.end}>{formatTimestampDate(dates.activeDates.end)}</time>
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
              {dates.actual_duration_weeks <= 0 ? (
                <NotSet>None yet</NotSet>
              ) : dates.activeDates.start && !dates.activeDates.end ? (
                `${formatWeeks(dates.actual_duration_weeks)} between the first and the latest distribution`
              ) : (
                formatWeeks(dates.actual_duration_weeks)
              )}
            </Field>
          </>
        )}
      </QueriedFields>
    </Card>
  );
}
