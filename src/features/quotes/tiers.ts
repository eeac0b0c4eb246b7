/**
 * EDDM pricing tiers on the quotes page: where a volume stands and the tier chart's rows. The tiers
 * themselves are learnt from the calculator (`discoverTiers` in `lib/eddm-tiers`).
 */
import type { Tier } from '../../lib/eddm-tiers';

export type { Tier };

/** The floor tier of `volume` in ascending `tiers`; the smallest tier for a volume below it. */
export function tierFor(tiers: readonly Tier[], volume: number): Tier | undefined {
  let out = tiers[0];
  for (const t of tiers) if (t.key <= volume) out = t;
  return out;
}

export type NextTier = {
  current: Tier;
  /** The first tier with a lower unit price above `volume`; null at the best tier. */
  next: Tier | null;
  /** Pieces to add to reach `next`. */
  piecesToNext: number;
};

/**
 * Where `volume` stands: its tier, and the next tier that lowers the unit price with how many more pieces
 * reach it. A tier at the same price is skipped (reaching it changes nothing).
 */
export function nextTier(tiers: readonly Tier[], volume: number): NextTier | null {
  const current = tierFor(tiers, volume);
  if (!current) return null;
  const next = tiers.find((t) => t.key > volume && t.perUnitPrice < current.perUnitPrice) ?? null;
  return { current, next, piecesToNext: next ? next.key - volume : 0 };
}

export type ChartRow = { volume: number } & Record<string, number | undefined>;

/**
 * Rows for a step chart of unit price against volume, one series per format: a row at every tier key of
 * any format (each format's floor price there) and a last row at `extendTo` so the last step has a
 * length. Keys below a format's smallest tier have no value for that format.
 */
export function tierChartRows(
  tiersBySeries: Readonly<Record<string, readonly Tier[]>>,
  extendTo: number,
): ChartRow[] {
  const keys = new Set<number>();
  for (const tiers of Object.values(tiersBySeries)) for (const t of tiers) keys.add(t.key);
  const largest = Math.max(0, ...keys);
  if (keys.size === 0) return [];
  keys.add(Math.max(extendTo, largest));
  return [...keys]
    .sort((a, b) => a - b)
    .map((volume) => {
      const row: ChartRow = { volume };
      for (const [series, tiers] of Object.entries(tiersBySeries)) {
        const smallest = tiers[0];
        row[series] = smallest && volume >= smallest.key ? tierFor(tiers, volume)!.perUnitPrice : undefined;
      }
      return row;
    });
}

/** A sensible right edge for the chart: past the largest tier, and past the volume being looked at. */
export function chartExtent(tiers: readonly (readonly Tier[])[], volume: number | undefined): number {
  const largest = Math.max(0, ...tiers.flatMap((list) => list.map((t) => t.key)));
  return Math.max(Math.ceil(largest * 1.6), volume ?? 0);
}
