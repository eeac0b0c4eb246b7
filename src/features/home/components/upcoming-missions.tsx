import { useQuery } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { CardQueryState } from '../../../components/query-state';
import { Card, CardTitle } from '../../../components/ui/card';
import { appPaths } from '../../../lib/app-paths';
import { fallbackGlossary } from '../../../api/contract/glossary';
import { glossaryQueries } from '../../../queries/glossary-queries';
import { MissionStatusBadge } from '../../../components/mission-status-badge';
import { useMissionStatuses } from '../../../queries/use-mission-statuses';
import { homeQueries, HOME_LIST_SIZE, upcomingStatuses } from '../api/home-queries';
import { dateTimeFormat, numberFormat } from '../../../lib/intl-cache';

/** Runs still to come that start between today and Sunday (the user's time zone), the 10 soonest. */
export function UpcomingMissions({ range }: { range: { from: string; to: string } }) {
  // The statuses to ask for come from the glossary: wait for it (or its failure) rather than ask twice.
  const glossary = useQuery(glossaryQueries.all());
  const statuses = upcomingStatuses(glossary.data ?? fallbackGlossary);
  const q = useQuery({ ...homeQueries.upcomingMissions(range, statuses), enabled: !glossary.isPending });
  const { labelOf } = useMissionStatuses();
  const nf = numberFormat();
  const when = dateTimeFormat(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });
  return (
    <Card aria-labelledby="home-missions">
      <CardTitle id="home-missions" className="flex items-center gap-2">
        <CalendarClock className="h-4 w-4 text-indigo-600" aria-hidden="true" />
        Missions coming up this week
      </CardTitle>
      <p className="mt-1 text-xs text-slate-600">
        Runs not yet completed that start between today and Sunday, soonest first.
      </p>
      <CardQueryState
        query={q}
        what="this week's missions"
        loading="Loading this week's missions…"
        count={3}
        shape="rows"
      >
        {({ nodes, totalCount }) =>
          nodes.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">No missions are planned for the rest of this week.</p>
          ) : (
            <>
              <ul aria-label="Missions this week" className="mt-3 divide-y divide-slate-100">
                {nodes.map((m) => (
                  <li
                    key={m.id}
                    className="flex flex-wrap items-baseline justify-between gap-x-4 py-2 text-sm"
                  >
                    <div className="min-w-0">
                      <p className="font-medium text-slate-900">{m.location_name || m.city_name}</p>
                      <p className="text-slate-600">
                        <Link
                          to={appPaths.campaign(m.campaign_id, 'missions')}
                          className="text-indigo-700 hover:underline"
                        >
                          {m.campaign_name}
                        </Link>
                        {m.city_name ? ` · ${m.city_name}` : ''}
                      </p>
                    </div>
                    <div className="flex items-center gap-2">
                      <time dateTime={m.time_range_start} className="text-slate-700 tabular-nums">
                        {Number.isNaN(Date.parse(m.time_range_start))
                          ? m.time_range_start
                          : when.format(Date.parse(m.time_range_start))}
                      </time>
                      <MissionStatusBadge mission={m} label={labelOf(m)} />
                    </div>
                  </li>
                ))}
              </ul>
              {totalCount > HOME_LIST_SIZE ? (
                <p className="mt-2 text-xs text-slate-600">
                  Showing {nf.format(nodes.length)} of {nf.format(totalCount)} missions this week.
                </p>
              ) : null}
            </>
          )
        }
      </CardQueryState>
    </Card>
  );
}
