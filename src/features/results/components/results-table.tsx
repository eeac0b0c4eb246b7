import { ArrowDown, ArrowUp, ArrowUpDown, RotateCw } from 'lucide-react';
import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableFoot,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table';
import { appPaths } from '../../../lib/app-paths';
import { formatPlainDate } from '../../../lib/dates';
import { numberFormat } from '../../../lib/intl-cache';
import { formatPerThousand, NOT_COUNTED } from '../../../lib/measurement';
import { useSyncedState } from '../../../lib/use-synced-state';
import { useCampaignText, type CampaignText } from '../../../queries/use-campaign-text';
import type { CampaignResult, Gap, Measure } from '../campaign-results';
import { nextResultSort, type ResultSort, type ResultSortKey } from '../results-sort';
import { MIN_RANK_FLYERS, rankable, type ResultsTotals } from '../results-summary';
import { MAX_COMPARE } from '../results-view';
import type { ResultRow } from '../use-results';
import { Sparkline } from './sparkline';

type Column = { key: ResultSortKey | 'trend'; label: string; numeric?: boolean };

const columns: Column[] = [
  { key: 'name', label: 'Campaign' },
  { key: 'flyers', label: 'Flyers distributed', numeric: true },
  { key: 'scans', label: 'Scans', numeric: true },
  { key: 'scanRate', label: 'Scans per 1,000 flyers', numeric: true },
  { key: 'conversions', label: 'Conversions', numeric: true },
  { key: 'conversionRate', label: 'Conversions per 1,000 flyers', numeric: true },
  { key: 'trend', label: 'Weekly scans' },
];

/** What a cell without a figure says, by why it has none. */
export const gapWords: Record<Gap, { text: string; title: string }> = {
  'not-counted': { text: NOT_COUNTED, title: 'This campaign does not count it.' },
  'total-only': {
    text: 'Total only',
    title: 'Reported only as a campaign total, which cannot be cut to this period.',
  },
  'not-sent': { text: 'Not reported', title: 'The service did not send this figure.' },
};

const nf = () => numberFormat();

function GapText({ gap }: { gap: Gap }) {
  const w = gapWords[gap];
  return (
    <span className="whitespace-nowrap text-slate-500" title={w.title}>
      {w.text}
    </span>
  );
}

function CountCell({ result, measure }: { result: CampaignResult; measure: Measure }) {
  const value = result[measure];
  if (value === null) return <GapText gap={result.gaps[measure] ?? 'not-sent'} />;
  return <>{nf().format(value)}</>;
}

function RateCell({ result, measure }: { result: CampaignResult; measure: 'scans' | 'conversions' }) {
  const count = result[measure];
  if (count === null) return <GapText gap={result.gaps[measure] ?? 'not-sent'} />;
  if (result.flyers === null) return <GapText gap={result.gaps.flyers ?? 'not-sent'} />;
  const rate = measure === 'scans' ? result.scanRate : result.conversionRate;
  if (rate === null) return <span className="whitespace-nowrap text-slate-500">No flyers</span>;
  return (
    <span className="inline-flex flex-wrap items-center justify-end gap-1">
      {rankable(result, measure) ? null : (
        <Badge
          tone="muted"
          title={`Fewer than ${nf().format(MIN_RANK_FLYERS)} flyers in the period: shown, not ranked.`}
        >
          Few flyers
        </Badge>
      )}
      {formatPerThousand(rate)}
    </span>
  );
}

function SortIcon({ dir }: { dir?: 'asc' | 'desc' }) {
  const Icon = dir === 'asc' ? ArrowUp : dir === 'desc' ? ArrowDown : ArrowUpDown;
  return <Icon className={dir ? 'h-3.5 w-3.5' : 'h-3.5 w-3.5 text-slate-400'} aria-hidden="true" />;
}

function Header({ sort, onSort }: { sort?: ResultSort; onSort: (sort?: ResultSort) => void }) {
  return (
    <TableHead>
      <tr>
        {columns.map((c) => {
          if (c.key === 'trend') {
            return (
              <TableHeaderCell key={c.key} className="whitespace-nowrap">
                {c.label}
              </TableHeaderCell>
            );
          }
          const key = c.key;
          const dir = sort?.key === key ? sort.dir : undefined;
          return (
            <TableHeaderCell
              key={key}
              className={c.numeric ? 'text-right' : undefined}
              aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none'}
            >
              <button
                type="button"
                onClick={() => onSort(nextResultSort(sort, key))}
                className="inline-flex items-center gap-1 rounded text-left uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                {c.label}
                <SortIcon dir={dir} />
              </button>
            </TableHeaderCell>
          );
        })}
      </tr>
    </TableHead>
  );
}

type TableProps = {
  rows: ResultRow[];
  totals: ResultsTotals | undefined;
  /** Scans of every week of the period summed over the campaigns that count them, for the totals row. */
  totalWeeklyScans: number[] | undefined;
  /** The running week is the period's last. */
  running: boolean;
  sort?: ResultSort;
  onSort: (sort?: ResultSort) => void;
  compare: readonly string[];
  onToggleCompare: (id: string) => void;
  /** Rows still being read, for the totals row's words. */
  reading: boolean;
};

/** Every campaign of the period, a row each, with the totals row at the foot. */
export function ResultsTable({
  rows,
  totals,
  totalWeeklyScans,
  running,
  sort,
  onSort,
  compare,
  onToggleCompare,
  reading,
}: TableProps) {
  const text = useCampaignText();
  const full = compare.length >= MAX_COMPARE;
  // One function for every row, whatever the page's renders, so a row's props change only with its data.
  const toggleRef = useRef(onToggleCompare);
  useLayoutEffect(() => {
    toggleRef.current = onToggleCompare;
  });
  const onToggle = useCallback((id: string) => toggleRef.current(id), []);
  return (
    <Table stacked aria-busy={reading || undefined}>
      <caption className="sr-only">Results by campaign</caption>
      <Header sort={sort} onSort={onSort} />
      <TableBody>
        {rows.map((row) => {
          const chosen = compare.includes(row.campaign.id);
          return (
            <ResultRowView
              key={row.campaign.id}
              row={row}
              chosen={chosen}
              disabled={!chosen && full}
              running={running}
              onToggle={onToggle}
              text={text}
            />
          );
        })}
      </TableBody>
      {totals ? (
        <TableFoot>
          <TableRow className="hover:bg-slate-50">
            <TableCell primary>
              {reading ? 'So far: ' : 'Total: '}
              {nf().format(totals.campaigns)} {totals.campaigns === 1 ? 'campaign' : 'campaigns'}
            </TableCell>
            <TableCell label="Flyers distributed" className="text-right tabular-nums">
              {nf().format(totals.flyers)}
            </TableCell>
            <TableCell label="Scans" className="text-right tabular-nums">
              {totals.scans.campaigns > 0 ? nf().format(totals.scans.value) : NOT_COUNTED}
            </TableCell>
            <TableCell label="Scans per 1,000 flyers" className="text-right tabular-nums">
              {totals.scans.rate === null ? '–' : formatPerThousand(totals.scans.rate)}
            </TableCell>
            <TableCell label="Conversions" className="text-right tabular-nums">
              {totals.conversions.campaigns > 0 ? nf().format(totals.conversions.value) : NOT_COUNTED}
            </TableCell>
            <TableCell label="Conversions per 1,000 flyers" className="text-right tabular-nums">
              {totals.conversions.rate === null ? '–' : formatPerThousand(totals.conversions.rate)}
            </TableCell>
            <TableCell label="Weekly scans">
              {totalWeeklyScans && totals.scans.campaigns > 0 ? (
                <Sparkline
                  values={totalWeeklyScans}
                  label="Weekly scans of all campaigns"
                  running={running}
                />
              ) : null}
            </TableCell>
          </TableRow>
        </TableFoot>
      ) : null}
    </Table>
  );
}

type RowProps = {
  row: ResultRow;
  chosen: boolean;
  disabled: boolean;
  running: boolean;
  onToggle: (id: string) => void;
  text: CampaignText;
};

/**
 * One campaign's row. Drawn again only when its own figures, its tick or the words change: as reads
 * arrive, one row changes at a time, not the whole table.
 */
const ResultRowView = memo(function ResultRowView({
  row,
  chosen,
  disabled,
  running,
  onToggle,
  text,
}: RowProps) {
  const { campaign: c, read, result } = row;
  return (
    <TableRow className={chosen ? 'bg-indigo-50/60' : undefined}>
      <TableCell primary className="min-w-56 sm:max-w-80">
        <div className="flex items-start gap-3">
          <CompareBox name={c.name} checked={chosen} disabled={disabled} onChange={() => onToggle(c.id)} />
          <div className="min-w-0">
            <Link
              to={appPaths.campaign(c.id)}
              state={{ from: 'results' }}
              className="font-medium break-words text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              {c.name}
            </Link>
            <p className="mt-0.5 text-xs font-normal text-slate-600">
              {text.typeText(c.typeEnum, c.type)} · {text.stageText(c)}
              {c.start_date ? ` · started ${formatPlainDate(c.start_date)}` : ''}
            </p>
          </div>
        </div>
      </TableCell>
      {read.status === 'failed' ? (
        <TableCell label="Results" colSpan={columns.length - 1}>
          <span className="inline-flex flex-wrap items-center gap-2">
            <span className="text-red-700">Could not read its results.</span>
            <Button
              size="sm"
              variant="secondary"
              onClick={read.retry}
              disabled={read.retrying}
              aria-label={`Try again: ${c.name}`}
            >
              <RotateCw className="h-3.5 w-3.5" aria-hidden="true" />
              {read.retrying ? 'Trying again…' : 'Try again'}
            </Button>
          </span>
        </TableCell>
      ) : !result ? (
        columns.slice(1).map((col) => (
          <TableCell key={col.key} label={col.label} className={col.numeric ? 'text-right' : undefined}>
            {/* Still, not pulsing: dozens of rows pulsing at once kept the page repainting. */}
            <span aria-hidden="true" className="ml-auto block h-4 w-14 rounded bg-slate-100" />
            {col.key === 'flyers' ? <span className="sr-only">Reading…</span> : null}
          </TableCell>
        ))
      ) : (
        <>
          <TableCell label="Flyers distributed" className="text-right tabular-nums">
            <CountCell result={result} measure="flyers" />
          </TableCell>
          <TableCell label="Scans" className="text-right tabular-nums">
            <CountCell result={result} measure="scans" />
          </TableCell>
          <TableCell label="Scans per 1,000 flyers" className="text-right tabular-nums">
            <RateCell result={result} measure="scans" />
          </TableCell>
          <TableCell label="Conversions" className="text-right tabular-nums">
            <CountCell result={result} measure="conversions" />
          </TableCell>
          <TableCell label="Conversions per 1,000 flyers" className="text-right tabular-nums">
            <RateCell result={result} measure="conversions" />
          </TableCell>
          <TableCell label="Weekly scans">
            {result.weeklyScans ? (
              <Sparkline values={result.weeklyScans} label={`Weekly scans of ${c.name}`} running={running} />
            ) : (
              <GapText gap={result.gaps.scans ?? 'not-sent'} />
            )}
          </TableCell>
        </>
      )}
    </TableRow>
  );
});

function CompareBox({
  name,
  checked,
  disabled,
  onChange,
}: {
  name: string;
  checked: boolean;
  disabled: boolean;
  onChange: () => void;
}) {
  // Ticked at once: the choice lives in the address, which follows a moment later.
  const [shown, setShown] = useSyncedState(checked);
  return (
    <input
      type="checkbox"
      aria-label={`Compare ${name}`}
      title={disabled ? `At most ${MAX_COMPARE} campaigns can be compared.` : undefined}
      className="mt-1 h-4 w-4 rounded border-slate-400 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      checked={shown}
      disabled={disabled}
      onChange={(e) => {
        setShown(e.target.checked);
        onChange();
      }}
    />
  );
}
