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
import { useDocumentTitle } from '../../lib/use-document-title';

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
  useDocumentTitle('Missions');
  return (
    <div>
      <PageHeader
        title="Missions"
        description="The distribution runs of your campaigns, newest first: where and when each run is scheduled, its status, how many flyers were handed out, and when the distributor checked in and out."
      />
      <MissionsView />
    </div>
  );
}
