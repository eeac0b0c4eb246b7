import { useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Filters kept in the URL, read with `parse` and written with `serialize`. Two changes in quick
 * succession must not lose the first: until the URL has caught up, a change builds on the last one
 * requested (as on the campaigns page).
 */
export function useUrlFilters<F>({
  parse,
  serialize,
  update,
}: {
  parse: (params: URLSearchParams) => F;
  serialize: (filters: F) => URLSearchParams;
  update: (filters: F, patch: Partial<F>) => F;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parse(searchParams);
  const current = searchParams.toString();
  const pending = useRef<{ from: string; next: F } | null>(null);
  const setFilters = (next: F) => {
    pending.current = { from: current, next };
    setSearchParams(serialize(next), { preventScrollReset: true });
  };
  const base = () => (pending.current && pending.current.from === current ? pending.current.next : filters);
  return {
    filters,
    update: (patch: Partial<F>) => setFilters(update(base(), patch)),
    replace: (next: (base: F) => F) => setFilters(next(base())),
  };
}
