import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { ViewSwitch } from '../../components/view-switch';
import { rememberView, switchView } from '../../lib/list-return';
import { PhoneSortSelect, type SortChoice } from '../../components/phone-sort-select';
import { appPaths, appRoutes } from '../../lib/app-paths';
import { filterPaging, PagedListBody } from '../../components/paged-list-body';
import { PageHeader } from '../../components/ui/page-header';
import { accountQueries } from '../../queries/account-queries';
import { useCampaignText } from '../../queries/use-campaign-text';
import {
  campaignFiltersToSearchParams,
  emptyCampaignFilters,
  hasActiveFilters,
  PAGE_SIZES,
  pageOf,
  parseCampaignFilters,
  updateCampaignFilters,
  type CampaignFilters,
  type CampaignSort,
} from '../../lib/campaign-filters';
import { campaignTypeLabels, type CampaignList } from '../../api/contract/campaign';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useUrlState } from '../../lib/use-url-state';
import { campaignListQueries, MAX_SORTED_CAMPAIGNS } from './api/campaign-list-queries';
import { sortCampaigns } from './campaign-sort';
import { CampaignFiltersBar } from './components/campaign-filters-bar';
import { CampaignsTable, CampaignsTableSkeleton } from './components/campaigns-table';
import { SortLimitNotice } from './components/sort-limit-notice';

/** The sort choices of the phone's "Sort by" menu (wide screens sort by the column headers). */
const sortChoices: SortChoice<CampaignSort>[] = [
  { label: 'Newest first' },
  { label: 'Name, A to Z', sort: { key: 'name', dir: 'asc' } },
  { label: 'Name, Z to A', sort: { key: 'name', dir: 'desc' } },
  { label: 'Start date, earliest first', sort: { key: 'start', dir: 'asc' } },
  { label: 'Start date, latest first', sort: { key: 'start', dir: 'desc' } },
  { label: 'Status, drafts first', sort: { key: 'status', dir: 'asc' } },
  { label: 'Status, archived first', sort: { key: 'status', dir: 'desc' } },
  { label: 'Type, A to Z', sort: { key: 'type', dir: 'asc' } },
  { label: 'Type, Z to A', sort: { key: 'type', dir: 'desc' } },
];

/** "Campaigns · Direct mail" when the list shows one type. */
function useListTitle(filters: CampaignFilters) {
  const { typeText } = useCampaignText();
  const [only] = filters.types.length === 1 ? filters.types : [];
  useDocumentTitle('Campaigns', only !== undefined ? typeText(campaignTypeLabels[only], only) : undefined);
}

export function Component() {
  const [filters, setFilters] = useUrlState({
    read: parseCampaignFilters,
    write: campaignFiltersToSearchParams,
  });
  useListTitle(filters);
  // Kept for the way back: a campaign's "Back to campaigns" opens the list as it is now.
  const { search } = useLocation();
  useEffect(() => rememberView('campaigns', search), [search]);
  const text = useCampaignText();
  const update = (patch: Partial<CampaignFilters>) => setFilters((f) => updateCampaignFilters(f, patch));
  const clear = () => setFilters((f) => ({ ...emptyCampaignFilters, pageSize: f.pageSize, sort: f.sort }));
  const list = useQuery({
    ...campaignListQueries.forFilters(filters),
    // Keep the rows shown while the next answer comes, but only an answer of the same kind: a page from
    // the service is no stand-in for every match (or the other way round).
    placeholderData: (previous, previousQuery) =>
      previousQuery && previousQuery.queryKey.includes('all-matching') === !!filters.sort
        ? keepPreviousData(previous)
        : undefined,
  });
  const me = useQuery(accountQueries.me());
  const filtered = hasActiveFilters(filters);

  // Sorted on the client: every match is here; order it and cut the page out.
  const { sort, page, pageSize } = filters;
  const { statusText, typeText } = text;
  const shown = useMemo<CampaignList | undefined>(() => {
    if (!list.data || !sort) return list.data;
    const ordered = sortCampaigns(list.data.nodes, sort, { statusText, typeText });
    return { nodes: pageOf(ordered, page, pageSize), totalCount: list.data.totalCount };
  }, [list.data, sort, page, pageSize, statusText, typeText]);
  const query = { ...list, data: shown } as typeof list;

  // One country for every campaign shown, and it is the account's: the column would only repeat it.
  const accountCountry = me.data?.client.country_id;
  const countries = new Set((shown?.nodes ?? []).map((c) => c.country_id));
  const showCountry =
    countries.size > 1 || (!!accountCountry && countries.size === 1 && !countries.has(accountCountry));

  return (
    <div>
      <PageHeader
        title="Campaigns"
        description={
          sort
            ? 'Every campaign of your account. Filters, order and paging are kept in the address, so you can bookmark a view.'
            : 'Every campaign of your account, newest first. Filters and paging are kept in the address, so you can bookmark a view.'
        }
        actions={
          <>
            <ViewSwitch
              current="campaigns"
              listTo={`${appRoutes.campaigns}${search}`}
              resultsTo={switchView('results', filters)}
            />
            <Link to={appPaths.newCampaign()} className={buttonClasses('primary')}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              New campaign
            </Link>
          </>
        }
      />
      <CampaignFiltersBar filters={filters} onChange={update} onClear={clear} />
      <PhoneSortSelect choices={sortChoices} sort={sort} onSort={(next) => update({ sort: next })} />
      {sort && list.data?.complete === false ? (
        <SortLimitNotice
          total={list.data.totalCount}
          limit={MAX_SORTED_CAMPAIGNS}
          filtered={filtered}
          onNewestFirst={() => update({ sort: undefined })}
        />
      ) : (
        <PagedListBody
          query={query}
          noun="campaigns"
          count={(d) => ({ returned: d.nodes.length, total: d.totalCount })}
          skeleton={<CampaignsTableSkeleton />}
          filtered={filtered}
          filterHint="Try a different search, type, status or date range."
          onClearFilters={clear}
          emptyTitle="No campaigns yet"
          emptyDescription="Campaigns of your account appear here as soon as they exist."
          paging={filterPaging(filters, update, PAGE_SIZES)}
        >
          {(d) => (
            <CampaignsTable
              campaigns={d.nodes}
              busy={list.isPlaceholderData}
              showCountry={showCountry}
              sort={sort}
              onSort={(next) => update({ sort: next })}
            />
          )}
        </PagedListBody>
      )}
    </div>
  );
}
