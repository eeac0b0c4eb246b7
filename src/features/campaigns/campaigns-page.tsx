import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Filter, Plus } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { numberFormat } from '../../lib/intl-cache';
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
  pageOf,
  parseCampaignFilters,
  stageFilterOf,
  stagesPatch,
  updateCampaignFilters,
  wholeStages,
  type CampaignFilters,
  type CampaignSort,
} from '../../lib/campaign-filters';
import { campaignTypeLabels, type CampaignList } from '../../api/contract/campaign';
import { PAGE_SIZES } from '../../api/early-reads';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useUrlState } from '../../lib/use-url-state';
import { campaignListQueries, MAX_SORTED_CAMPAIGNS, readsEveryMatch } from './api/campaign-list-queries';
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

/**
 * A status choice the service cannot filter by (drafts in review keep the draft code, cancelled drafts the
 * archived one) over more campaigns than the list reads to tell them apart: said, with the way to list the
 * status code whole, which the service filters by itself.
 */
function StageLimitNotice({ total, onWhole }: { total: number; onWhole: () => void }) {
  const nf = numberFormat();
  return (
    <EmptyState
      icon={<Filter className="h-8 w-8" aria-hidden="true" />}
      title="Too many campaigns to tell their statuses apart"
      description={
        <>
          {nf.format(total)} campaigns match, and telling drafts in review from drafts being built, or
          cancelled drafts from archived campaigns, needs all of them at once: the list reads up to{' '}
          {nf.format(MAX_SORTED_CAMPAIGNS)}. Narrow the filters, or show these statuses together.
        </>
      }
      action={<Button onClick={onWhole}>Show these statuses together</Button>}
    />
  );
}

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
  const everyMatch = readsEveryMatch(filters);
  const list = useQuery({
    ...campaignListQueries.forFilters(filters),
    // Keep the rows shown while the next answer comes, but only an answer of the same kind: a page from
    // the service is no stand-in for every match (or the other way round).
    placeholderData: (previous, previousQuery) =>
      previousQuery && previousQuery.queryKey.includes('all-matching') === everyMatch
        ? keepPreviousData(previous)
        : undefined,
  });
  const me = useQuery(accountQueries.me());
  const filtered = hasActiveFilters(filters);

  // Sorted or narrowed to stages on the client: every match is here; keep the stages chosen, order them
  // and cut the page out.
  const { sort, page, pageSize, statuses, stages } = filters;
  const { statusText, typeText } = text;
  const shown = useMemo<CampaignList | undefined>(() => {
    if (!list.data || !everyMatch) return list.data;
    const keep = stageFilterOf({ statuses, stages });
    const matching = keep ? list.data.nodes.filter(keep) : list.data.nodes;
    const ordered = sort ? sortCampaigns(matching, sort, { statusText, typeText }) : matching;
    return { nodes: pageOf(ordered, page, pageSize), totalCount: matching.length };
  }, [list.data, everyMatch, statuses, stages, sort, page, pageSize, statusText, typeText]);
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
      ) : everyMatch && list.data?.complete === false ? (
        <StageLimitNotice
          total={list.data.totalCount}
          onWhole={() => update(stagesPatch(wholeStages(filters)))}
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
