/**
 * The points of a sparkline: a small line of weekly figures, scaled to its box, its lowest value at the
 * bottom edge and its highest at the top (all zeros lie on the bottom). Pure, so the shape is tested
 * without drawing.
 */
export function sparklinePoints(
  values: readonly number[],
  width: number,
  height: number,
  pad = 2,
): Array<[number, number]> {
  if (values.length === 0) return [];
  const max = Math.max(...values, 0);
  const stepX = values.length > 1 ? (width - 2 * pad) / (values.length - 1) : 0;
  const y = (v: number) => (max > 0 ? height - pad - (v / max) * (height - 2 * pad) : height - pad);
  const round = (n: number) => Math.round(n * 10) / 10;
  return values.map((v, i) => [round(values.length > 1 ? pad + i * stepX : width / 2), round(y(v))]);
}
