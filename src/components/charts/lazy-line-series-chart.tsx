/**
 * The line chart (small multiples), loaded on first use: recharts is fetched only when a chart is shown, never with the
 * first load or the campaign list.
 */
import { lazy, Suspense } from 'react';
import { LoadingStatus, Skeleton } from '../ui/skeleton';
import type { LineSeriesChartProps } from './line-series-chart';

const LineSeriesChart = lazy(() => import('./line-series-chart'));

export function ChartSkeleton({ height = 320 }: { height?: number }) {
  return (
    <div>
      <LoadingStatus label="Loading chart…" />
      <Skeleton className="w-full" style={{ height }} />
    </div>
  );
}

export function LazyLineSeriesChart(props: LineSeriesChartProps) {
  // About the height the panels will take (plot, title and gap each, plus the dates), so nothing jumps.
  const height = props.series.length * ((props.height ?? 120) + 32) + 24;
  return (
    <Suspense fallback={<ChartSkeleton height={height} />}>
      <LineSeriesChart {...props} />
    </Suspense>
  );
}
