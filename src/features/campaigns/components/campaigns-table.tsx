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
import { formatPlainDate } from '../../../lib/dates';
import { formatWeeks } from '../../../lib/campaign-labels';
import { CampaignStatusBadge, CampaignTypeBadge } from './campaign-badges';

const columns = ['Name', 'Type', 'Status', 'Start date', 'Duration', 'Country'] as const;

function Header() {
  return (
    <TableHead>
      <tr>
        {columns.map((c) => (
          <TableHeaderCell key={c}>{c}</TableHeaderCell>
        ))}
      </tr>
    </TableHead>
  );
}

export function CampaignsTable({ campaigns, busy }: { campaigns: Campaign[]; busy?: boolean }) {
  return (
    <Table aria-busy={busy || undefined} className={busy ? 'opacity-60 transition-opacity' : undefined}>
      <caption className="sr-only">Campaigns</caption>
      <Header />
      <TableBody>
        {campaigns.map((c) => (
          <TableRow key={c.id}>
            <TableCell className="max-w-80">
              <Link
                to={appPaths.campaign(c.id)}
                className="font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                {c.name}
              </Link>
            </TableCell>
            <TableCell>
              <CampaignTypeBadge campaign={c} />
            </TableCell>
            <TableCell>
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <CampaignStatusBadge campaign={c} />
                {c.status === 0 ? (
                  <Link
                    to={appPaths.buildCampaign(c.id)}
                    aria-label={`Continue building ${c.name}`}
                    className="text-sm text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
                  >
                    Continue building
                  </Link>
                ) : null}
              </div>
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {c.start_date ? (
                formatPlainDate(c.start_date)
              ) : (
                <span className="text-slate-500">Not scheduled</span>
              )}
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatWeeks(c.campaign_duration_week)}</TableCell>
            <TableCell>{c.country_name}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function CampaignsTableSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <Table aria-busy="true">
      <caption className="sr-only">Campaigns (loading)</caption>
      <Header />
      <TableBody>
        {Array.from({ length: rows }, (_, i) => (
          <TableRow key={i}>
            {columns.map((c) => (
              <TableCell key={c}>
                <Skeleton className={c === 'Name' ? 'h-4 w-48' : 'h-4 w-20'} />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
