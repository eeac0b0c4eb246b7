/**
 * The line chart's code (recharts), asked for once and kept: a route loader asks early (the campaign
 * page's, with the Performance tab open), and the chart draws at once when its code is already here.
 * In the app's data chunk with the loaders (vite.config.ts), so asking needs nothing else loaded first.
 */
import { onceImport } from '../../lib/once-import';

export const lineSeriesChartModule = onceImport(() => import('./line-series-chart'));
