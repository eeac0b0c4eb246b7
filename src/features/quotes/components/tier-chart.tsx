/**
 * Unit price against volume, one step line per format (recharts). Loaded lazily by the tier panel, so the
 * chart library is fetched only when this chart is on screen.
 */
import { CartesianGrid, Legend, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartRow } from '../tiers';

export type TierChartSeries = { key: string; label: string; color: string };

type Props = {
  rows: ChartRow[];
  series: TierChartSeries[];
  /** The volume being looked at: a vertical marker. */
  volume?: number;
  formatPrice: (value: number) => string;
  formatVolume: (value: number) => string;
};

export default function TierChart({ rows, series, volume, formatPrice, formatVolume }: Props) {
  const first = rows[0]?.volume ?? 1;
  const last = rows.at(-1)?.volume ?? first;
  return (
    <LineChart
      responsive
      style={{ width: '100%', height: 320 }}
      data={rows}
      margin={{ top: 24, right: 24, bottom: 8, left: 8 }}
      accessibilityLayer
    >
      <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
      <XAxis
        dataKey="volume"
        type="number"
        scale="log"
        domain={[first, last]}
        allowDataOverflow
        ticks={rows.map((r) => r.volume)}
        tickFormatter={formatVolume}
        fontSize={12}
        label={{ value: 'Pieces', position: 'insideBottomRight', offset: -4, fontSize: 12 }}
      />
      <YAxis tickFormatter={formatPrice} fontSize={12} width={72} domain={['auto', 'auto']} />
      <Tooltip
        formatter={(value) => (typeof value === 'number' ? formatPrice(value) : String(value))}
        labelFormatter={(label) => `From ${formatVolume(Number(label))} pieces`}
      />
      {/* Formats in size order, as everywhere else on the page. */}
      <Legend itemSorter={null} />
      {series.map((s) => (
        <Line
          key={s.key}
          dataKey={s.key}
          name={s.label}
          type="stepAfter"
          stroke={s.color}
          strokeWidth={2}
          dot={false}
          connectNulls={false}
          isAnimationActive={false}
        />
      ))}
      {volume !== undefined && volume >= first && volume <= last ? (
        <ReferenceLine
          x={volume}
          stroke="#0f172a"
          strokeDasharray="4 4"
          label={{ value: `${formatVolume(volume)} pieces`, position: 'top', fontSize: 12 }}
        />
      ) : null}
    </LineChart>
  );
}
