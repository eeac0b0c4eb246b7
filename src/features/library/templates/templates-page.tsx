import { useQuery, type QueryClient } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { FilterPanel } from '../../../components/filter-panel';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LoadingStatus } from '../../../components/ui/skeleton';
import { QueryErrorState } from '../../../components/query-error-state';
import { useSyncedState } from '../../../lib/use-synced-state';
import { SelectField } from '../components/select-field';
import { useUrlState } from '../../../lib/use-url-state';
import { templateQueries } from '../../../queries/template-queries';
import { TemplateGallery, TemplateGallerySkeleton } from './components/template-gallery';
import {
  activeTemplateFilterCount,
  emptyTemplateFilters,
  filterTemplates,
  hasActiveTemplateFilters,
  parseTemplateFilters,
  templateFilterOptions,
  templateFiltersToSearchParams,
  updateTemplateFilters,
  type TemplateFilters,
} from './template-filters';
import { numberFormat } from '../../../lib/intl-cache';

export function createLoader(queryClient: QueryClient) {
  return () => {
    void queryClient.prefetchQuery(templateQueries.list());
    return null;
  };
}

function CompliantOnly({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  const id = useId();
  const [current, setCurrent] = useSyncedState(checked);
  return (
    <div className="flex h-10 items-center gap-2">
      <input
        id={id}
        type="checkbox"
        className="h-4 w-4 rounded border-slate-400 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        checked={current}
        onChange={(e) => {
          setCurrent(e.target.checked);
          onChange(e.target.checked);
        }}
      />
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Postal-compliant only
      </label>
    </div>
  );
}

export function Component() {
  useDocumentTitle('Templates', 'Library');
  const [filters, setFilters] = useUrlState({
    read: parseTemplateFilters,
    write: templateFiltersToSearchParams,
  });
  const update = (patch: Partial<TemplateFilters>) => setFilters((f) => updateTemplateFilters(f, patch));
  const clear = () => setFilters(emptyTemplateFilters);
  const list = useQuery(templateQueries.list());
  const all = list.data ?? [];
  const shown = filterTemplates(all, filters);
  const { industries, orientations } = templateFilterOptions(all, filters);
  const filtered = hasActiveTemplateFilters(filters);
  const nf = numberFormat();

  let body;
  if (list.isPending) {
    body = (
      <>
        <LoadingStatus label="Loading templates…" />
        <TemplateGallerySkeleton />
      </>
    );
  } else if (list.isError) {
    body = (
      <QueryErrorState
        error={list.error}
        what="templates"
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (all.length === 0) {
    body = (
      <EmptyState
        title="The template library is empty"
        description="Templates shared with every client appear here when the service offers them."
      />
    );
  } else if (shown.length === 0) {
    body = (
      <EmptyState
        icon={<SearchX className="h-8 w-8" aria-hidden="true" />}
        title="No templates match these filters"
        description="Try another industry or orientation, or include templates that are not postal-compliant."
        action={<Button onClick={clear}>Clear filters</Button>}
      />
    );
  } else {
    body = <TemplateGallery templates={shown} />;
  }

  return (
    <div>
      <PageHeader
        title="Templates"
        description="The shared library of design templates, the same for every client. A postal-compliant template meets the postal service's rules for direct mail."
      />
      <FilterPanel
        label="Filter templates"
        activeCount={activeTemplateFilterCount(filters)}
        onClear={clear}
        inlineClear="always"
      >
        <SelectField
          label="Industry"
          className="w-48 max-sm:w-full"
          allLabel="All industries"
          options={industries}
          value={filters.industry ?? ''}
          onChange={(industry) => update({ industry: industry || undefined })}
        />
        <SelectField
          label="Orientation"
          className="w-44 max-sm:w-full"
          allLabel="All orientations"
          options={orientations}
          value={filters.orientation ?? ''}
          onChange={(orientation) => update({ orientation: orientation || undefined })}
        />
        <CompliantOnly
          checked={filters.compliantOnly}
          onChange={(compliantOnly) => update({ compliantOnly })}
        />
      </FilterPanel>
      {list.isSuccess && all.length > 0 ? (
        <p aria-live="polite" className="mb-3 text-sm text-slate-700">
          {filtered
            ? `Showing ${nf.format(shown.length)} of ${nf.format(all.length)} templates`
            : `${nf.format(all.length)} templates`}
        </p>
      ) : null}
      {body}
    </div>
  );
}
