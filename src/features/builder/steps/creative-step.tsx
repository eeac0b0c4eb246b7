/**
 * The design: one of the client's own designs (search by file name, filter by format, paged) or a
 * template of the shared gallery (with its postal-rules badge). Choosing a card saves it at once and shows
 * it as the chosen one, larger. The tab, search, format and page are in the step's address (`tab`, `q`,
 * `format`, `page`), and so is the choice once saved (`design` or `template`). A draft resumed later (no
 * choice in the address) shows the design it has from the campaign's artwork: the service keeps the
 * chosen creative as the campaign's flyer.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CheckCircle2, ImageOff, Loader2, ShieldAlert, ShieldCheck } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { SetCreativeRequest } from '../../../api/contract/builder';
import type { Design } from '../../../api/contract/design';
import type { DesignTemplate } from '../../../api/contract/design-template';
import { Pagination } from '../../../components/pagination';
import { QueryErrorState } from '../../../components/query-error-state';
import { Badge } from '../../../components/ui/badge';
import { Button, focusRing } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input, Label, NativeSelect } from '../../../components/ui/input';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { cn } from '../../../lib/cn';
import { MAX_SEARCH_LENGTH } from '../../../lib/search-text';
import { useCommittedInput } from '../../../lib/use-committed-input';
import { readPositiveInt } from '../../../lib/url-values';
import { campaignInsightQueries } from '../../../queries/campaign-insight-queries';
import { campaignMutations } from '../../../queries/campaign-mutations';
import { builderQueries, DESIGN_PAGE_SIZE } from '../api/builder-queries';
import type { StepProps } from '../components/step-props';
import { FieldMessage, PrimaryLabel, SaveStatus, StepActions, StepFrame, useStepSave } from './step-kit';
import { isReady, notReadyReason, statusLabel, wordsOf } from './words';

const TITLE = 'Choose your design';
const DESCRIPTION =
  'Use one of your own designs, or start from a template of the gallery. Your choice is saved as soon as you pick it.';

/**
 * Formats offered in the filter. The service does not list them; these are the print formats designs are
 * uploaded in. A format in the address that is not listed is still offered.
 */
const designFormats = ['POSTCARD_6X9', 'POSTCARD_6X11', 'POSTCARD_8_5X11', 'FLYER_A5', 'DOOR_HANGER'];
const FORMAT = /^[A-Za-z0-9_.]{1,40}$/;

type Tab = 'designs' | 'templates';
type Chosen = { kind: 'design'; item: Design } | { kind: 'template'; item: DesignTemplate };

const gridClasses = 'grid grid-cols-[repeat(auto-fill,minmax(min(100%,12rem),1fr))] gap-4';

/** A preview in a box of fixed proportions; a missing or broken image says so in words. */
function Preview({
  src,
  alt,
  className,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !src || src.trim() === '' || failedSrc === src;
  return (
    <div
      className={cn(
        'relative flex aspect-[4/3] w-full items-center justify-center overflow-hidden bg-slate-100',
        className,
      )}
    >
      {failed ? (
        <span className="flex flex-col items-center gap-1 p-2 text-center text-xs text-slate-500">
          <ImageOff className="h-6 w-6" aria-hidden="true" />
          Preview unavailable
        </span>
      ) : (
        <img
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          width={400}
          height={300}
          className="h-full w-full object-contain p-2"
          onError={() => setFailedSrc(src)}
        />
      )}
    </div>
  );
}

/** Postal rules in words and an icon, not colour alone. */
export function PostalBadge({ compliant }: { compliant: boolean }) {
  return compliant ? (
    <Badge tone="success" className="gap-1">
      <ShieldCheck className="h-3.5 w-3.5" aria-hidden="true" />
      Meets postal rules
    </Badge>
  ) : (
    <Badge tone="warning" className="gap-1">
      <ShieldAlert className="h-3.5 w-3.5" aria-hidden="true" />
      Not checked for postal rules
    </Badge>
  );
}

export function CreativeStep({ campaignId, status, wizard, search, setSearch, onContinue }: StepProps) {
  const tab: Tab = search.get('tab') === 'templates' ? 'templates' : 'designs';
  const save = useStepSave(campaignMutations.creative(campaignId), onContinue);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const errorId = useId();

  const pending = save.pending ? (save.mutation.variables as SetCreativeRequest | undefined) : undefined;
  const refused =
    save.error && (save.error.field === 'designId' || save.error.field === 'templateId')
      ? save.error.message
      : undefined;

  const choose = (next: Chosen) => {
    const body: SetCreativeRequest =
      next.kind === 'design' ? { designId: next.item.id } : { templateId: next.item.id };
    save.save(body, {
      onSaved: () => {
        setChosen(next);
        setSearch(
          next.kind === 'design'
            ? { design: next.item.id, template: null }
            : { template: next.item.id, design: null },
        );
      },
    });
  };
  const disabled = save.pending || !wizard.editable;

  return (
    <StepFrame id="creative" title={TITLE} description={DESCRIPTION}>
      <ChosenPanel campaignId={campaignId} status={status} search={search} chosen={chosen} />
      <FieldMessage id={errorId}>{refused}</FieldMessage>
      <Tabs value={tab} onValueChange={(v) => setSearch({ tab: v === 'templates' ? 'templates' : null })}>
        <TabsList aria-label="Where the design comes from">
          <TabsTrigger value="designs">Your designs</TabsTrigger>
          <TabsTrigger value="templates">Templates</TabsTrigger>
        </TabsList>
        <TabsContent value="designs" className="mt-4">
          <DesignsTab
            search={search}
            setSearch={setSearch}
            chosenId={chosenId(chosen, search, 'design')}
            savingId={pending?.designId}
            disabled={disabled}
            describedBy={refused ? errorId : undefined}
            onChoose={(item) => choose({ kind: 'design', item })}
          />
        </TabsContent>
        <TabsContent value="templates" className="mt-4">
          <TemplatesTab
            chosenId={chosenId(chosen, search, 'template')}
            savingId={pending?.templateId}
            disabled={disabled}
            describedBy={refused ? errorId : undefined}
            onChoose={(item) => choose({ kind: 'template', item })}
          />
        </TabsContent>
      </Tabs>
      <StepActions
        status={
          <SaveStatus
            save={save}
            savingText="Saving your choice…"
            savedText="Your choice is saved."
            shownAtField={!!refused}
          />
        }
      >
        <Button onClick={onContinue} disabled={save.pending}>
          <PrimaryLabel pending={save.pending} label="Continue" />
        </Button>
      </StepActions>
    </StepFrame>
  );
}

function chosenId(chosen: Chosen | null, search: URLSearchParams, kind: Chosen['kind']): string | null {
  if (chosen) return chosen.kind === kind ? chosen.item.id : null;
  return search.get(kind);
}

/**
 * The chosen design, larger: this session's choice, else the template in the address, else the draft's
 * own, read back as the campaign's flyer artwork (`GET /client/campaigns/{id}/artworks`), so a draft
 * resumed from a list or another device shows its design. The creative write invalidates that read.
 */
function ChosenPanel({
  campaignId,
  status,
  search,
  chosen,
}: {
  campaignId: string;
  status: StepProps['status'];
  search: URLSearchParams;
  chosen: Chosen | null;
}) {
  const noneYet = status.missing.includes('selectedDesignId') || status.missing.includes('designId');
  const notReady = status.missing.includes('designReady');
  const templateId = chosen ? null : search.get('template');
  const templates = useQuery({ ...builderQueries.templates(), enabled: !!templateId });
  const fromUrl = templateId ? templates.data?.find((t) => t.id === templateId) : undefined;
  const shown: Chosen | null = chosen ?? (fromUrl ? { kind: 'template', item: fromUrl } : null);
  const artwork = useQuery({
    ...campaignInsightQueries.artworks(campaignId),
    enabled: !shown && !noneYet,
  });
  const flyer = artwork.data?.flyer ?? null;

  let body;
  if (shown) {
    const name = shown.item.name;
    body = (
      <div className="flex flex-wrap gap-4">
        <Preview
          src={shown.kind === 'design' ? shown.item.thumbnailUrl : shown.item.thumbnail}
          alt={`Chosen design: ${name}`}
          className="max-w-md rounded-md sm:w-80"
        />
        <div className="min-w-0 flex-1 basis-48 space-y-2 text-sm">
          <p className="font-medium break-words text-slate-900">{name}</p>
          <p className="text-slate-600">
            {shown.kind === 'design' ? 'One of your designs' : 'From the template gallery'},{' '}
            {wordsOf(shown.item.format).toLowerCase()}
          </p>
          {shown.kind === 'template' ? <PostalBadge compliant={shown.item.postalCompliant} /> : null}
        </div>
      </div>
    );
  } else if (noneYet) {
    body = <p className="text-sm text-slate-600">No design chosen yet: pick one below.</p>;
  } else if (artwork.isPending) {
    body = (
      <div aria-busy="true" className="flex flex-wrap gap-4">
        <LoadingStatus label="Loading your chosen design…" />
        <Skeleton className="aspect-[4/3] w-full max-w-md rounded-md sm:w-80" />
      </div>
    );
  } else if (flyer) {
    body = (
      <div className="flex flex-wrap gap-4">
        <Preview
          src={flyer.thumbnailUrl}
          alt={`Chosen design: ${flyer.fileName}`}
          className="max-w-md rounded-md sm:w-80"
        />
        <div className="min-w-0 flex-1 basis-48 space-y-2 text-sm">
          <p className="font-medium break-words text-slate-900">{flyer.fileName}</p>
          <p className="text-slate-600">Saved with this draft. Pick another below to replace it.</p>
        </div>
      </div>
    );
  } else {
    body = (
      <p className="text-sm text-slate-600">
        A design is chosen for this draft. Pick another below to replace it.
      </p>
    );
  }

  return (
    <section aria-label="Your chosen design" className="rounded-lg border border-slate-200 bg-white p-4">
      <h4 className="mb-3 flex items-center gap-1.5 text-sm font-semibold text-slate-900">
        {shown || (!noneYet && !notReady) ? (
          <CheckCircle2 className="h-4 w-4 text-emerald-700" aria-hidden="true" />
        ) : null}
        Your chosen design
      </h4>
      {notReady && !chosen ? (
        <p className="mb-2 text-sm text-amber-800">
          The chosen design is not ready to print: choose another one.
        </p>
      ) : null}
      {body}
    </section>
  );
}

function CardButton({
  title,
  preview,
  details,
  chosen,
  saving,
  disabled,
  describedBy,
  onClick,
}: {
  title: string;
  preview: ReactNode;
  details: ReactNode;
  chosen: boolean;
  saving: boolean;
  disabled: boolean;
  describedBy?: string;
  onClick: () => void;
}) {
  const id = useId();
  return (
    <button
      type="button"
      aria-label={title}
      aria-pressed={chosen}
      aria-describedby={[`${id}-details`, describedBy].filter(Boolean).join(' ')}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'flex h-full w-full flex-col overflow-hidden rounded-lg border bg-white text-left shadow-sm transition-colors',
        'enabled:hover:border-indigo-400 disabled:cursor-not-allowed',
        chosen ? 'border-indigo-600 ring-2 ring-indigo-600' : 'border-slate-200',
        focusRing,
      )}
    >
      {preview}
      <span className="flex flex-1 flex-col gap-2 p-3">
        <span className="text-sm font-medium break-words text-slate-900">{title}</span>
        <span id={`${id}-details`} className="mt-auto flex flex-col gap-2">
          {details}
        </span>
      </span>
      {saving || chosen ? (
        <span className="flex items-center gap-1.5 border-t border-slate-100 px-3 py-2 text-xs font-medium text-indigo-800">
          {saving ? (
            <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden="true" />
          ) : (
            <CheckCircle2 className="h-3.5 w-3.5" aria-hidden="true" />
          )}
          {saving ? 'Saving…' : 'Chosen'}
        </span>
      ) : null}
    </button>
  );
}

function DesignsTab({
  search,
  setSearch,
  chosenId,
  savingId,
  disabled,
  describedBy,
  onChoose,
}: {
  search: URLSearchParams;
  setSearch: StepProps['setSearch'];
  chosenId: string | null;
  savingId: string | undefined;
  disabled: boolean;
  describedBy?: string;
  onChoose: (design: Design) => void;
}) {
  const searchId = useId();
  const formatId = useId();
  const q = search.get('q')?.trim().slice(0, MAX_SEARCH_LENGTH) ?? '';
  const rawFormat = search.get('format')?.trim() ?? '';
  const format = FORMAT.test(rawFormat) ? rawFormat : '';
  const page = readPositiveInt(search.get('page')) ?? 1;
  const input = useCommittedInput(q, (v) => setSearch({ q: v || null, page: null }), { delayMs: 300 });
  const list = useQuery({
    ...builderQueries.designs({ search: q || undefined, format: format || undefined, page }),
    placeholderData: keepPreviousData,
  });
  const formats = format && !designFormats.includes(format) ? [...designFormats, format] : designFormats;
  const filtered = !!q || !!format;

  let body;
  if (list.isPending) {
    body = (
      <div aria-busy="true" className={gridClasses}>
        <LoadingStatus label="Loading your designs…" />
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="aspect-[4/3] w-full" />
        ))}
      </div>
    );
  } else if (list.isError) {
    body = (
      <QueryErrorState
        error={list.error}
        what="your designs"
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (list.data.designs.length === 0) {
    body = filtered ? (
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
  } else {
    body = (
      <>
        <ul
          aria-label="Your designs"
          aria-busy={list.isPlaceholderData || undefined}
          className={cn(gridClasses, list.isPlaceholderData && 'opacity-60')}
        >
          {list.data.designs.map((d) => {
            const ready = isReady(d.status);
            return (
              <li key={d.id} className="min-w-0">
                <CardButton
                  title={d.name}
                  preview={<Preview src={d.thumbnailUrl} alt="" />}
                  details={
                    <>
                      <span className="flex flex-wrap gap-2">
                        <Badge tone="accent">{wordsOf(d.format)}</Badge>
                        {ready ? null : <Badge tone="warning">{statusLabel(d.status)}</Badge>}
                      </span>
                      {ready ? null : (
                        <span className="text-xs text-slate-600">{notReadyReason(d.status, 'design')}</span>
                      )}
                    </>
                  }
                  chosen={d.id === chosenId}
                  saving={d.id === savingId}
                  disabled={disabled || !ready}
                  describedBy={describedBy}
                  onClick={() => onChoose(d)}
                />
              </li>
            );
          })}
        </ul>
        <Pagination
          page={page}
          pageSize={DESIGN_PAGE_SIZE}
          returned={list.data.designs.length}
          total={list.data.pagination.totalItems}
          pageCount={list.data.pagination.totalPages}
          onPage={(p) => setSearch({ page: p > 1 ? String(p) : null })}
          noun="designs"
        />
      </>
    );
  }

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
        <div className="w-full sm:w-48">
          <Label htmlFor={formatId}>Format</Label>
          <NativeSelect
            id={formatId}
            className="mt-1"
            value={format}
            onChange={(e) => setSearch({ format: e.target.value || null, page: null })}
          >
            <option value="">All formats</option>
            {formats.map((f) => (
              <option key={f} value={f}>
                {wordsOf(f)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {body}
    </div>
  );
}

function TemplatesTab({
  chosenId,
  savingId,
  disabled,
  describedBy,
  onChoose,
}: {
  chosenId: string | null;
  savingId: string | undefined;
  disabled: boolean;
  describedBy?: string;
  onChoose: (template: DesignTemplate) => void;
}) {
  const list = useQuery(builderQueries.templates());
  if (list.isPending) {
    return (
      <div aria-busy="true" className={gridClasses}>
        <LoadingStatus label="Loading the templates…" />
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="aspect-[4/3] w-full" />
        ))}
      </div>
    );
  }
  if (list.isError) {
    return (
      <QueryErrorState
        error={list.error}
        what="the templates"
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  if (list.data.length === 0) {
    return (
      <EmptyState
        title="The template gallery is empty"
        description="Templates appear here when the service offers them. Use one of your own designs meanwhile."
      />
    );
  }
  return (
    <ul aria-label="Templates" className={gridClasses}>
      {list.data.map((t) => (
        <li key={t.id} className="min-w-0">
          <CardButton
            title={t.name}
            preview={<Preview src={t.thumbnail} alt="" />}
            details={
              <>
                {t.description ? <span className="text-xs text-slate-600">{t.description}</span> : null}
                <span className="flex flex-wrap gap-2">
                  <PostalBadge compliant={t.postalCompliant} />
                  <Badge tone="accent">{wordsOf(t.format)}</Badge>
                </span>
              </>
            }
            chosen={t.id === chosenId}
            saving={t.id === savingId}
            disabled={disabled}
            describedBy={describedBy}
            onClick={() => onChoose(t)}
          />
        </li>
      ))}
    </ul>
  );
}
