/**
 * The design step's choices in one view, no tab to switch: the client's own designs and the shared
 * template gallery that fit the draft come first ("Your designs", then "Templates"), and those that do
 * not fit are behind one button, each saying why it cannot be used. One search (file or template name)
 * and one format filter narrow both; they are in the step's address (`q`, `format`, `page`).
 *
 * Designs: when the matches fit in one read (at most `DESIGNS_READ_WHOLE`), they are read at once, so
 * every design that fits comes first across the pages; a longer list is paged by the service and split
 * page by page. A design not ready to print stays with its group, out of reach with its status.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { Design } from '../../../../api/contract/design';
import type { DesignTemplate } from '../../../../api/contract/design-template';
import {
  designFit,
  designFormatCodes,
  designFormatSpec,
  designFormatText,
  type DesignFit,
  type FitSubtype,
} from '../../../../api/contract/print-format';
import { Pagination } from '../../../../components/pagination';
import { PostalBadge } from '../../../../components/postal-badge';
import { QueryErrorState } from '../../../../components/query-error-state';
import { Thumbnail } from '../../../../components/thumbnail';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Input, Label, NativeSelect } from '../../../../components/ui/input';
import { cn } from '../../../../lib/cn';
import { numberFormat } from '../../../../lib/intl-cache';
import { MAX_SEARCH_LENGTH } from '../../../../lib/search-text';
import { useCommittedInput } from '../../../../lib/use-committed-input';
import { readPositiveInt } from '../../../../lib/url-values';
import { designQueries } from '../../../../queries/design-queries';
import { templateQueries } from '../../../../queries/template-queries';
import { sortByFit } from '../../design-fitness';
import type { StepProps } from '../../step-props';
import { isReady, notReadyReason, statusLabel } from '../words';
import { CardButton, CardGridPending, FitNote, gridClasses, type CardChoice } from './design-card';

const FORMAT = /^[A-Za-z0-9_.]{1,40}$/;

/** Fitting designs per page. */
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

type Fitted<T> = { item: T; fit: DesignFit };

export function DesignGallery({
  subtype,
  search,
  setSearch,
  designChoice,
  templateChoice,
  onChooseDesign,
  onChooseTemplate,
}: {
  subtype: FitSubtype;
  search: URLSearchParams;
  setSearch: StepProps['setSearch'];
  designChoice: CardChoice;
  templateChoice: CardChoice;
  onChooseDesign: (design: Design) => void;
  onChooseTemplate: (template: DesignTemplate) => void;
}) {
  const q = search.get('q')?.trim().slice(0, MAX_SEARCH_LENGTH) ?? '';
  const rawFormat = search.get('format')?.trim() ?? '';
  const format = !FORMAT.test(rawFormat)
    ? ''
    : designFormatSpec(rawFormat)
      ? rawFormat.toUpperCase()
      : rawFormat;
  const page = readPositiveInt(search.get('page')) ?? 1;
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
  const designs = paged ? onePage : whole;
  const templates = useQuery(templateQueries.list());
  // `null`: shown when nothing that fits matches, hidden otherwise; the user's choice once made.
  const [unfitShown, setUnfitShown] = useState<boolean | null>(null);
  const unfitId = useId();
  const filtered = !!q || !!format;

  const designsFitted = designs.data
    ? sortByFit(designs.data.designs, subtype, (d) => ({ format: d.format }))
    : [];
  const needle = q.toLowerCase();
  const templatesFitted = templates.data
    ? sortByFit(
        templates.data.filter(
          (t) =>
            (!needle || t.name.toLowerCase().includes(needle)) &&
            (!format || t.format.toUpperCase() === format.toUpperCase()),
        ),
        subtype,
        (t) => ({ format: t.format, postalCompliant: t.postalCompliant }),
      )
    : [];
  const fittingDesigns = designsFitted.filter((f) => f.fit.fits);
  const fittingTemplates = templatesFitted.filter((f) => f.fit.fits);
  const unfitDesigns = designsFitted.filter((f) => !f.fit.fits);
  const unfitTemplates = templatesFitted.filter((f) => !f.fit.fits);

  // Fitting designs a page at a time: of the whole read, or as the service paged them.
  const shownPage = paged
    ? page
    : Math.min(page, Math.max(1, Math.ceil(fittingDesigns.length / DESIGN_PAGE_SIZE)));
  const designsShown = paged
    ? fittingDesigns
    : fittingDesigns.slice((shownPage - 1) * DESIGN_PAGE_SIZE, shownPage * DESIGN_PAGE_SIZE);

  const loaded = !!designs.data && !!templates.data;
  const unfitCount = unfitDesigns.length + unfitTemplates.length;
  const nothingFits = fittingDesigns.length === 0 && fittingTemplates.length === 0;
  const unfitOpen = unfitShown ?? (loaded && nothingFits);
  const nothingAtAll = loaded && nothingFits && unfitCount === 0;

  const designCard = ({ item: d, fit }: Fitted<Design>) => {
    const ready = isReady(d.status);
    return (
      <li key={d.id} className="min-w-0">
        <CardButton
          id={d.id}
          choice={designChoice}
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
          onClick={() => onChooseDesign(d)}
        />
      </li>
    );
  };
  const templateCard = ({ item: t, fit }: Fitted<DesignTemplate>) => (
    <li key={t.id} className="min-w-0">
      <CardButton
        id={t.id}
        choice={templateChoice}
        unusable={!fit.fits}
        title={t.name}
        preview={<Thumbnail src={t.thumbnail} alt="" />}
        details={
          <>
            {t.description ? <span className="text-xs text-slate-600">{t.description}</span> : null}
            <span className="flex flex-wrap gap-2">
              <PostalBadge compliant={t.postalCompliant} />
              <Badge tone={fit.fits ? 'accent' : 'muted'}>{designFormatText(t.format)}</Badge>
            </span>
            <span className="sr-only">.</span>
            <FitNote fit={fit} subtype={subtype} />
          </>
        }
        onClick={() => onChooseTemplate(t)}
      />
    </li>
  );

  const busy = designs.isPlaceholderData;
  const failed = [designs, templates].find((r) => r.isError && !r.data);

  return (
    <div className="space-y-6">
      <DesignSearch subtype={subtype} q={q} format={format} setSearch={setSearch} />
      {failed ? (
        <QueryErrorState
          error={failed.error}
          what={failed === templates ? 'the templates' : 'your designs'}
          onRetry={() => void failed.refetch()}
          retrying={failed.isFetching}
        />
      ) : null}
      {!loaded && !failed ? <CardGridPending label="Loading the designs and templates…" /> : null}
      {nothingAtAll ? (
        filtered ? (
          <EmptyState
            title="Nothing matches"
            description="Try another name or format."
            action={
              <Button variant="secondary" onClick={() => setSearch({ q: null, format: null, page: null })}>
                Clear the search
              </Button>
            }
          />
        ) : (
          <EmptyState
            title="No designs or templates yet"
            description="Designs you upload appear here, with the templates the service offers."
          />
        )
      ) : null}
      {loaded && !nothingAtAll ? (
        <>
          <Group title="Your designs" count={fittingDesigns.length}>
            {fittingDesigns.length === 0 ? (
              <p className="text-sm text-slate-600">
                {designsFitted.length === 0 && !filtered
                  ? 'You have no designs yet: start from a template below.'
                  : `None of your designs${filtered ? ' matching this search' : ''} fits this campaign: start from a template below.`}
              </p>
            ) : (
              <>
                <ul
                  aria-label="Your designs"
                  aria-busy={busy || undefined}
                  className={cn(gridClasses, busy && 'opacity-60')}
                >
                  {designsShown.map(designCard)}
                </ul>
                <Pagination
                  page={shownPage}
                  pageSize={DESIGN_PAGE_SIZE}
                  returned={designsShown.length}
                  total={paged ? designs.data!.pagination.totalItems : fittingDesigns.length}
                  pageCount={
                    paged
                      ? designs.data!.pagination.totalPages
                      : Math.ceil(fittingDesigns.length / DESIGN_PAGE_SIZE)
                  }
                  onPage={(p) => setSearch({ page: p > 1 ? String(p) : null })}
                  noun="designs"
                />
              </>
            )}
          </Group>
          <Group title="Templates" count={fittingTemplates.length}>
            {fittingTemplates.length === 0 ? (
              <p className="text-sm text-slate-600">
                {`No template${filtered ? ' matching this search' : ''} fits this campaign.`}
              </p>
            ) : (
              <ul aria-label="Templates" className={gridClasses}>
                {fittingTemplates.map(templateCard)}
              </ul>
            )}
          </Group>
          {unfitCount > 0 ? (
            <div className="space-y-4">
              <Button
                variant="secondary"
                aria-expanded={unfitOpen}
                aria-controls={unfitId}
                onClick={() => setUnfitShown(!unfitOpen)}
              >
                {unfitOpen ? (
                  <ChevronUp className="h-4 w-4" aria-hidden="true" />
                ) : (
                  <ChevronDown className="h-4 w-4" aria-hidden="true" />
                )}
                {unfitOpen ? 'Hide' : 'Show'} the {numberFormat().format(unfitCount)} that cannot be used for
                this campaign
              </Button>
              {unfitOpen ? (
                <div id={unfitId} className="space-y-4">
                  {unfitDesigns.length > 0 ? (
                    <ul aria-label="Your designs that cannot be used" className={gridClasses}>
                      {unfitDesigns.map(designCard)}
                    </ul>
                  ) : null}
                  {unfitTemplates.length > 0 ? (
                    <ul aria-label="Templates that cannot be used" className={gridClasses}>
                      {unfitTemplates.map(templateCard)}
                    </ul>
                  ) : null}
                </div>
              ) : null}
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** A group of cards under its heading, with how many there are. */
function Group({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3">
      <h4 className="text-sm font-semibold text-slate-900">
        {title}
        {count > 0 ? (
          <span className="font-normal text-slate-600"> ({numberFormat().format(count)})</span>
        ) : null}
      </h4>
      {children}
    </section>
  );
}

/** One search and one format filter for designs and templates alike. */
function DesignSearch({
  subtype,
  q,
  format,
  setSearch,
}: {
  subtype: FitSubtype;
  q: string;
  format: string;
  setSearch: StepProps['setSearch'];
}) {
  const searchId = useId();
  const formatId = useId();
  const input = useCommittedInput(q, (v) => setSearch({ q: v || null, page: null }), { delayMs: 300 });
  const options = formatOptions(subtype, format);
  return (
    <div role="search" aria-label="Find a design" className="flex flex-wrap items-end gap-4">
      <div className="min-w-0 flex-1 basis-56">
        <Label htmlFor={searchId}>Search by name</Label>
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
