import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table';
import { formatPlainDate } from '../../../lib/dates';
import { formatCount } from '../performance/format';
import type { SeriesModel } from '../performance/series';

/** The same numbers as the chart, one row per bucket, every series (hidden ones too). */
export function SeriesTable({ model }: { model: SeriesModel }) {
  const weekly = model.granularity === 'week';
  return (
    <Table aria-label={weekly ? 'Performance by week' : 'Performance by day'}>
      <TableHead>
        <tr>
          <TableHeaderCell>{weekly ? 'Week' : 'Date'}</TableHeaderCell>
          {weekly ? <TableHeaderCell>Week starting</TableHeaderCell> : null}
          {model.series.map((s) => (
            <TableHeaderCell key={s.key} className="text-right">
              {s.label}
            </TableHeaderCell>
          ))}
        </tr>
      </TableHead>
      <TableBody>
        {model.rows.map((r) => (
          <TableRow key={r.bucket}>
            <TableCell className="font-medium whitespace-nowrap">{r.label}</TableCell>
            {weekly ? (
              <TableCell className="whitespace-nowrap">{r.start ? formatPlainDate(r.start) : '—'}</TableCell>
            ) : null}
            {model.series.map((s) => (
              <TableCell key={s.key} className="text-right tabular-nums">
                {formatCount(r.values[s.key] ?? 0)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
