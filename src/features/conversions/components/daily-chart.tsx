/**
 * Conversions per day, stacked by type, drawn with recharts. Only ever imported through
 * `lazy-daily-chart.tsx`, so recharts stays out of the first load and out of this page's own chunk.
 */
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { DailySeries } from '../daily-series';
import { formatDay } from '../conversion-words';
import { numberFormat } from '../../../lib/intl-cache';
import { useBoxWidth } from '../../../components/charts/use-box-width';

/** Okabe–Ito colours (distinct for colour-blind readers), then grey: one per conversion type. */
const typePalette = [
  '#0072B2',
  '#D55E00',
  '#009E73',
  '#CC79A7',
  '#E69F00',
  '#56B4E9',
  '#000000',
  '#F0E442',
  '#999999',
  '#7F3C8D',
] as const;

export type DailyChartProps = { data: DailySeries; height?: number };

/**
 * Up to this many days, one stacked bar a day; beyond, stacked areas (still a point a day), which stay
 * readable and quick to draw over months or years.
 */
const MAX_BAR_DAYS = 92;

/** What a type's bars or area take alike: its values, its name in the legend, the stack and its colour. */
function typeLook(s: DailySeries['series'][number], i: number) {
  return {
    dataKey: s.key,
    name: s.label,
    stackId: 'types',
    fill: typePalette[i % typePalette.length],
    isAnimationActive: false,
  };
}

export default function DailyChart({ data, height = 300 }: DailyChartProps) {
  const [box, width] = useBoxWidth<HTMLDivElement>();
  const nf = numberFormat();
  const years = new Set(data.days.map((d) => d.day.slice(0, 4)));
  const rows = data.days.map((d) => ({
    label: formatDay(d.day, { year: years.size > 1 }),
    ...d.counts,
  }));
  const margin = { top: 8, right: 8, bottom: 8, left: 0 };
  // Shared by both kinds of chart (recharts reads its children, so these are elements, not a component).
  const axes = [
    <CartesianGrid key="grid" stroke="#e2e8f0" strokeDasharray="3 3" vertical={false} />,
    <XAxis key="x" dataKey="label" tick={{ fontSize: 12, fill: '#475569' }} minTickGap={24} />,
    <YAxis
      key="y"
      tick={{ fontSize: 12, fill: '#475569' }}
      tickFormatter={(v: number) => nf.format(v)}
      allowDecimals={false}
      width={48}
    />,
    <Tooltip key="tooltip" formatter={(v) => (typeof v === 'number' ? nf.format(v) : String(v))} />,
    <Legend key="legend" wrapperStyle={{ fontSize: 12 }} />,
  ];
  return (
    // Drawn once, at the box's measured width (see useBoxWidth).
    <div ref={box} style={{ height }}>
      {width === undefined ? null : data.days.length <= MAX_BAR_DAYS ? (
        <BarChart width={width} height={height} data={rows} margin={margin}>
          {axes}
          {data.series.map((s, i) => (
            <Bar key={s.key} {...typeLook(s, i)} />
          ))}
        </BarChart>
      ) : (
        <AreaChart width={width} height={height} data={rows} margin={margin}>
          {axes}
          {data.series.map((s, i) => (
            <Area
              key={s.key}
              {...typeLook(s, i)}
              type="linear"
              stroke={typePalette[i % typePalette.length]}
              fillOpacity={0.7}
              dot={false}
              activeDot={false}
            />
          ))}
        </AreaChart>
      )}
    </div>
  );
}
