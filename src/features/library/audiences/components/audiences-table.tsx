import type { Audience } from '../../../../api/contract/audience';
import { Skeleton } from '../../../../components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../../components/ui/table';
import { LibraryStatusBadge } from '../../components/status-badge';
import { numberFormat } from '../../../../lib/intl-cache';

const columns = ['Name', 'Status', 'Addresses'] as const;

function Header() {
  return (
    <TableHead>
      <tr role="row">
        {columns.map((c) => (
          <TableHeaderCell key={c} className={c === 'Addresses' ? 'text-right' : undefined}>
            {c}
          </TableHeaderCell>
        ))}
      </tr>
    </TableHead>
  );
}

const UNKNOWN_COUNT_NOTE =
  'Unknown: the service could not read how many addresses this list holds. It is not zero; the count appears once it can be read.';

/** The address count: a number, or "Unknown" (never 0) when the service could not read it. */
function AddressCount({ count, noteId }: { count: number | null; noteId: string }) {
  if (count === null) {
    return (
      <span
        className="inline-flex items-center gap-1 text-amber-800"
        title="The count could not be read. It is not zero."
        aria-describedby={noteId}
      >
        Unknown
        <span aria-hidden="true">*</span>
      </span>
    );
  }
  return <>{numberFormat().format(count)}</>;
}

export function AudiencesTable({
  audiences,
  busy,
  noteId,
}: {
  audiences: Audience[];
  busy?: boolean;
  noteId: string;
}) {
  const anyUnknown = audiences.some((a) => a.address_count === null);
  return (
    <div>
      <Table
        stacked
        aria-busy={busy || undefined}
        className={busy ? 'opacity-60 transition-opacity' : undefined}
      >
        <caption className="sr-only">Audiences</caption>
        <Header />
        <TableBody>
          {audiences.map((a) => (
            <TableRow key={a.id}>
              <TableCell primary className="max-w-96 font-medium break-words text-slate-900">
                {a.name}
              </TableCell>
              <TableCell label="Status">
                <LibraryStatusBadge status={a.status} />
              </TableCell>
              <TableCell label="Addresses" className="text-right whitespace-nowrap tabular-nums">
                <AddressCount count={a.address_count} noteId={noteId} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {anyUnknown ? (
        <p id={noteId} className="mt-2 text-sm text-slate-600">
          <span aria-hidden="true">* </span>
          {UNKNOWN_COUNT_NOTE}
        </p>
      ) : null}
    </div>
  );
}

export function AudiencesTableSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <Table stacked aria-busy="true">
      <caption className="sr-only">Audiences (loading)</caption>
      <Header />
      <TableBody>
        {Array.from({ length: rows }, (_, i) => (
          <TableRow key={i}>
            {columns.map((c) => (
              <TableCell key={c} primary={c === 'Name'} label={c === 'Name' ? undefined : c}>
                <Skeleton className={c === 'Name' ? 'h-4 w-56' : 'ml-auto h-4 w-20'} />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
