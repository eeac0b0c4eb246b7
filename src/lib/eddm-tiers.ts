/**
 * EDDM pricing tiers as the dashboard learns them: only from the calculator itself (the app keeps no
 * price table). A quote names the tier it used (`tierApplied`, floor basis: the tier whose key is the
 * largest not above the volume), so walking down from the largest volume there is, one piece below each
 * tier found, reveals every tier of a format; the walk ends when the answer stops going down (a volume
 * below the smallest tier is priced at the smallest).
 */
import { MAX_QUOTE_PIECES } from '../api/contract/quote';

export type Tier = { key: number; perUnitPrice: number };

/**
 * The volume the walk starts from: the largest volume a request can carry, so no tier is missed, however
 * large. Only `tierApplied` of that answer is used.
 */
export const TIER_PROBE_TOP = MAX_QUOTE_PIECES;

/** Safety stop against a service that never stops answering lower tiers. */
export const MAX_TIER_STEPS = 64;

/** Walks the tiers down (one request per tier, plus one); ascending by key. */
export async function discoverTiers(
  quoteAt: (volume: number) => Promise<{ tierApplied: Tier }>,
  top: number = TIER_PROBE_TOP,
): Promise<Tier[]> {
  const found: Tier[] = [];
  let volume = top;
  for (let step = 0; step < MAX_TIER_STEPS; step++) {
    const { tierApplied } = await quoteAt(volume);
    const lowest = found[0];
    // The same tier again (or a higher one) means there is nothing below: the walk is done.
    if (lowest && tierApplied.key >= lowest.key) break;
    found.unshift({ key: tierApplied.key, perUnitPrice: tierApplied.perUnitPrice });
    if (tierApplied.key <= 1) break;
    volume = tierApplied.key - 1;
  }
  return found;
}
