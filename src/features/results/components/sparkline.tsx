import { numberFormat } from '../../../lib/intl-cache';
import { sparklinePoints } from '../sparkline';

const WIDTH = 96;
const HEIGHT = 24;

/**
 * A campaign's weekly scans as a small line, named in words for screen readers ("Weekly scans: 3, 8,
 * 12 …"), its last week marked with a dot (hollow while the week is still running).
 */
export function Sparkline({
  values,
  label,
  running,
}: {
  values: readonly number[];
  label: string;
  running: boolean;
}) {
  const points = sparklinePoints(values, WIDTH, HEIGHT);
  const nf = numberFormat();
  const last = points.at(-1);
  // Every week read out up to a quarter's worth; a longer line as its range and its last week.
  const words =
    values.length <= 13
      ? values.map((v) => nf.format(v)).join(', ')
      : `${nf.format(values.length)} weeks, from ${nf.format(Math.min(...values))} to ${nf.format(Math.max(...values))}, the last week ${nf.format(values.at(-1) ?? 0)}`;
  return (
    <svg
      role="img"
      aria-label={`${label}: ${words}${running ? ' (the last week so far)' : ''}`}
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="shrink-0 overflow-visible"
    >
      <polyline
        points={points.map(([x, y]) => `${x},${y}`).join(' ')}
        fill="none"
        stroke="#4f46e5"
        strokeWidth={1.5}
        strokeLinejoin="round"
      />
      {last ? (
        <circle
          cx={last[0]}
          cy={last[1]}
          r={2.5}
          fill={running ? '#fff' : '#4f46e5'}
          stroke="#4f46e5"
          strokeWidth={1.5}
        />
      ) : null}
    </svg>
  );
}
