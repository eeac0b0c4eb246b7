import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Link } from 'react-router';
import type { Campaign } from '../../../api/contract/campaign';
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
import type { CampaignSort, CampaignSortKey } from '../../../lib/campaign-filters';
import { nextSort } from '../../../lib/campaign-filters';
import { formatPlainDate } from '../../../lib/dates';
import { formatWeeks } from '../../../lib/campaign-labels';
import { isBeingBuilt, stageOf } from '../../../lib/campaign-stage-words';
import { useCampaignText } from '../../../queries/use-campaign-text';
import { StatusBadge, TypeBadge } from './campaign-badges';

type Column = { name: string; sortKey?: CampaignSortKey };

const columns: Column[] = [
  { name: 'Name', sortKey: 'name' },
  { name: 'Type', sortKey: 'type' },
  { name: 'Status', sortKey: 'status' },
  { name: 'Start date', sortKey: 'start' },
  { name: 'Duration' },
  { name: 'Country' },
];

const shownColumns = (showCountry: boolean) => columns.filter((c) => showCountry || c.name !== 'Country');

type SortProps = { sort?: CampaignSort; onSort?: (sort?: CampaignSort) => void };

function SortIcon({ dir }: { dir?: 'asc' | 'desc' }) {
  const Icon = dir === 'asc' ? ArrowUp : dir === 'desc' ? ArrowDown : ArrowUpDown;
  return <Icon className={dir ? 'h-3.5 w-3.5' : 'h-3.5 w-3.5 text-slate-400'} aria-hidden="true" />;
}

function Header({ showCountry, sort, onSort }: { showCountry: boolean } & SortProps) {
  return (
    <TableHead>
      <tr>
        {shownColumns(showCountry).map((c) => {
          const dir = c.sortKey && sort?.key === c.sortKey ? sort.dir : undefined;
          return (
            <TableHeaderCell
              key={c.name}
              aria-sort={
                c.sortKey && onSort
                  ? dir === 'asc'
                    ? 'ascending'
                    : dir === 'desc'
                      ? 'descending'
                      : 'none'
                  : undefined
              }
            >
              {c.sortKey && onSort ? (
                <button
                  type="button"
                  onClick={() => onSort(nextSort(sort, c.sortKey!))}
                  className="inline-flex items-center gap-1 rounded uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                >
                  {c.name}
                  <SortIcon dir={dir} />
                </button>
              ) : (
                c.name
              )}
            </TableHeaderCell>
          );
        })}
      </tr>
    </TableHead>
  );
}

type Props = SortProps & {
  campaigns: Campaign[];
  busy?: boolean;
  /** Off when every campaign is in the account's own country: the column would only repeat it. */
  showCountry?: boolean;
};

export function CampaignsTable({ campaigns, busy, showCountry = true, sort, onSort }: Props) {
  // Read once here, not in each row's badges.
  const text = useCampaignText();
  return (
    <Table
      stacked
      aria-busy={busy || undefined}
      className={busy ? 'opacity-60 transition-opacity' : undefined}
    >
      <caption className="sr-only">Campaigns</caption>
      <Header showCountry={showCountry} sort={sort} onSort={onSort} />
      <TableBody>
        {campaigns.map((c) => (
          <TableRow key={c.id}>
            <TableCell primary className="min-w-48 sm:max-w-80">
              <Link
                to={appPaths.campaign(c.id)}
                className="font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                {c.name}
              </Link>
            </TableCell>
            <TableCell label="Type">
              <TypeBadge campaign={c} text={text} />
            </TableCell>
            <TableCell label="Status">
              <div className="flex flex-wrap items-center justify-end gap-x-2 gap-y-1 sm:justify-start">
                <StatusBadge campaign={c} text={text} />
                {isBeingBuilt(stageOf(c)) ? (
                  <Link
                    to={appPaths.buildCampaign(c.id)}
                    aria-label={`Continue building ${c.name}`}
                    className="text-sm whitespace-nowrap text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
                  >
                    Continue building
                  </Link>
                ) : null}
              </div>
            </TableCell>
            <TableCell label="Start date" className="whitespace-nowrap">
              {c.start_date ? (
                formatPlainDate(c.start_date)
              ) : (
                <span className="text-slate-500">Not scheduled</span>
              )}
            </TableCell>
            <TableCell label="Duration" className="whitespace-nowrap">
              {formatWeeks(c.campaign_duration_week)}
            </TableCell>
            {showCountry ? <TableCell label="Country">{c.country_name}</TableCell> : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function CampaignsTableSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <Table stacked aria-busy="true">
      <caption className="sr-only">Campaigns (loading)</caption>
      <Header showCountry={false} />
      <TableBody>
        {Array.from({ length: rows }, (_, i) => (
          <TableRow key={i}>
            {shownColumns(false).map((c) => (
              <TableCell key={c.name} primary={c.name === 'Name'}>
                <Skeleton className={c.name === 'Name' ? 'h-4 w-48' : 'h-4 w-20'} />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
