import { Link } from 'react-router';
import type { ConversionRecord } from '../../../api/contract/tracking';
import { Skeleton } from '../../../components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table';
import { appPaths } from '../../../lib/app-paths';
import { formatTimestamp } from '../../../lib/dates';
import { formatMoney, typeWords } from '../conversion-words';

const columns = [
  'Date',
  'Type',
  'Value',
  'Discount',
  'Coupon',
  'Campaign',
  'Metric id',
  'Customer (hashed id)',
] as const;

function Header() {
  return (
    <TableHead>
      <tr>
        {columns.map((c) => (
          <TableHeaderCell
            key={c}
            className={
              c === 'Value' || c === 'Discount' ? 'text-right whitespace-nowrap' : 'whitespace-nowrap'
            }
          >
            {c}
          </TableHeaderCell>
        ))}
      </tr>
    </TableHead>
  );
}

/** The first characters of a hash, whole on hover and for screen readers. */
function Hash({ value }: { value: string | null }) {
  if (!value) return <span className="text-slate-400">—</span>;
  return (
    // `relative` keeps the screen-reader copy inside the table's scrolling box.
    <span className="relative font-mono text-xs" title={value}>
      <span aria-hidden="true">{value.length > 12 ? `${value.slice(0, 10)}…` : value}</span>
      <span className="sr-only">{value}</span>
    </span>
  );
}

const none = <span className="text-slate-400">—</span>;

/** One page of conversions, newest first. The table scrolls sideways in its own box on a phone. */
export function ConversionsTable({
  rows,
  campaignNames,
  namesLoading,
  busy,
}: {
  rows: readonly ConversionRecord[];
  /** Names of the rows' campaigns, where known. */
  campaignNames?: ReadonlyMap<string, string>;
  /** The names are still on their way: a placeholder stands where a name will be. */
  namesLoading?: boolean;
  busy?: boolean;
}) {
  return (
    <Table aria-busy={busy || undefined} className={busy ? 'opacity-60 transition-opacity' : undefined}>
      <caption className="sr-only">Conversions</caption>
      <Header />
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id}>
            <TableCell className="whitespace-nowrap">{formatTimestamp(r.createdAt)}</TableCell>
            <TableCell className="whitespace-nowrap">{typeWords(r)}</TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">
              {formatMoney(r.value, r.currency)}
            </TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">
              {r.discount != null ? formatMoney(r.discount, r.currency) : none}
            </TableCell>
            <TableCell className="font-mono text-xs whitespace-nowrap">{r.coupon ?? none}</TableCell>
            <TableCell className="whitespace-nowrap">
              {r.campaignId && namesLoading && !campaignNames?.has(r.campaignId) ? (
                <Skeleton className="h-4 w-32" />
              ) : r.campaignId ? (
                <Link
                  to={appPaths.campaign(r.campaignId)}
                  className="text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  {campaignNames?.get(r.campaignId) ?? `Campaign ${r.campaignId}`}
                </Link>
              ) : (
                none
              )}
            </TableCell>
            <TableCell className="whitespace-nowrap">{r.metricId ?? none}</TableCell>
            <TableCell>
              <Hash value={r.userId} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function ConversionsTableSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
      <Skeleton className="h-5 w-full" />
      {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
        <Skeleton key={i} className="h-8 w-full" />
      ))}
    </div>
  );
}
