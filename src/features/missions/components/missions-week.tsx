import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Mission, MissionList } from '../../../api/contract/mission';
import { Button } from '../../../components/ui/button';
import { LoadingStatus } from '../../../components/ui/skeleton';
import { QueryState, SkeletonLines } from '../../../components/query-state';
import { appPaths } from '../../../lib/app-paths';
import { cn } from '../../../lib/cn';
import { addDays, plainDateToUtc } from '../../../lib/dates';
import { missionQueries } from '../../../queries/mission-queries';
import { hasActiveFilters, missionWeekParams, WEEK_LIMIT, type MissionFilters } from '../mission-filters';
import { groupByDay, localToday } from '../../../lib/week';
import { MissionStatusBadge } from '../../../components/mission-status-badge';
import { dateTimeFormat, numberFormat } from '../../../lib/intl-cache';

type Props = {
  filters: MissionFilters;
  /** The Monday of the week shown. */
  monday: string;
  thisMonday: string;
  fixedCampaign?: string;
  labelOf: (m: Pick<Mission, 'status' | 'statusEnum'>) => string;
  onWeek: (monday: string | undefined) => void;
};

const nf = numberFormat();
const dayName = (date: string) =>
  dateTimeFormat(undefined, { weekday: 'long', timeZone: 'UTC' }).format(plainDateToUtc(date));
const dayDate = (date: string) =>
  dateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(plainDateToUtc(date));
const time = (iso: string) => dateTimeFormat(undefined, { timeStyle: 'short' }).format(Date.parse(iso));

/** "Nov 16 – 22, 2026", in the user's locale. */
function weekTitle(monday: string): string {
  const start = plainDateToUtc(monday)!;
  const end = plainDateToUtc(addDays(monday, 6)!)!;
  return dateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(start, end);
}

/**
 * A seven-day calendar (Monday to Sunday) of the missions scheduled in one week, in the user's time zone,
 * with the same status, campaign and search filters as the table. At most `WEEK_LIMIT` missions are
 * fetched; when the week holds more, the calendar says so.
 */
export function MissionsWeek({ filters, monday, thisMonday, fixedCampaign, labelOf, onWeek }: Props) {
  // No previous data as a placeholder: another week's missions would not fit this week's days.
  const query = useQuery(missionQueries.list(missionWeekParams(filters, monday, fixedCampaign)));
  const title = weekTitle(monday);
  const today = localToday();

  const week = ({ nodes, totalCount }: MissionList) => {
    const days = groupByDay(nodes, monday, (m) => m.time_range_start);
    return (
      <>
        <p aria-live="polite" className="mb-2 text-sm text-slate-700">
          {totalCount === 0
            ? hasActiveFilters(filters, fixedCampaign)
              ? 'No missions scheduled this week match these filters.'
              : 'No missions scheduled this week.'
            : `${nf.format(totalCount)} ${totalCount === 1 ? 'mission' : 'missions'} this week.`}
        </p>
        {totalCount > nodes.length ? (
          <p role="status" className="mb-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900">
            The calendar shows the first {nf.format(nodes.length)} of them (at most {nf.format(WEEK_LIMIT)}{' '}
            are read at once). Narrow the status, campaign or search to see them all.
          </p>
        ) : null}
        <div className="grid gap-2 md:grid-cols-7">
          {days.map((d) => {
            const headingId = `mission-day-${d.date}`;
            return (
              <section
                key={d.date}
                aria-labelledby={headingId}
                className={cn(
                  'min-w-0 rounded-lg border bg-white p-2',
                  d.date === today ? 'border-indigo-400 ring-1 ring-indigo-200' : 'border-slate-200',
                )}
              >
                <h3 id={headingId} className="mb-2 text-sm font-semibold text-slate-900">
                  {dayName(d.date)} <span className="font-normal text-slate-600">{dayDate(d.date)}</span>
                  {d.date === today ? <span className="ml-1 text-xs text-indigo-700">(today)</span> : null}
                </h3>
                {d.items.length === 0 ? (
                  <p className="text-xs text-slate-500">No missions</p>
                ) : (
                  <ul
                    aria-label={`Missions on ${dayName(d.date)}`}
                    className="max-h-[32rem] space-y-1.5 overflow-y-auto"
                  >
                    {d.items.map((m) => (
                      <li key={m.id} className="rounded border border-slate-100 bg-slate-50 p-1.5 text-xs">
                        <p className="font-medium text-slate-900">
                          <time dateTime={m.time_range_start}>{time(m.time_range_start)}</time> ·{' '}
                          {m.location_name}
                        </p>
                        <p className="text-slate-600">{m.city_name}</p>
                        {fixedCampaign ? null : (
                          <Link
                            to={appPaths.campaign(m.campaign_id)}
                            className="block break-words text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
                          >
                            {m.campaign_name}
                          </Link>
                        )}
                        <div className="mt-1">
                          <MissionStatusBadge mission={m} label={labelOf(m)} />
                        </div>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      </>
    );
  };
  const body = (
    <QueryState
      query={query}
      what="this week’s missions"
      pending={
        <>
          <LoadingStatus label="Loading the week’s missions…" />
          <div className="grid gap-2 md:grid-cols-7">
            <SkeletonLines count={7} className="h-40" />
          </div>
        </>
      }
    >
      {week}
    </QueryState>
  );

  return (
    <section aria-labelledby="missions-week-title">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="missions-week-title" className="text-base font-semibold text-slate-900">
          {title}
          {monday === thisMonday ? (
            <span className="ml-2 text-sm font-normal text-slate-600">(this week)</span>
          ) : null}
        </h2>
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-label="Previous week"
            onClick={() => onWeek(addDays(monday, -7))}
          >
            <ChevronLeft className="h-4 w-4" aria-hidden="true" />
            Previous
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={monday === thisMonday}
            onClick={() => onWeek(undefined)}
          >
            This week
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label="Next week"
            onClick={() => onWeek(addDays(monday, 7))}
          >
            Next
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
      {body}
    </section>
  );
}
