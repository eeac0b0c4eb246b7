import { useUrlState } from '../../lib/use-url-state';
import type { UrlFilters } from './url-params';

/**
 * A library page's filters, kept in the URL: what they are, and `update` to change some of them as
 * `apply` says (a change of what is shown goes back to the first page, ...).
 */
export function useUrlFilters<F>(urlFilters: UrlFilters<F>, apply: (filters: F, patch: Partial<F>) => F) {
  const [filters, setFilters] = useUrlState(urlFilters);
  const update = (patch: Partial<F>) => setFilters((f) => apply(f, patch));
  return { filters, update, setFilters };
}
