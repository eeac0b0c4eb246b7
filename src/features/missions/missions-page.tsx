import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { isoWeekMonday } from '../../api/contract/iso-week';
import { PageHeader } from '../../components/ui/page-header';
import { missionQueries } from '../../queries/mission-queries';
import { MissionsView } from './components/missions-view';
import {
  isEmptyRange,
  missionFiltersToListParams,
  missionWeekParams,
  parseMissionFilters,
} from './mission-filters';
import { localToday } from '../../lib/week';

/** Starts the list (or week) request with the page's code; the page shows a skeleton until it answers. */
export function createLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    const filters = parseMissionFilters(new URL(request.url).searchParams);
    if (filters.view !== 'week' && isEmptyRange(filters)) return null; // matches nothing: nothing to ask
    const params =
      filters.view === 'week'
        ? missionWeekParams(filters, filters.week ?? isoWeekMonday(localToday()))
        : missionFiltersToListParams(filters);
    void queryClient.prefetchQuery(missionQueries.list(params));
    return null;
  };
}

export function Component() {
  return (
    <div>
      <PageHeader
        title="Missions"
        description="The distribution runs of your campaigns, newest first: where and when each run is scheduled, when it was checked in and out, and how many flyers were handed out. Filters, paging and the view are kept in the address."
      />
      <MissionsView />
    </div>
  );
}
