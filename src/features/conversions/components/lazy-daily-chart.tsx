/** The daily chart, loaded on first use: recharts is fetched only when the chart is shown. */
import { lazy, Suspense } from 'react';
import { ChartSkeleton } from '../../../components/charts/lazy-line-series-chart';
import type { DailyChartProps } from './daily-chart';

const DailyChart = lazy(() => import('./daily-chart'));

export function LazyDailyChart(props: DailyChartProps) {
  return (
    <Suspense fallback={<ChartSkeleton height={props.height ?? 300} />}>
      <DailyChart {...props} />
    </Suspense>
  );
}
