/**
 * The line chart, loaded on first use: recharts is fetched only when a chart is shown, never with the
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
  return (
    <Suspense fallback={<ChartSkeleton height={props.height} />}>
      <LineSeriesChart {...props} />
    </Suspense>
  );
}
