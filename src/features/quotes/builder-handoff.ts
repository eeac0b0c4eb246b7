/**
 * "Start a campaign from this quote": the direct-mail builder opens at `appPaths.directMail(quote)`, with
 * the quote's applied format and volume (a volume below the EDDM minimum was already moved up to it; an
 * omitted format was quoted as SMALL), so it starts from exactly what was priced.
 */
import { areas } from '../../config/areas';

export const BUILDER_AREA_ID = 'direct-mail';

/** Whether the builder is available; while it is not, the button says it is coming. */
export function builderAvailable(): boolean {
  return areas.find((a) => a.id === BUILDER_AREA_ID)?.status === 'ready';
}
