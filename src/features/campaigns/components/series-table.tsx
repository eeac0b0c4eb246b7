import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table';
import { formatCount } from '../performance/format';
import type { SeriesModel } from '../performance/series';

/**
 * The same numbers as the chart, one row per week (its days, "Nov 16 – 22") or day, every series. The
 * week still running says so. On a phone each row folds into a card titled with its week.
 */
export function SeriesTable({ model }: { model: SeriesModel }) {
  const weekly = model.granularity === 'week';
  const bucket = weekly ? 'Week' : 'Day';
  return (
    <Table stacked aria-label={weekly ? 'Performance by week' : 'Performance by day'}>
      <TableHead>
        <tr>
          <TableHeaderCell>{bucket}</TableHeaderCell>
          {model.series.map((s) => (
            <TableHeaderCell key={s.key} className="text-right">
              {s.label}
            </TableHeaderCell>
          ))}
        </tr>
      </TableHead>
      <TableBody>
        {/* The primary cell is the card's title on a phone: its dates need no "Week" before them. */}
        {model.rows.map((r) => (
          <TableRow key={r.bucket} data-running={r.partial ? '' : undefined}>
            <TableCell primary className="font-medium whitespace-nowrap">
              {r.label}
              {r.partial ? (
                <span className="ml-2 rounded bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-800">
                  {weekly ? 'This week so far' : 'Today so far'}
                </span>
              ) : null}
            </TableCell>
            {model.series.map((s) => (
              <TableCell key={s.key} label={s.label} className="text-right tabular-nums">
                {formatCount(r.values[s.key] ?? 0)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
