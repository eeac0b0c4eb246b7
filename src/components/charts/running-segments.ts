/**
 * The two lines a measure is drawn with when a bucket is still running: the solid line through the
 * complete buckets, and a dashed segment from the last complete bucket to the running one. `null` leaves
 * a gap, so each line is drawn only where it has values and the running bucket never reads as a drop.
 */
export function runningSegments(
  values: readonly number[],
  partial: readonly boolean[],
): { solid: (number | null)[]; dashed: (number | null)[] } {
  const solid = values.map((v, i) => (partial[i] ? null : v));
  const dashed = values.map((v, i) => (partial[i] || partial[i + 1] ? v : null));
  return { solid, dashed };
}
