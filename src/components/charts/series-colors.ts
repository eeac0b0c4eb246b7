/**
 * Series colours, distinct for colour-blind readers (Okabe–Ito, and a near-black sixth for a comparison of
 * six campaigns), shared by the charts and their legends.
 */
export const seriesPalette = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#1e293b'] as const;

export function seriesColor(index: number): string {
  return seriesPalette[index % seriesPalette.length]!;
}
