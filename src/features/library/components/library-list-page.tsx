import type { ReactNode } from 'react';
import { FilterPanel } from '../../../components/filter-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** What a library list page says: its title (the tab's too), what it lists, and its filters' name. */
export type LibraryPageWords = { title: string; description: string; filterLabel: string };

/**
 * A library list page: its header, its filters (`fields`, with how many are set and a way to clear them)
 * and, under them, the list (`children`).
 */
export function LibraryListPage({
  words,
  activeFilters,
  onClear,
  fields,
  children,
}: {
  words: LibraryPageWords;
  activeFilters: number;
  onClear: () => void;
  fields: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(words.title, 'Library');
  return (
    <div>
      <PageHeader title={words.title} description={words.description} />
      <FilterPanel
        label={words.filterLabel}
        activeCount={activeFilters}
        onClear={onClear}
        inlineClear="always"
      >
        {fields}
      </FilterPanel>
      {children}
    </div>
  );
}
