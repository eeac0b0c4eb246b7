/**
 * The line chart's code (recharts), asked for once and kept: a route loader asks early (the campaign
 * page's, with the Performance tab open), and the chart draws at once when its code is already here.
 * In the app's data chunk with the loaders (vite.config.ts), so asking needs nothing else loaded first.
 */
import type LineSeriesChart from './line-series-chart';

type LineSeriesChartModule = { default: typeof LineSeriesChart };

let loaded: LineSeriesChartModule | undefined;
let pending: Promise<LineSeriesChartModule> | undefined;

/** The chart's module when it has arrived, else undefined. */
export const loadedLineSeriesChart = (): LineSeriesChartModule | undefined => loaded;

/** Asks for the chart's module (once; again after a failure). */
export function loadLineSeriesChart(): Promise<LineSeriesChartModule> {
  pending ??= import('./line-series-chart').then(
    (m) => (loaded = m),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}
