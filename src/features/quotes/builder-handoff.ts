/**
 * "Start a campaign from this quote": what the direct-mail builder receives. The builder reads `format`
 * and `volume` from its URL. The quote's applied values are handed over (a volume below the EDDM minimum
 * was already moved up to it; an omitted format was quoted as SMALL), so the builder starts from exactly
 * what was priced.
 */
import { areas } from '../../app/areas';
import type { EddmQuote } from '../../api/contract/quote';

export const BUILDER_AREA_ID = 'direct-mail';

/** `/direct-mail?format=LARGE&volume=5000`. */
export function builderHandoffPath(quote: Pick<EddmQuote, 'format' | 'volume'>, builderPath: string): string {
  const params = new URLSearchParams({ format: quote.format, volume: String(quote.volume) });
  return `${builderPath}?${params.toString()}`;
}

/** Where the builder lives, or null while it is not available (the button then says it is coming). */
export function builderPath(): string | null {
  const area = areas.find((a) => a.id === BUILDER_AREA_ID);
  return area && area.status === 'ready' ? area.path : null;
}
