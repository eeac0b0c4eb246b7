import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Mission } from '../../../api/contract/mission';
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
import { cn } from '../../../lib/cn';
import { formatPlainDate, formatTimestamp } from '../../../lib/dates';
import { locationTypeWords } from '../../../lib/mission-labels';
import { MissionStatusBadge } from '../../../components/mission-status-badge';

/** Above this many rows only the rows in view are rendered (a 500-row page stays smooth). */
export const VIRTUALISE_ABOVE = 100;
const ROW_HEIGHT = 53;

type Column = { key: string; title: string; cell: (m: Mission, labelOf: LabelOf) => ReactNode };
type LabelOf = (m: Pick<Mission, 'status' | 'statusEnum'>) => string;

const nf = new Intl.NumberFormat();

function NotYet({ children = 'Not yet' }: { children?: ReactNode }) {
  return <span className="text-slate-500">{children}</span>;
}

const allColumns: Column[] = [
  {
    key: 'location',
    title: 'Location',
    cell: (m) => (
      <span title={m.location_name} className="block max-w-52 truncate font-medium text-slate-900">
        {m.location_name}
      </span>
    ),
  },
  { key: 'city', title: 'City', cell: (m) => m.city_name },
  {
    key: 'campaign',
    title: 'Campaign',
    cell: (m) => (
      <Link
        to={appPaths.campaign(m.campaign_id)}
        title={m.campaign_name}
        className="block max-w-60 truncate text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        {m.campaign_name}
      </Link>
    ),
  },
  { key: 'scheduled', title: 'Scheduled', cell: (m) => formatTimestamp(m.time_range_start) },
  {
    key: 'status',
    title: 'Status',
    cell: (m, labelOf) => <MissionStatusBadge mission={m} label={labelOf(m)} />,
  },
  {
    key: 'available',
    title: 'Available date',
    cell: (m) => (m.available_date ? formatPlainDate(m.available_date) : <NotYet>Not set</NotYet>),
  },
  {
    key: 'in',
    title: 'Checked in',
    cell: (m) => (m.check_in_time ? formatTimestamp(m.check_in_time) : <NotYet />),
  },
  {
    key: 'out',
    title: 'Checked out',
    cell: (m) => (m.checkout_time ? formatTimestamp(m.checkout_time) : <NotYet />),
  },
  {
    key: 'flyers',
    title: 'Flyers distributed',
    cell: (m) =>
      m.checkout_flyer_quantity === null ? <NotYet>—</NotYet> : nf.format(m.checkout_flyer_quantity),
  },
  { key: 'type', title: 'Location type', cell: (m) => locationTypeWords(m.location_type) },
];

const columnsFor = (showCampaign: boolean) =>
  showCampaign ? allColumns : allColumns.filter((c) => c.key !== 'campaign');

const cellClass = (key: string) =>
  cn(key === 'location' ? 'max-w-64' : 'whitespace-nowrap', key === 'flyers' && 'text-right tabular-nums');

function Header({ columns, sticky }: { columns: Column[]; sticky?: boolean }) {
  return (
    <TableHead>
      <tr aria-rowindex={sticky ? 1 : undefined}>
        {columns.map((c) => (
          <TableHeaderCell
            key={c.key}
            className={cn(
              c.key === 'flyers' && 'text-right',
              sticky && 'sticky top-0 z-10 bg-slate-50',
              'whitespace-nowrap',
            )}
          >
            {c.title}
          </TableHeaderCell>
        ))}
      </tr>
    </TableHead>
  );
}

function Row({
  mission,
  columns,
  labelOf,
  index,
}: {
  mission: Mission;
  columns: Column[];
  labelOf: LabelOf;
  index?: number;
}) {
  return (
    <TableRow
      aria-rowindex={index === undefined ? undefined : index + 2}
      className={mission.cancelled ? 'bg-amber-50/40' : undefined}
      style={index === undefined ? undefined : { height: ROW_HEIGHT }}
    >
      {columns.map((c) => (
        <TableCell key={c.key} className={cellClass(c.key)}>
          {c.cell(mission, labelOf)}
        </TableCell>
      ))}
    </TableRow>
  );
}

type Props = {
  missions: Mission[];
  labelOf: LabelOf;
  /** Hidden when the view shows one campaign's missions. */
  showCampaign?: boolean;
  busy?: boolean;
};

/**
 * Missions as a table. Up to `VIRTUALISE_ABOVE` rows render plainly; a longer page renders only the rows
 * in view inside a scrolling box (the table keeps `aria-rowcount`, each row its `aria-rowindex`).
 */
export function MissionsTable({ missions, labelOf, showCampaign = true, busy }: Props) {
  const columns = columnsFor(showCampaign);
  if (missions.length > VIRTUALISE_ABOVE)
    return <VirtualMissionsTable missions={missions} labelOf={labelOf} columns={columns} busy={busy} />;
  return (
    <Table aria-busy={busy || undefined} className={busy ? 'opacity-60 transition-opacity' : undefined}>
      <caption className="sr-only">Missions</caption>
      <Header columns={columns} />
      <TableBody>
        {missions.map((m) => (
          <Row key={m.id} mission={m} columns={columns} labelOf={labelOf} />
        ))}
      </TableBody>
    </Table>
  );
}

function VirtualMissionsTable({
  missions,
  labelOf,
  columns,
  busy,
}: {
  missions: Mission[];
  labelOf: LabelOf;
  columns: Column[];
  busy?: boolean;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: missions.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    initialRect: { width: 1200, height: 720 },
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <div
      ref={scrollRef}
      // A scrolling region must be reachable by keyboard.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label="Missions, scrollable"
      className="max-h-[70vh] overflow-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <table
        aria-rowcount={missions.length + 1}
        aria-busy={busy || undefined}
        className={cn('w-full border-collapse text-left text-sm', busy && 'opacity-60 transition-opacity')}
      >
        <caption className="sr-only">Missions</caption>
        <Header columns={columns} sticky />
        <TableBody>
          {top > 0 ? <tr aria-hidden="true" style={{ height: top }} /> : null}
          {items.map((item) => (
            <Row
              key={missions[item.index]!.id}
              mission={missions[item.index]!}
              columns={columns}
              labelOf={labelOf}
              index={item.index}
            />
          ))}
          {bottom > 0 ? <tr aria-hidden="true" style={{ height: bottom }} /> : null}
        </TableBody>
      </table>
    </div>
  );
}

export function MissionsTableSkeleton({
  rows = 8,
  showCampaign = true,
}: {
  rows?: number;
  showCampaign?: boolean;
}) {
  const columns = columnsFor(showCampaign);
  return (
    <Table aria-busy="true">
      <caption className="sr-only">Missions (loading)</caption>
      <Header columns={columns} />
      <TableBody>
        {Array.from({ length: rows }, (_, i) => (
          <TableRow key={i}>
            {columns.map((c) => (
              <TableCell key={c.key}>
                <Skeleton className={c.key === 'location' ? 'h-4 w-40' : 'h-4 w-20'} />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
