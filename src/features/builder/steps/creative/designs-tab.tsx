/**
 * The client's own designs: search by file name, filter by format (those that fit the draft first). When
 * the matches fit in one read (at most `DESIGNS_READ_WHOLE`), they are read at once and every design that
 * fits the draft comes before those that do not, across the pages; a longer list is paged by the service
 * and sorted page by page. Designs that do not fit say why and cannot be chosen, and so do designs not
 * ready to print.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { Design, DesignList } from '../../../../api/contract/design';
import {
  designFit,
  designFormatCodes,
  designFormatSpec,
  designFormatText,
  type FitSubtype,
} from '../../../../api/contract/print-format';
import { Pagination } from '../../../../components/pagination';
import { QueryState } from '../../../../components/query-state';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Input, Label, NativeSelect } from '../../../../components/ui/input';
import { cn } from '../../../../lib/cn';
import { MAX_SEARCH_LENGTH } from '../../../../lib/search-text';
import { useCommittedInput } from '../../../../lib/use-committed-input';
import { readPositiveInt } from '../../../../lib/url-values';
import { designQueries } from '../../../../queries/design-queries';
import type { StepProps } from '../../step-props';
import { sortByFit } from '../../design-fitness';
import { isReady, notReadyReason, statusLabel } from '../words';
import { Thumbnail } from '../../../../components/thumbnail';
import { CardButton, CardGridPending, FitNote, gridClasses, type CardChoice } from './design-card';

const FORMAT = /^[A-Za-z0-9_.]{1,40}$/;

/** Designs per page in the creative step. */
export const DESIGN_PAGE_SIZE = 12;
/** Most designs read at once (the service's largest page), so those that fit the draft can all come first. */
const DESIGNS_READ_WHOLE = 100;

/** The format filter's options: those that fit the draft, then the others; an unknown one in the address too. */
export function formatOptions(subtype: FitSubtype, current: string) {
  const codes: string[] = [...designFormatCodes];
  if (current && !codes.some((c) => c === current.toUpperCase())) codes.push(current);
  const option = (code: string) => ({ value: code, label: designFormatText(code) });
  return {
    fitting: codes.filter((c) => designFit(c, subtype).fits).map(option),
    others: codes.filter((c) => !designFit(c, subtype).fits).map(option),
  };
}

export function DesignsTab({
  subtype,
  search,
  setSearch,
  choice,
  onChoose,
}: {
  subtype: FitSubtype;
  search: URLSearchParams;
  setSearch: StepProps['setSearch'];
  choice: CardChoice;
  onChoose: (design: Design) => void;
}) {
  const searchId = useId();
  const formatId = useId();
  const q = search.get('q')?.trim().slice(0, MAX_SEARCH_LENGTH) ?? '';
  const rawFormat = search.get('format')?.trim() ?? '';
  const format = !FORMAT.test(rawFormat)
    ? ''
    : designFormatSpec(rawFormat)
      ? rawFormat.toUpperCase()
      : rawFormat;
  const page = readPositiveInt(search.get('page')) ?? 1;
  const input = useCommittedInput(q, (v) => setSearch({ q: v || null, page: null }), { delayMs: 300 });
  const filters = { search: q || undefined, format: format || undefined };
  const whole = useQuery({
    ...designQueries.list({ ...filters, pageSize: DESIGNS_READ_WHOLE }),
    placeholderData: keepPreviousData,
  });
  const paged = (whole.data?.pagination.totalItems ?? 0) > DESIGNS_READ_WHOLE;
  const onePage = useQuery({
    ...designQueries.list({ ...filters, page, pageSize: DESIGN_PAGE_SIZE }),
    enabled: paged,
    placeholderData: keepPreviousData,
  });
  const list = paged ? onePage : whole;
  const options = formatOptions(subtype, format);
  const filtered = !!q || !!format;

  const designs = (data: DesignList) => {
    if (data.designs.length === 0) {
      return filtered ? (
        <EmptyState
          title="No design matches"
          description="Try another file name or format."
          action={
            <Button variant="secondary" onClick={() => setSearch({ q: null, format: null, page: null })}>
              Clear the search
            </Button>
          }
        />
      ) : (
        <EmptyState
          title="You have no designs yet"
          description="Designs you upload appear here. Meanwhile, start from a template."
          action={<Button onClick={() => setSearch({ tab: 'templates' })}>See the templates</Button>}
        />
      );
    }
    const fitted = sortByFit(data.designs, subtype, (d) => ({ format: d.format }));
    // A page past the end (an old address) shows the last one.
    const shownPage = paged ? page : Math.min(page, Math.max(1, Math.ceil(fitted.length / DESIGN_PAGE_SIZE)));
    const sorted = paged
      ? fitted
      : fitted.slice((shownPage - 1) * DESIGN_PAGE_SIZE, shownPage * DESIGN_PAGE_SIZE);
    const total = data.pagination.totalItems;
    return (
      <>
        <ul
          aria-label="Your designs"
          aria-busy={list.isPlaceholderData || undefined}
          className={cn(gridClasses, list.isPlaceholderData && 'opacity-60')}
        >
          {sorted.map(({ item: d, fit }) => {
            const ready = isReady(d.status);
            return (
              <li key={d.id} className="min-w-0">
                <CardButton
                  id={d.id}
                  choice={choice}
                  unusable={!ready || !fit.fits}
                  title={d.name}
                  preview={<Thumbnail src={d.thumbnailUrl} alt="" />}
                  details={
                    <>
                      <span className="flex flex-wrap gap-2">
                        <Badge tone={fit.fits ? 'accent' : 'muted'}>{designFormatText(d.format)}</Badge>
                        {ready ? null : <Badge tone="warning">{statusLabel(d.status)}</Badge>}
                      </span>
                      <span className="sr-only">.</span>
                      <FitNote fit={fit} subtype={subtype} />
                      {ready ? null : (
                        <span className="text-xs text-slate-600">{notReadyReason(d.status, 'design')}</span>
                      )}
                    </>
                  }
                  onClick={() => onChoose(d)}
                />
              </li>
            );
          })}
        </ul>
        <Pagination
          page={shownPage}
          pageSize={DESIGN_PAGE_SIZE}
          returned={sorted.length}
          total={total}
          pageCount={paged ? data.pagination.totalPages : Math.ceil(total / DESIGN_PAGE_SIZE)}
          onPage={(p) => setSearch({ page: p > 1 ? String(p) : null })}
          noun="designs"
        />
      </>
    );
  };

  return (
    <div className="space-y-4">
      <div role="search" aria-label="Find a design" className="flex flex-wrap items-end gap-4">
        <div className="min-w-0 flex-1 basis-56">
          <Label htmlFor={searchId}>Search by file name</Label>
          <Input
            id={searchId}
            type="search"
            className="mt-1"
            maxLength={MAX_SEARCH_LENGTH}
            value={input.text}
            onChange={(e) => input.setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                input.flush();
              }
            }}
          />
        </div>
        <div className="w-full sm:w-64">
          <Label htmlFor={formatId}>Format</Label>
          <NativeSelect
            id={formatId}
            className="mt-1"
            value={format}
            onChange={(e) => setSearch({ format: e.target.value || null, page: null })}
          >
            <option value="">All formats</option>
            <FormatGroup label="Can be used for this campaign" options={options.fitting} />
            <FormatGroup label="Cannot be used for this campaign" options={options.others} />
          </NativeSelect>
        </div>
      </div>
      <QueryState
        query={list}
        what="your designs"
        pending={<CardGridPending label="Loading your designs…" />}
      >
        {designs}
      </QueryState>
    </div>
  );
}

function FormatGroup({ label, options }: { label: string; options: { value: string; label: string }[] }) {
  return (
    <optgroup label={label}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </optgroup>
  );
}
