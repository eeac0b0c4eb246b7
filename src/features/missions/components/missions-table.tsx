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
import { locationTypeWords, offeredDateText } from '../../../lib/mission-labels';
import { useIsPhone } from '../../../lib/use-media-query';
import { MissionStatusBadge } from '../../../components/mission-status-badge';
import { checkWindowText, scheduledParts } from '../mission-cells';
import { numberFormat } from '../../../lib/intl-cache';

/** Above this many rows only the rows in view are rendered (a 500-row page stays smooth). */
export const VIRTUALISE_ABOVE = 100;
const ROW_HEIGHT = 61;

type LabelOf = (m: Pick<Mission, 'status' | 'statusEnum'>) => string;
type Column = {
  key: string;
  title: string;
  cell: (m: Mission, labelOf: LabelOf) => ReactNode;
  className?: string;
};

const nf = numberFormat();

function NotYet({ children = 'Not yet' }: { children?: ReactNode }) {
  return <span className="text-slate-500">{children}</span>;
}

/**
 * The columns, the figures that matter first: where the run is (with its kind of place and city), when,
 * its one status, the flyers handed out, when the distributor was there, and the campaign. Names wrap
 * rather than being cut.
 */
const allColumns: Column[] = [
  {
    key: 'location',
    title: 'Location',
    className: 'min-w-40 max-w-64',
    cell: (m) => (
      <>
        <span className="block font-medium break-words text-slate-900">{m.location_name}</span>
        <span className="block text-xs font-normal text-slate-600">
          {locationTypeWords(m.location_type)} · {m.city_name}
        </span>
      </>
    ),
  },
  {
    key: 'scheduled',
    title: 'Scheduled',
    className: 'whitespace-nowrap',
    cell: (m) => {
      const parts = scheduledParts(m.time_range_start);
      if (!parts) return m.time_range_start;
      return (
        <time dateTime={m.time_range_start}>
          <span className="sm:block">{parts.date}</span>
          <span className="max-sm:before:content-[',_'] sm:block sm:text-xs sm:text-slate-600">
            {parts.time}
          </span>
        </time>
      );
    },
  },
  {
    key: 'status',
    title: 'Status',
    className: 'whitespace-nowrap',
    cell: (m, labelOf) => {
      const label = labelOf(m);
      const opens = offeredDateText(m, label);
      return (
        <span className="inline-flex flex-col items-end gap-0.5 sm:items-start">
          <MissionStatusBadge mission={m} label={label} />
          {opens ? <span className="text-xs text-slate-600">{opens}</span> : null}
        </span>
      );
    },
  },
  {
    key: 'flyers',
    title: 'Flyers distributed',
    className: 'text-right tabular-nums whitespace-nowrap',
    cell: (m) =>
      m.checkout_flyer_quantity === null ? <NotYet>None yet</NotYet> : nf.format(m.checkout_flyer_quantity),
  },
  {
    key: 'checks',
    title: 'Checked in – out',
    className: 'min-w-28',
    cell: (m) => checkWindowText(m) ?? <NotYet />,
  },
  {
    key: 'campaign',
    title: 'Campaign',
    className: 'min-w-40 max-w-60',
    cell: (m) => (
      <Link
        to={appPaths.campaign(m.campaign_id)}
        className="break-words text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 max-sm:ml-auto"
      >
        {m.campaign_name}
      </Link>
    ),
  },
];

const columnsFor = (showCampaign: boolean) =>
  showCampaign ? allColumns : allColumns.filter((c) => c.key !== 'campaign');

function Header({ columns, sticky }: { columns: Column[]; sticky?: boolean }) {
  return (
    <TableHead>
      <tr role="row" aria-rowindex={sticky ? 1 : undefined}>
        {columns.map((c) => (
          <TableHeaderCell
            key={c.key}
            className={cn(c.key === 'flyers' && 'text-right', sticky && 'sticky top-0 z-10 bg-slate-50')}
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
  measure,
}: {
  mission: Mission;
  columns: Column[];
  labelOf: LabelOf;
  index?: number;
  measure?: (el: HTMLTableRowElement | null) => void;
}) {
  return (
    <TableRow
      ref={measure}
      data-index={index}
      aria-rowindex={index === undefined ? undefined : index + 2}
      className={mission.cancelled ? 'bg-amber-50/40' : undefined}
    >
      {columns.map((c, i) => (
        <TableCell
          key={c.key}
          label={i === 0 ? undefined : c.title}
          primary={i === 0}
          className={c.className}
        >
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
 * Missions as a table; on a phone each row folds into a card (the location as its title). Up to
 * `VIRTUALISE_ABOVE` rows render plainly; a longer page on a wider screen renders only the rows in view
 * inside a scrolling box (the table keeps `aria-rowcount`, each row its `aria-rowindex`).
 */
export function MissionsTable({ missions, labelOf, showCampaign = true, busy }: Props) {
  const columns = columnsFor(showCampaign);
  const phone = useIsPhone();
  if (missions.length > VIRTUALISE_ABOVE && !phone)
    return <VirtualMissionsTable missions={missions} labelOf={labelOf} columns={columns} busy={busy} />;
  return (
    <Table
      stacked
      aria-busy={busy || undefined}
      className={busy ? 'opacity-60 transition-opacity' : undefined}
    >
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
    getItemKey: (i) => missions[i]!.id,
    // Rows grow when a name wraps: measure them (a layout-less environment reports 0; keep the estimate).
    measureElement: (el) => el.getBoundingClientRect().height || ROW_HEIGHT,
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
        role="table"
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
              key={item.key}
              mission={missions[item.index]!}
              columns={columns}
              labelOf={labelOf}
              index={item.index}
              measure={virtualizer.measureElement}
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
    <Table stacked aria-busy="true">
      <caption className="sr-only">Missions (loading)</caption>
      <Header columns={columns} />
      <TableBody>
        {Array.from({ length: rows }, (_, i) => (
          <TableRow key={i}>
            {columns.map((c, j) => (
              <TableCell key={c.key} label={j === 0 ? undefined : c.title} primary={j === 0}>
                <Skeleton className={c.key === 'location' ? 'h-4 w-40' : 'h-4 w-20'} />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
