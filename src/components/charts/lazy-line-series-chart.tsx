/**
 * The line chart (small multiples), loaded on first use: recharts is fetched only when a chart is shown,
 * never with the first load or the campaign list.
 *
 * Not React's `lazy` and `Suspense`: React holds back content that replaces a Suspense fallback until the
 * fallback has been shown for 300 ms, which kept a chart whose code and data had both arrived off screen
 * for up to that long. Here a chart whose code is already loaded draws in the same render as its data.
 */
import { useEffect, useState } from 'react';
import { LoadingStatus, Skeleton } from '../ui/skeleton';
import type { LineSeriesChartProps } from './line-series-chart';
import { loadedLineSeriesChart, loadLineSeriesChart } from './line-series-chart-module';

export function ChartSkeleton({ height = 320 }: { height?: number }) {
  return (
    <div>
      <LoadingStatus label="Loading chart…" />
      <Skeleton className="w-full" style={{ height }} />
    </div>
  );
}

/** The chart's module: at once when it has loaded, else after it arrives; a failure to load is thrown. */
function useLineSeriesChart() {
  const [state, setState] = useState<{ module?: ReturnType<typeof loadedLineSeriesChart>; error?: unknown }>(
    () => ({ module: loadedLineSeriesChart() }),
  );
  const missing = state.module === undefined && state.error === undefined;
  useEffect(() => {
    if (!missing) return;
    let live = true;
    loadLineSeriesChart().then(
      (module) => live && setState({ module }),
      (error: unknown) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [missing]);
  // As a lazy component's failure would: the nearest error boundary offers to try again.
  if (state.error !== undefined) throw state.error;
  return state.module;
}

export function LazyLineSeriesChart(props: LineSeriesChartProps) {
  const chart = useLineSeriesChart();
  // About the height the panels will take (plot, title and gap each, plus the dates), so nothing jumps.
  const height = props.series.length * ((props.height ?? 120) + 32) + 24;
  if (!chart) return <ChartSkeleton height={height} />;
  return <chart.default {...props} />;
}
