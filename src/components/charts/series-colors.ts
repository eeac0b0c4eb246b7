/** Series colours, distinct for colour-blind readers (Okabe–Ito), shared by the chart and its legend. */
export const seriesPalette = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00'] as const;

export function seriesColor(index: number): string {
  return seriesPalette[index % seriesPalette.length]!;
}
