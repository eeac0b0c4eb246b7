/**
 * A line chart of named series over buckets (weeks or days), drawn with recharts. This module is only
 * ever imported through `lazy-line-series-chart.tsx`, so recharts lands in its own chunk.
 */
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** `axis: 'right'` draws a series against a second scale (flyers run in thousands, scans in tens). */
export type ChartSeries = { key: string; label: string; color: string; axis?: 'left' | 'right' };
export type ChartRow = { label: string; values: Partial<Record<string, number>> };

export type LineSeriesChartProps = {
  rows: readonly ChartRow[];
  /** The series to draw (the visible ones), in legend order. */
  series: readonly ChartSeries[];
  height?: number;
};

export default function LineSeriesChart({ rows, series, height = 320 }: LineSeriesChartProps) {
  const nf = new Intl.NumberFormat();
  // A second scale only when both scales have something on them.
  const hasRight = series.some((s) => s.axis === 'right') && series.some((s) => s.axis !== 'right');
  const names = (right: boolean) =>
    series
      .filter((s) => (s.axis === 'right') === right)
      .map((s) => s.label)
      .join(', ');
  const leftLabel = hasRight ? names(false) : undefined;
  const rightLabel = hasRight ? names(true) : undefined;
  const data = rows.map((r) => ({ label: r.label, ...r.values }));
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 800, height }}>
      <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" />
        <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#475569' }} minTickGap={24} />
        <YAxis
          yAxisId="left"
          tick={{ fontSize: 12, fill: '#475569' }}
          tickFormatter={(v: number) => nf.format(v)}
          allowDecimals={false}
          width={64}
          label={
            leftLabel
              ? { value: leftLabel, angle: -90, position: 'insideLeft', fontSize: 12, fill: '#475569' }
              : undefined
          }
        />
        {hasRight ? (
          <YAxis
            yAxisId="right"
            orientation="right"
            tick={{ fontSize: 12, fill: '#475569' }}
            tickFormatter={(v: number) => nf.format(v)}
            allowDecimals={false}
            width={72}
            label={
              rightLabel
                ? { value: rightLabel, angle: 90, position: 'insideRight', fontSize: 12, fill: '#475569' }
                : undefined
            }
          />
        ) : null}
        <Tooltip formatter={(v) => (typeof v === 'number' ? nf.format(v) : String(v))} />
        {series.map((s) => (
          <Line
            key={s.key}
            type="linear"
            yAxisId={hasRight && s.axis === 'right' ? 'right' : 'left'}
            dataKey={s.key}
            name={s.label}
            stroke={s.color}
            strokeWidth={2}
            dot={rows.length <= 40}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
