/**
 * Street channels (hand-to-hand, letterbox): the cities to distribute in, each with an optional number of
 * pieces. Search, add several, set or clear a volume, remove. Prefilled from the draft's read-back: its
 * cities with their volumes (see `saved-cities`). The search is in the step's address (`q`).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { keepStepValue, keptStepValue } from '../kept-steps';
import type { ChosenCity } from '../../../api/contract/builder';
import type { City } from '../../../api/contract/city';
import { QueryErrorState } from '../../../components/query-error-state';
import { QueryPending, QueryState, SkeletonLines } from '../../../components/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input, Label } from '../../../components/ui/input';
import { MAX_SEARCH_LENGTH } from '../../../lib/search-text';
import { useCommittedInput } from '../../../lib/use-committed-input';
import { campaignInsightQueries } from '../../../queries/campaign-insight-queries';
import { campaignMutations } from '../../../queries/campaign-mutations';
import { cityQueries } from '../../../queries/city-queries';
import { builderQueries } from '../api/builder-queries';
import {
  savedCitiesOfTargeting,
  savedCitiesOfZones,
  type CityRow as Row,
  type SavedCities,
} from '../saved-cities';
import { refusedIndex } from '../save-feedback';
import type { StepProps } from '../step-props';
import { FieldMessage, SaveActions, StepFrame, useStepSave } from './step-kit';
import { countText } from './words';
import { numberFormat } from '../../../lib/intl-cache';

const TITLE = 'Where should your flyers go?';
const DESCRIPTION =
  'Add the cities to distribute in. A number of pieces per city is optional: leave it empty to set the total on the launch step.';

/** The most pieces one city takes (the service's limit for a quote). */
const MAX_PIECES = 10_000_000;
/** Searches start from this many characters. */
const MIN_SEARCH = 2;
/** How many cities a search shows. */
const CITY_SEARCH_SIZE = 10;

/** A volume as typed: empty (none), a whole number above 0, or a message saying what is wrong. */
function readVolume(text: string): { volume?: number; error?: string } {
  const t = text.trim().replace(/[\s,]/g, '');
  if (t === '') return {};
  if (!/^\d+$/.test(t) || Number(t) <= 0)
    return { error: 'Enter a whole number of pieces above 0, or leave it empty.' };
  if (Number(t) > MAX_PIECES)
    return { error: `At most ${numberFormat().format(MAX_PIECES)} pieces per city.` };
  return { volume: Number(t) };
}

function requestOf(rows: readonly Row[]): ChosenCity[] {
  return rows.map((r) => {
    const { volume } = readVolume(r.volume);
    return volume === undefined ? { cityId: r.cityId } : { cityId: r.cityId, volume };
  });
}

export function CitiesStep(props: StepProps) {
  const targeting = useQuery(campaignInsightQueries.draftTargeting(props.campaignId));
  // The read-back lists the saved cities; a service that sends only the zones has them found by name.
  const listed = targeting.data?.cities;
  const zones = listed ? [] : (targeting.data?.distributionLocations ?? []);
  const found = useQuery({
    ...builderQueries.citiesOfZones(props.campaignId, zones),
    enabled: targeting.isSuccess && zones.length > 0,
  });

  // Once shown, the form stays while a save re-reads the draft (it finishes the save and goes on).
  const ready = !!targeting.data && (zones.length === 0 || !!found.data);
  const [shown, setShown] = useState(false);
  if (ready && !shown) setShown(true);

  if (!ready && !shown) {
    const failed = targeting.isError ? targeting : found.isError ? found : null;
    return (
      <StepFrame id="cities" title={TITLE} description={DESCRIPTION}>
        {failed ? (
          <QueryErrorState
            error={failed.error}
            what="the cities of this draft"
            onRetry={() => void failed.refetch()}
            retrying={failed.isFetching}
          />
        ) : (
          <QueryPending label="Loading the cities of this draft…" className="space-y-3">
            <Skeleton className="h-10 w-full max-w-md" />
            <SkeletonLines count={2} className="h-14 w-full" />
          </QueryPending>
        )}
      </StepFrame>
    );
  }
  const saved = listed
    ? savedCitiesOfTargeting(listed, props.status)
    : savedCitiesOfZones(found.data ?? { cities: [], unmatched: 0 }, props.status);
  return <CitiesForm key={props.campaignId} {...props} saved={saved} />;
}

function CitiesForm({
  campaignId,
  status,
  wizard,
  search,
  setSearch,
  onContinue,
  saved,
}: StepProps & { saved: SavedCities }) {
  const nf = numberFormat();
  const { rows: savedRows, unmatched } = saved;
  // Cities added and volumes typed but not saved are kept while another step is open (see kept-steps).
  const [rows, setRows] = useState<Row[]>(() => keptStepValue<Row[]>(campaignId, 'cities') ?? savedRows);
  const [tried, setTried] = useState(false);
  const save = useStepSave(campaignMutations.cities(campaignId), onContinue);
  const listId = useId();
  const listErrorId = useId();

  const volumeErrors = rows.map((r) => readVolume(r.volume).error);
  const request = requestOf(rows);
  const changed = JSON.stringify(request) !== JSON.stringify(requestOf(savedRows));
  const refused = save.error?.field === 'cities' ? save.error.message : undefined;
  const refusedAt = refused ? refusedIndex(refused, 'cities') : null;
  const listError =
    (tried && rows.length === 0 ? 'Add at least one city to distribute in.' : undefined) ??
    (refused && (refusedAt === null || refusedAt >= rows.length) ? refused : undefined);

  const edit = (next: Row[]) => {
    setRows(next);
    // Kept (and the step marked unsaved) only while it differs from what is saved.
    const same = JSON.stringify(requestOf(next)) === JSON.stringify(requestOf(savedRows));
    keepStepValue(campaignId, 'cities', same ? null : next);
    save.reset();
  };
  const add = (city: City) => {
    if (rows.some((r) => r.cityId === city.id)) return;
    edit([...rows, { cityId: city.id, name: city.nameWithState, volume: '' }]);
  };
  const submit = () => {
    setTried(true);
    if (rows.length === 0 || volumeErrors.some(Boolean)) return;
    if (!changed) {
      onContinue();
      return;
    }
    save.save(
      { cities: request },
      { thenContinue: true, onSaved: () => keepStepValue(campaignId, 'cities', null) },
    );
  };

  const allVolumes = rows.length > 0 && request.every((c) => c.volume !== undefined);
  const total = request.reduce((s, c) => s + (c.volume ?? 0), 0);

  return (
    <StepFrame id="cities" title={TITLE} description={DESCRIPTION}>
      <CitySearch
        search={search}
        setSearch={setSearch}
        chosen={rows}
        onAdd={add}
        disabled={save.pending || !wizard.editable}
      />
      <div className="space-y-2">
        <h4 id={listId} className="text-sm font-semibold text-slate-900">
          Your cities
        </h4>
        {unmatched > 0 ? (
          <p className="text-sm text-amber-800">
            {unmatched === 1
              ? 'One city saved earlier could not be found any more; add it again if you still want it.'
              : `${unmatched} cities saved earlier could not be found any more; add them again if you still want them.`}
          </p>
        ) : null}
        {saved.volumeUnsplit && status.quote.flyersCount > 0 ? (
          <p className="text-sm text-slate-600">
            Saved so far: {nf.format(status.quote.flyersCount)} pieces across these cities.
          </p>
        ) : null}
        <FieldMessage id={listErrorId}>{listError}</FieldMessage>
        {rows.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600">
            No cities yet. Search for a city above and add it.
          </p>
        ) : (
          <ul
            aria-labelledby={listId}
            aria-describedby={listError ? listErrorId : undefined}
            className="space-y-2"
          >
            {rows.map((row, i) => (
              <CityRow
                key={row.cityId}
                row={row}
                error={(tried ? volumeErrors[i] : undefined) ?? (refusedAt === i ? refused : undefined)}
                disabled={save.pending || !wizard.editable}
                onVolume={(volume) => edit(rows.map((r) => (r.cityId === row.cityId ? { ...r, volume } : r)))}
                onRemove={() => edit(rows.filter((r) => r.cityId !== row.cityId))}
              />
            ))}
          </ul>
        )}
        {rows.length > 0 ? (
          <p aria-live="polite" className="text-sm text-slate-700">
            {countText(rows.length, 'city', 'cities')}
            {allVolumes ? `, ${nf.format(total)} pieces in total` : ''}.
          </p>
        ) : null}
      </div>
      <SaveActions save={save} changed={changed} wizard={wizard} shownAtField={!!refused} onSubmit={submit} />
    </StepFrame>
  );
}

function CityRow({
  row,
  error,
  disabled,
  onVolume,
  onRemove,
}: {
  row: Row;
  error: string | undefined;
  disabled: boolean;
  onVolume: (volume: string) => void;
  onRemove: () => void;
}) {
  const id = useId();
  return (
    <li className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-3">
      <p className="min-w-0 flex-1 basis-40 self-center font-medium break-words text-slate-900">{row.name}</p>
      <div className="w-40">
        <Label htmlFor={id}>
          Pieces<span className="sr-only"> in {row.name}</span>{' '}
          <span className="font-normal text-slate-500">(optional)</span>
        </Label>
        <Input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          className="mt-1"
          value={row.volume}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onVolume(e.target.value)}
        />
      </div>
      <Button variant="ghost" onClick={onRemove} disabled={disabled} aria-label={`Remove ${row.name}`}>
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        Remove
      </Button>
      {error ? (
        <p id={`${id}-error`} role="alert" className="basis-full text-sm break-words text-red-700">
          {error}
        </p>
      ) : null}
    </li>
  );
}

function CitySearch({
  search,
  setSearch,
  chosen,
  onAdd,
  disabled,
}: {
  search: URLSearchParams;
  setSearch: StepProps['setSearch'];
  chosen: readonly Row[];
  onAdd: (city: City) => void;
  disabled: boolean;
}) {
  const id = useId();
  const urlText = search.get('q') ?? '';
  const { text, setText, flush } = useCommittedInput(urlText, (v) => setSearch({ q: v || null }), {
    delayMs: 300,
  });
  const q = urlText.trim();
  const results = useQuery({
    ...cityQueries.list({ search: q, first: CITY_SEARCH_SIZE }),
    enabled: q.length >= MIN_SEARCH,
    placeholderData: keepPreviousData,
  });

  const matches = (data: NonNullable<typeof results.data>) => {
    if (data.nodes.length === 0) {
      return (
        <EmptyState
          title={`No city matches “${q}”`}
          description="Check the spelling, or add the state: “Austin, TX”."
          className="py-6"
        />
      );
    }
    return (
      <ul
        aria-label="Matching cities"
        aria-busy={results.isPlaceholderData || undefined}
        className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
      >
        {data.nodes.map((city) => {
          const added = chosen.some((r) => r.cityId === city.id);
          return (
            <li key={city.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <span className="min-w-0 text-sm break-words text-slate-900">{city.nameWithState}</span>
              <Button
                variant="secondary"
                size="sm"
                disabled={added || disabled}
                aria-label={added ? `${city.nameWithState} is added` : `Add ${city.nameWithState}`}
                onClick={() => onAdd(city)}
              >
                {added ? null : <Plus className="h-4 w-4" aria-hidden="true" />}
                {added ? 'Added' : 'Add'}
              </Button>
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <div className="space-y-2">
      <div className="max-w-md">
        <Label htmlFor={id}>Search cities</Label>
        <Input
          id={id}
          type="search"
          className="mt-1"
          placeholder="City, or City, ST"
          maxLength={MAX_SEARCH_LENGTH}
          value={text}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              flush();
            }
          }}
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          Type at least {MIN_SEARCH} letters.
        </p>
      </div>
      {q.length < MIN_SEARCH ? null : (
        <QueryState
          query={results}
          what="cities"
          pending={
            <QueryPending label="Searching cities…" className="space-y-2">
              <SkeletonLines count={2} className="h-10 w-full" />
            </QueryPending>
          }
        >
          {matches}
        </QueryState>
      )}
    </div>
  );
}
