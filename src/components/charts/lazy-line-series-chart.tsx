/**
 * The line chart (small multiples), loaded on first use: recharts is fetched only when a chart is shown,
 * never with the first load or the campaign list.
 *
 * Not React's `lazy` and `Suspense`: React holds back content that replaces a Suspense fallback until the
 * fallback has been shown for 300 ms, which kept a chart whose code and data had both arrived off screen
 * for up to that long. Here a chart whose code is already loaded draws in the same render as its data.
 */
import { LoadingStatus, Skeleton } from '../ui/skeleton';
import type { LineSeriesChartProps } from './line-series-chart';
import { useModule } from '../../lib/use-module';
import { lineSeriesChartModule } from './line-series-chart-module';

export function ChartSkeleton({ height = 320 }: { height?: number }) {
  return (
    <div>
      <LoadingStatus label="Loading chart…" />
      <Skeleton className="w-full" style={{ height }} />
    </div>
  );
}

export function LazyLineSeriesChart(props: LineSeriesChartProps) {
  const chart = useModule(lineSeriesChartModule);
  // About the height the panels will take (plot, title and gap each, plus the dates), so nothing jumps.
  const height = props.series.length * ((props.height ?? 120) + 32) + 24;
  if (!chart) return <ChartSkeleton height={height} />;
  return <chart.default {...props} />;
}
