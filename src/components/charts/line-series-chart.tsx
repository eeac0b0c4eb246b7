/**
 * Named series over buckets (weeks or days) drawn as small multiples: one small line chart per measure,
 * each on its own scale, stacked so they share the dates along the bottom. A measure in the thousands
 * (flyers) never flattens one in the tens (scans) into a line at the bottom, as a shared or second axis
 * would. A bucket marked `partial` (still running today) is drawn dashed with a hollow point, so a short
 * week does not read as a collapse. Drawn with recharts; this module is only ever imported through
 * `lazy-line-series-chart.tsx`, so recharts lands in its own chunk.
 */
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { runningSegments } from './running-segments';
import { useBoxWidth } from './use-box-width';
import { numberFormat } from '../../lib/intl-cache';

export type ChartSeries = { key: string; label: string; color: string };
export type ChartRow = {
  /** Short label on the shared axis ("Nov 16"). */
  tick: string;
  /** The bucket's days for the tooltip ("Nov 16 – 22"). */
  label: string;
  /** Still running today: drawn dashed, its tooltip says "so far". */
  partial?: boolean;
  values: Partial<Record<string, number>>;
};

export type LineSeriesChartProps = {
  rows: readonly ChartRow[];
  /** The measures, one panel each, top to bottom. */
  series: readonly ChartSeries[];
  /** Height of one panel's plot, in px. */
  height?: number;
  /** What the tooltip appends to a running bucket's label. */
  partialLabel?: string;
};

type Point = { tick: string; label: string; value: number };

/** The hovered bucket's days and this panel's figure: one line, whichever segment it lies on. */
function BucketTooltip({
  active,
  point,
  measure,
  format,
}: {
  active?: boolean;
  point?: Point;
  measure: string;
  format: (v: number) => string;
}) {
  if (!active || !point) return null;
  return (
    <div className="rounded-md border border-slate-200 bg-white px-2.5 py-1.5 text-xs shadow-sm">
      <div className="font-medium text-slate-900">{point.label}</div>
      <div className="text-slate-700">
        {measure}: <span className="font-semibold tabular-nums">{format(point.value)}</span>
      </div>
    </div>
  );
}

const AXIS_TICK = { fontSize: 12, fill: '#475569' };
const BOTTOM_AXIS_HEIGHT = 36;

/** A date on the shared axis; the running bucket's says "so far" beneath it. */
function BucketTick(props: {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown; index?: number };
  rows: readonly ChartRow[];
  partialLabel: string;
}) {
  const { x = 0, y = 0, payload, rows, partialLabel } = props;
  const running = payload?.index !== undefined && rows[payload.index]?.partial;
  return (
    <g transform={`translate(${x},${y})`}>
      <text dy={12} textAnchor="middle" fontSize={12} fill="#475569">
        {String(payload?.value ?? '')}
      </text>
      {running ? (
        <text dy={26} textAnchor="middle" fontSize={11} fontStyle="italic" fill="#475569" data-running="">
          {partialLabel}
        </text>
      ) : null}
    </g>
  );
}

export default function LineSeriesChart({
  rows,
  series,
  height = 120,
  partialLabel = 'so far',
}: LineSeriesChartProps) {
  const [box, width] = useBoxWidth<HTMLDivElement>();
  const nf = numberFormat();
  // One width for every panel's scale, so the plots line up under each other.
  const widest = Math.max(
    1,
    ...series.flatMap((s) => rows.map((r) => nf.format(Math.ceil((r.values[s.key] ?? 0) * 1.1)).length)),
  );
  const axisWidth = 12 + widest * 8;
  const running = rows.some((r) => r.partial);
  return (
    <div ref={box} className="space-y-3">
      {series.map((s, panel) => {
        const last = panel === series.length - 1;
        const plotHeight = height + (last ? BOTTOM_AXIS_HEIGHT : 0);
        const { solid, dashed } = runningSegments(
          rows.map((r) => r.values[s.key] ?? 0),
          rows.map((r) => !!r.partial),
        );
        const data = rows.map((r, i) => ({
          tick: r.tick,
          label: r.partial ? `${r.label} (${partialLabel})` : r.label,
          value: r.values[s.key] ?? 0,
          solid: solid[i],
          dashed: dashed[i],
        }));
        return (
          <div key={s.key} data-measure={s.key}>
            <h3 className="mb-1 flex items-center gap-2 text-sm font-medium text-slate-800">
              <span
                aria-hidden="true"
                className="inline-block h-2.5 w-2.5 rounded-full"
                style={{ backgroundColor: s.color }}
              />
              {s.label}
            </h3>
            {width === undefined ? (
              <div style={{ height: plotHeight }} />
            ) : (
              <LineChart
                width={width}
                height={plotHeight}
                data={data}
                syncId="line-series"
                margin={{ top: 6, right: 20, bottom: last ? 0 : 8, left: 0 }}
              >
                <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" vertical={false} />
                <XAxis
                  dataKey="tick"
                  hide={!last}
                  height={BOTTOM_AXIS_HEIGHT}
                  tick={(props: object) => <BucketTick {...props} rows={rows} partialLabel={partialLabel} />}
                  tickLine={false}
                  minTickGap={16}
                  interval="preserveStartEnd"
                />
                <YAxis
                  tick={AXIS_TICK}
                  tickFormatter={(v: number) => nf.format(v)}
                  allowDecimals={false}
                  domain={[0, 'auto']}
                  tickCount={3}
                  interval={0}
                  width={axisWidth}
                />
                <Tooltip
                  content={(props: { active?: boolean; payload?: readonly { payload?: unknown }[] }) => (
                    <BucketTooltip
                      active={props.active}
                      point={props.payload?.[0]?.payload as Point | undefined}
                      measure={s.label}
                      format={(v) => nf.format(v)}
                    />
                  )}
                />
                <Line
                  type="linear"
                  dataKey="solid"
                  name={s.label}
                  stroke={s.color}
                  strokeWidth={2}
                  dot={rows.length <= 40 ? { r: 3, fill: s.color, strokeWidth: 0 } : false}
                  isAnimationActive={false}
                  connectNulls={false}
                />
                {running ? (
                  <Line
                    type="linear"
                    dataKey="dashed"
                    name={`${s.label} (${partialLabel})`}
                    stroke={s.color}
                    strokeWidth={2}
                    strokeDasharray="5 4"
                    dot={(props: { cx?: number; cy?: number; index?: number }) =>
                      props.index !== undefined && rows[props.index]?.partial && props.cx !== undefined ? (
                        <circle
                          key={`running-${props.index}`}
                          data-running=""
                          cx={props.cx}
                          cy={props.cy}
                          r={4}
                          fill="#fff"
                          stroke={s.color}
                          strokeWidth={2}
                        />
                      ) : (
                        <g key={`none-${props.index}`} />
                      )
                    }
                    activeDot={false}
                    legendType="none"
                    tooltipType="none"
                    isAnimationActive={false}
                    connectNulls={false}
                  />
                ) : null}
              </LineChart>
            )}
          </div>
        );
      })}
    </div>
  );
}
