import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CalendarDays, Table2 } from 'lucide-react';
import { filterPaging, PagedListBody } from '../../../components/paged-list-body';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { cn } from '../../../lib/cn';
import { missionQueries } from '../../../queries/mission-queries';
import { useUrlState } from '../../../lib/use-url-state';
import {
  PAGE_SIZES,
  clearedMissionFilters,
  hasActiveFilters,
  isEmptyRange,
  missionFiltersToListParams,
  missionFiltersToSearchParams,
  parseMissionFilters,
  updateMissionFilters,
  type MissionFilters,
  type MissionView,
} from '../mission-filters';
import { useMissionStatuses, useMissionTypes } from '../../../queries/use-mission-statuses';
import { isoWeekMonday } from '../../../api/contract/iso-week';
import { localToday } from '../../../lib/week';
import { CampaignPicker } from './campaign-picker';
import { MissionsFiltersBar } from './missions-filters-bar';
import { MissionsTable, MissionsTableSkeleton } from './missions-table';
import { MissionsWeek } from './missions-week';

function ViewSwitch({ view, onView }: { view: MissionView; onView: (v: MissionView) => void }) {
  const item = (v: MissionView, label: string, icon: ReactNode) => (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={view === v}
      className={cn('rounded', view === v && 'bg-white text-indigo-800 shadow-sm hover:bg-white')}
      onClick={() => onView(v)}
    >
      {icon}
      {label}
    </Button>
  );
  return (
    <div role="group" aria-label="Missions view" className="inline-flex gap-1 rounded-md bg-slate-100 p-1">
      {item('table', 'Table', <Table2 className="h-4 w-4" aria-hidden="true" />)}
      {item('week', 'Week', <CalendarDays className="h-4 w-4" aria-hidden="true" />)}
    </div>
  );
}

/**
 * The missions of the account, or of one campaign (`campaignId`): filters, a table with paging or a
 * week calendar, all kept in the URL's search params (`status`, `type`, `campaign`, `search`, `from`, `to`,
 * `page`, `size`, `view`, `week`). Other params (the campaign page's `tab`) are left untouched.
 */
export function MissionsView({ campaignId }: { campaignId?: string }) {
  const [filters, setFilters] = useUrlState({
    read: parseMissionFilters,
    write: missionFiltersToSearchParams,
  });
  const update = (patch: Partial<MissionFilters>) => setFilters((f) => updateMissionFilters(f, patch));
  const clear = () => setFilters(clearedMissionFilters);
  const filtersApi: FiltersApi = { filters, update, clear };
  const { options, labelOf } = useMissionStatuses();
  const typeOptions = useMissionTypes();
  const thisMonday = isoWeekMonday(localToday());
  const isWeek = filters.view === 'week';

  return (
    <div>
      {/* On a phone the Filters button and the view switch share a row; wider, the switch sits above. */}
      <div className="flex flex-wrap items-start justify-between gap-x-2">
        <div className="mb-3 sm:order-1 sm:ml-auto">
          <ViewSwitch view={filters.view} onView={(view) => update({ view, week: undefined })} />
        </div>
        <MissionsFiltersBar
          className="max-sm:order-first sm:order-2 sm:basis-full"
          filters={filters}
          statusOptions={options}
          typeOptions={typeOptions}
          fixedCampaign={campaignId}
          campaignPicker={
            campaignId ? undefined : (
              <CampaignPicker value={filters.campaignId} onChange={(id) => update({ campaignId: id })} />
            )
          }
          onChange={update}
          onClear={clear}
        />
      </div>
      {isWeek ? (
        <MissionsWeek
          filters={filters}
          monday={filters.week ?? thisMonday}
          thisMonday={thisMonday}
          fixedCampaign={campaignId}
          labelOf={labelOf}
          onWeek={(week) => update({ week: week === thisMonday ? undefined : week })}
        />
      ) : (
        <MissionsTableView filtersApi={filtersApi} campaignId={campaignId} labelOf={labelOf} />
      )}
    </div>
  );
}

type FiltersApi = {
  filters: MissionFilters;
  update: (patch: Partial<MissionFilters>) => void;
  clear: () => void;
};

function MissionsTableView({
  filtersApi: { filters, update, clear },
  campaignId,
  labelOf,
}: {
  filtersApi: FiltersApi;
  campaignId?: string;
  labelOf: ReturnType<typeof useMissionStatuses>['labelOf'];
}) {
  const emptyRange = isEmptyRange(filters);
  const list = useQuery({
    ...missionQueries.list(missionFiltersToListParams(filters, campaignId)),
    placeholderData: keepPreviousData,
    // "From" after "to" matches nothing: the service would refuse the range, so nothing is asked.
    enabled: !emptyRange,
  });
  const filtered = hasActiveFilters(filters, campaignId);

  if (emptyRange) {
    return (
      <EmptyState
        title="No mission can match these dates"
        description="“Scheduled from” is after “Scheduled to”. Change one of the dates, or clear them."
        action={
          <Button variant="secondary" onClick={() => update({ from: undefined, to: undefined })}>
            Clear the dates
          </Button>
        }
      />
    );
  }

  return (
    <PagedListBody
      query={list}
      noun="missions"
      count={(d) => ({ returned: d.nodes.length, total: d.totalCount })}
      skeleton={<MissionsTableSkeleton showCampaign={!campaignId} />}
      filtered={filtered}
      filterHint="Try a different search, status, campaign or date range."
      onClearFilters={clear}
      paging={filterPaging(filters, update, PAGE_SIZES)}
      emptyTitle={campaignId ? 'No missions for this campaign' : 'No missions yet'}
      emptyDescription={
        campaignId
          ? 'Distribution runs appear here once they are planned for this campaign. Direct-mail and insert campaigns have none.'
          : 'The distribution runs of your campaigns appear here as soon as they are planned.'
      }
    >
      {(d) => (
        <MissionsTable
          missions={d.nodes}
          labelOf={labelOf}
          showCampaign={!campaignId}
          busy={list.isPlaceholderData}
        />
      )}
    </PagedListBody>
  );
}
