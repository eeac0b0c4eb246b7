/**
 * The live EDDM quote of the planner's selection, read once for every place that shows it (the price
 * panel and the phone's summary bar), so both show the same figure from the same answer.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EddmFormat } from '../../../api/contract/quote';
import { isCurrencyCode } from '../../../lib/currency';
import { quoteQueries } from '../../../queries/quote-queries';
import { useDebouncedValue } from './use-debounced-value';

/** The quote follows the selection once it has settled this long. */
export const QUOTE_DEBOUNCE_MS = 400;

export function useSelectionQuote(pieces: number, format: EddmFormat) {
  const volume = useDebouncedValue(pieces, QUOTE_DEBOUNCE_MS);
  const quote = useQuery({
    ...quoteQueries.eddm({ volume, format }),
    enabled: volume > 0,
    placeholderData: keepPreviousData,
  });
  const tiers = useQuery({
    ...quoteQueries.eddmTiers(format),
    enabled: volume > 0,
    placeholderData: keepPreviousData,
  });
  // The price comes in whole: its total with what the format's tiers say about it, not in two steps.
  const tiersIn = (tiers.isSuccess && !tiers.isPlaceholderData) || tiers.isError;
  const data = volume > 0 && (tiers.data || tiers.isError) ? quote.data : undefined;
  // The price shown is the selection's own: not an earlier one kept while this one is read.
  const current =
    data !== undefined && volume === pieces && !quote.isPlaceholderData && !quote.isFetching && tiersIn;
  const code = data?.currency.trim().toUpperCase();
  return {
    data,
    tiers: tiers.data,
    current,
    failed: quote.isError && volume > 0 && !quote.isFetching,
    retry: () => void quote.refetch(),
    currency: isCurrencyCode(code) ? code : undefined,
  };
}
