import { useQuery, type QueryClient } from '@tanstack/react-query';
import { CheckboxField } from '../../../components/filter-fields';
import { PagedListBody } from '../../../components/paged-list-body';
import { ChoiceFilters, type ChoiceFilter } from '../components/select-field';
import { LibraryListPage, type LibraryPageWords } from '../components/library-list-page';
import { useUrlFilters } from '../use-url-filters';
import { templateQueries } from '../../../queries/template-queries';
import { TemplateGallery, TemplateGallerySkeleton } from './components/template-gallery';
import {
  activeTemplateFilterCount,
  emptyTemplateFilters,
  templateFiltersInUrl,
  filterTemplates,
  hasActiveTemplateFilters,
  templateFilterOptions,
  updateTemplateFilters,
} from './template-filters';
import { numberFormat } from '../../../lib/intl-cache';

export function createLoader(queryClient: QueryClient) {
  return () => {
    void queryClient.prefetchQuery(templateQueries.list());
    return null;
  };
}

const choiceFilters: ChoiceFilter<'industry' | 'orientation'>[] = [
  { key: 'industry', label: 'Industry', width: 'w-48', allLabel: 'All industries' },
  { key: 'orientation', label: 'Orientation', width: 'w-44', allLabel: 'All orientations' },
];

const templatesPage: LibraryPageWords = {
  title: 'Templates',
  description:
    "The shared library of design templates, the same for every client. A postal-compliant template meets the postal service's rules for direct mail.",
  filterLabel: 'Filter templates',
};

export function Component() {
  const { filters, update, setFilters } = useUrlFilters(templateFiltersInUrl, updateTemplateFilters);
  const clear = () => setFilters(emptyTemplateFilters);
  const list = useQuery(templateQueries.list());
  const all = list.data ?? [];
  const shown = filterTemplates(all, filters);
  const { industries, orientations } = templateFilterOptions(all, filters);
  const filtered = hasActiveTemplateFilters(filters);
  const nf = numberFormat();

  return (
    <LibraryListPage
      words={templatesPage}
      activeFilters={activeTemplateFilterCount(filters)}
      onClear={clear}
      fields={
        <>
          <ChoiceFilters
            fields={choiceFilters}
            options={{ industry: industries, orientation: orientations }}
            values={filters}
            onChange={update}
          />
          <CheckboxField
            label="Postal-compliant only"
            className="h-10"
            checked={filters.compliantOnly}
            onChange={(compliantOnly) => update({ compliantOnly })}
          />
        </>
      }
    >
      {list.isSuccess && all.length > 0 ? (
        <p aria-live="polite" className="mb-3 text-sm text-slate-700">
          {filtered
            ? `Showing ${nf.format(shown.length)} of ${nf.format(all.length)} templates`
            : `${nf.format(all.length)} templates`}
        </p>
      ) : null}
      <PagedListBody
        query={list}
        noun="templates"
        count={() => ({ returned: shown.length, total: shown.length })}
        skeleton={<TemplateGallerySkeleton />}
        // An empty library says so, whatever the filters.
        filtered={filtered && all.length > 0}
        filterHint="Try another industry or orientation, or include templates that are not postal-compliant."
        onClearFilters={clear}
        emptyTitle="The template library is empty"
        emptyDescription="Templates shared with every client appear here when the service offers them."
      >
        {() => <TemplateGallery templates={shown} />}
      </PagedListBody>
    </LibraryListPage>
  );
}
