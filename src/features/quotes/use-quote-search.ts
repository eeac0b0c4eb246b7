import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { readQuoteSearch, writeQuoteSearch, type QuoteSearch } from './quote-url';

/**
 * The quotes page's state in the URL. Two changes in quick succession (quote, then add to the comparison)
 * must not lose the first: until the URL has caught up, a change builds on the last one requested.
 */
export function useQuoteSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = readQuoteSearch(searchParams);
  const current = searchParams.toString();
  const pending = useRef<{ from: string; next: QuoteSearch } | null>(null);
  const update = (change: (base: QuoteSearch) => QuoteSearch) => {
    const base = pending.current && pending.current.from === current ? pending.current.next : search;
    const next = change(base);
    pending.current = { from: current, next };
    setSearchParams(writeQuoteSearch(next), { preventScrollReset: true });
  };
  return { search, update };
}
