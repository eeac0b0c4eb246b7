/**
 * Several series on one chart, one line each, on one scale: the results view's comparison of campaigns
 * week by week. Each line has its colour and its own dash pattern, so it reads without telling colours
 * apart; the legend above names them. A row marked `partial` (this week so far) says so in the tooltip.
 * Drawn with recharts; imported only through a loader, so recharts stays in its own chunk.
 */
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { useBoxWidth } from './use-box-width';

export type CompareLinesRow = {
  label: string;
  partial?: boolean;
  values: Record<string, number | null>;
};
export type CompareLinesSeries = { id: string; name: string; color: string; dash?: string };

export type CompareLinesChartProps = {
  rows: readonly CompareLinesRow[];
  lines: readonly CompareLinesSeries[];
  format: (value: number) => string;
  /** Whole numbers on the axis (counts), or any (rates). */
  integers?: boolean;
  height?: number;
  partialLabel?: string;
};

const AXIS_TICK = { fontSize: 12, fill: '#475569' };

function RowTooltip({
  active,
  label,
  row,
  lines,
  format,
  partialLabel,
}: {
  active?: boolean;
  label?: string;
  row?: CompareLinesRow;
  lines: readonly CompareLinesSeries[];
  format: (v: number) => string;
  partialLabel: string;
}) {
  if (!active || !row) return null;
  return (
    <div className="max-w-72 rounded-md border border-slate-200 bg-white px-2.5 py-1.5 text-xs shadow-sm">
      <div className="font-medium text-slate-900">
        {label}
        {row.partial ? ` (${partialLabel})` : ''}
      </div>
      <ul>
        {lines.map((l) => {
          const v = row.values[l.id];
          return (
            <li key={l.id} className="flex items-baseline gap-1.5 text-slate-700">
              <span
                aria-hidden="true"
                className="inline-block h-2 w-2 shrink-0 rounded-full"
                style={{ backgroundColor: l.color }}
              />
              <span className="truncate">{l.name}</span>
              <span className="ml-auto pl-2 font-semibold tabular-nums">
                {v === null || v === undefined ? '–' : format(v)}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export default function CompareLinesChart({
  rows,
  lines,
  format,
  integers = true,
  height = 280,
  partialLabel = 'so far',
}: CompareLinesChartProps) {
  const [box, width] = useBoxWidth<HTMLDivElement>();
  const data = rows.map((r) => ({ label: r.label, row: r, ...r.values }));
  return (
    <div ref={box}>
      {width === undefined ? (
        <div style={{ height }} />
      ) : (
        <LineChart
          width={width}
          height={height}
          data={data}
          margin={{ top: 8, right: 16, bottom: 4, left: 0 }}
        >
          <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="label"
            tick={AXIS_TICK}
            tickLine={false}
            minTickGap={16}
            interval="preserveStartEnd"
          />
          <YAxis
            tick={AXIS_TICK}
            tickFormatter={(v: number) => format(v)}
            allowDecimals={!integers}
            domain={[0, 'auto']}
            width={56}
          />
          <Tooltip
            content={(props: {
              active?: boolean;
              label?: unknown;
              payload?: readonly { payload?: unknown }[];
            }) => (
              <RowTooltip
                active={props.active}
                label={typeof props.label === 'string' ? props.label : undefined}
                row={(props.payload?.[0]?.payload as { row?: CompareLinesRow } | undefined)?.row}
                lines={lines}
                format={format}
                partialLabel={partialLabel}
              />
            )}
          />
          {lines.map((l) => (
            <Line
              key={l.id}
              type="linear"
              dataKey={l.id}
              name={l.name}
              stroke={l.color}
              strokeWidth={2}
              strokeDasharray={l.dash}
              dot={rows.length <= 26 ? { r: 2.5, fill: l.color, strokeWidth: 0 } : false}
              isAnimationActive={false}
              connectNulls={false}
            />
          ))}
        </LineChart>
      )}
    </div>
  );
}
