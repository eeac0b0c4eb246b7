/** The comparison chart's code (recharts), asked for on first use and kept (lib/once-import.ts). */
import { onceImport } from '../../../lib/once-import';

export const compareChartModule = onceImport(() => import('../../../components/charts/compare-lines-chart'));
