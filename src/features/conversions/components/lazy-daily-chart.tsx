/**
 * The daily chart, loaded on first use: recharts is fetched only when the chart is shown. Drawn in the
 * same render as its data when the code is already here (see lib/once-import.ts).
 */
import { ChartSkeleton } from '../../../components/charts/lazy-line-series-chart';
import { onceImport } from '../../../lib/once-import';
import { useModule } from '../../../lib/use-module';
import type { DailyChartProps } from './daily-chart';

const dailyChartModule = onceImport(() => import('./daily-chart'));

export function LazyDailyChart(props: DailyChartProps) {
  const chart = useModule(dailyChartModule);
  if (!chart) return <ChartSkeleton height={props.height ?? 300} />;
  return <chart.default {...props} />;
}
