/**
 * The route planner: search a place, pick carrier routes on the map or in the table, see the totals, the
 * EDDM minimum and the live quote. It takes a plan in (`value`: the search and the selected route keys)
 * and gives changes out (`onChange`), so the page keeps the plan in its URL and the draft builder can embed
 * the same planner as its "areas" step. `onRoutes` gives the selected routes as the service sent them
 * (their `raw` unchanged), for a step that saves them.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Eraser, Lasso, ListChecks, MousePointerClick, Redo2, Undo2 } from 'lucide-react';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { BEST_FIT_MAX_VOLUME, type CarrierRoute } from '../../../api/contract/carrier-route';
import { eddmMinimumPieces } from '../../../api/contract/channel-rules';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { announceTotals } from '../announce';
import { cardDemographic } from '../card-demographic';
import { plannerQueries } from '../api/planner-queries';
import { fillToTarget } from '../fill';
import { radiusToInclude } from '../route-import';
import { radiusCovering } from '../geo';
import { lassoAction, routesInLasso } from '../lasso';
import { areaLabel } from '../place-city';
import { encodeRouteKeys, MAX_RADIUS, type PlanUrlState } from '../../../lib/plan-url';
import { coverageText, noRoutesNotice } from '../coverage';
import {
  distanceText,
  distanceUnitOf,
  nearestPreset,
  RADIUS_PRESETS_BY_UNIT,
  smallerRadius,
} from '../radius';
import { canRedo, canUndo, createSelection, selectionReducer } from '../selection';
import { routesWhoseCampaignsDidBest } from '../past-response';
import { routesAtOrAbove, shadeRoutes, shadingAttributes } from '../shading';
import { nextSort, sortRoutes, type RouteSort } from '../sort';
import { minimumGauge, selectionTotals } from '../totals';
import { indexRoutes, toPlannerRoute, type RouteKey } from '../types';
import { RouteMap, type LassoMode } from './route-map';
import { RouteListActions } from './route-list-actions';
import { RoutePrintList } from './route-print-list';
import { RoutesTable } from './routes-table';
import { SearchBar } from './search-bar';
import { PastResponsePanel } from './past-response-panel';
import { ShadingPanel } from './shading-panel';
import { QuotePanel, TotalsPanel } from './totals-panel';
import { usePastResponse } from './use-past-response';
import { numberFormat } from '../../../lib/intl-cache';
import { routeLimitText } from '../../../lib/route-limit';
import { accountQueries } from '../../../queries/account-queries';

export type RoutePlannerProps = {
  value: PlanUrlState;
  onChange: (patch: Partial<PlanUrlState>) => void;
  onRoutes?: (routes: CarrierRoute[]) => void;
};

const nf = numberFormat();
/** The routes table's scrolling box, which the skip link after the search field moves the focus to. */
const TABLE_ID = 'planner-routes-table';
const EMPTY_MAILED: ReadonlyMap<RouteKey, string[]> = new Map();

/** Whether a key press is Ctrl/Cmd+Z (undo) or Shift+Ctrl/Cmd+Z / Ctrl+Y (redo), outside a text field. */
function historyKey(e: KeyboardEvent): 'undo' | 'redo' | null {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return null;
  const target = e.target as HTMLElement | null;
  if (target && (target.isContentEditable || /^(INPUT|TEXTAREA)$/.test(target.tagName))) {
    const type = (target as HTMLInputElement).type;
    if (target.tagName === 'TEXTAREA' || !['checkbox', 'radio', 'button'].includes(type)) return null;
  }
  const key = e.key.toLowerCase();
  if (key === 'z') return e.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !e.shiftKey) return 'redo';
  return null;
}

export function RoutePlanner({ value, onChange, onRoutes }: RoutePlannerProps) {
  const queryClient = useQueryClient();
  const { point, label, radius } = value;
  // Distances in the account's units: miles for a US account, kilometres elsewhere.
  const account = useQuery(accountQueries.me());
  const unit = distanceUnitOf(account.data?.client.country_code);
  const radiusLabel = (metres: number) => distanceText(metres, unit);
  const [selection, dispatch] = useReducer(selectionReducer, value.selected, createSelection);
  const selected = selection.selected;

  // Selection in and out. Our changes reach the URL a moment later (`emitted`, oldest first, are the ones
  // it has not shown yet): those echoes are skipped, and any other value of the URL (back button, an edited
  // address) replaces the selection.
  const incoming = encodeRouteKeys(value.selected);
  const seen = useRef(incoming);
  const lastOut = useRef(incoming);
  const emitted = useRef<string[]>([]);
  useEffect(() => {
    seen.current = incoming;
    const echo = emitted.current.indexOf(incoming);
    if (echo >= 0) {
      emitted.current.splice(0, echo + 1);
      return;
    }
    if (incoming === lastOut.current) return;
    lastOut.current = incoming;
    dispatch({ type: 'replace', keys: value.selected });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the URL's keys counts
  }, [incoming]);
  useEffect(() => {
    const outgoing = encodeRouteKeys(selected);
    if (outgoing === lastOut.current) return;
    lastOut.current = outgoing;
    // What the URL will show once it has caught up: the last change sent, or what it shows now. An undo
    // made before the URL has shown the change it undoes still goes out (the URL would keep that change).
    const expected = emitted.current.at(-1) ?? seen.current;
    if (outgoing === expected) return;
    emitted.current.push(outgoing);
    onChange({ selected: [...selected] });
  }, [selected, onChange]);

  // The attribute the map is shaded by: the search then brings who lives on each route too.
  const [shadingKey, setShadingKey] = useState<string | null>(null);
  const demographics = shadingKey !== null;

  // Routes: the search's, plus routes a fill brought from further out (until a wider search lists them).
  const search = useQuery({
    ...plannerQueries.routes({ lat: point?.lat ?? 0, lng: point?.lng ?? 0, radius, demographics }),
    enabled: point !== null,
    placeholderData: keepPreviousData,
  });
  const [extras, setExtras] = useState<ReadonlyMap<RouteKey, CarrierRoute>>(new Map());
  const raws = useMemo(() => {
    const out = new Map<RouteKey, CarrierRoute>(extras);
    for (const node of search.data?.nodes ?? []) out.set(`${node.zip}-${node.croute}`, node);
    return out;
  }, [search.data, extras]);
  const routes = useMemo(() => [...raws.values()].map(toPlannerRoute), [raws]);
  const byKey = useMemo(() => indexRoutes(routes), [routes]);

  useEffect(() => {
    if (!onRoutes) return;
    onRoutes([...selected].flatMap((key) => raws.get(key) ?? []));
  }, [selected, raws, onRoutes]);

  // The EDDM minimum of the searched place's city.
  const city = useQuery({
    ...plannerQueries.cityOf(label, point ?? { lat: 0, lng: 0 }),
    enabled: point !== null,
  });
  const rules = useQuery({
    ...plannerQueries.channelRules(city.data?.id ?? ''),
    enabled: Boolean(city.data),
  });
  const minimum = rules.data ? eddmMinimumPieces(rules.data) : null;
  const gaugeLoading = point !== null && (city.isPending || (Boolean(city.data) && rules.isPending));

  const totals = useMemo(() => selectionTotals(byKey, selected), [byKey, selected]);
  const gauge = minimumGauge(totals.pieces, minimum);
  const announcement = announceTotals(totals, gauge);

  // Previously mailed routes and demographic shading.
  const mailedQuery = useQuery(plannerQueries.mailedRoutes());
  const mailed = mailedQuery.data ?? EMPTY_MAILED;
  const attributesQuery = useQuery(plannerQueries.demographicAttributes());
  const attributes = useMemo(
    () => shadingAttributes(attributesQuery.data?.attributes ?? []),
    [attributesQuery.data],
  );
  const attribute = attributes.find((a) => a.key === shadingKey) ?? null;
  // Until the search with who lives there has answered, the map keeps its plain colours.
  const demographicsLoading = attribute !== null && search.isPlaceholderData;
  const shading = useMemo(
    () => (attribute && !demographicsLoading ? shadeRoutes(routes, attribute) : null),
    [routes, attribute, demographicsLoading],
  );
  const [threshold, setThreshold] = useState('');
  const band = attribute?.values.some((v) => v.value === threshold)
    ? threshold
    : (attribute?.values[0]?.value ?? '');
  const atOrAbove = useMemo(
    () => (attribute && band && !demographicsLoading ? routesAtOrAbove(routes, attribute, band) : []),
    [routes, attribute, band, demographicsLoading],
  );
  // Past response: one colouring at a time, so it and the household shading turn each other off.
  const [pastOn, setPastOn] = useState(false);
  const past = usePastResponse(pastOn);
  const pastColours = past.status === 'ready' ? past.response.colours : null;
  const didBest = useMemo(
    () =>
      past.status === 'ready'
        ? routesWhoseCampaignsDidBest(
            past.response,
            routes.map((r) => r.key),
          )
        : [],
    [past, routes],
  );

  // Interaction state.
  const [hovered, setHovered] = useState<RouteKey | null>(null);
  const [reveal, setReveal] = useState<{ key: RouteKey } | null>(null);
  const [focusReveal, setFocusReveal] = useState<{ key: RouteKey } | null>(null);
  const focusRoute = (key: RouteKey | null) => {
    setHovered(key);
    if (key) setFocusReveal({ key });
  };
  const [sort, setSort] = useState<RouteSort | null>(null);
  const [lassoMode, setLassoMode] = useState<LassoMode>('off');
  const [fillText, setFillText] = useState('');
  const [fillNote, setFillNote] = useState<string | null>(null);
  const [filling, setFilling] = useState(false);
  const tableRoutes = useMemo(() => (sort ? sortRoutes(routes, sort) : routes), [routes, sort]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = historyKey(e);
      if (!action) return;
      e.preventDefault();
      dispatch({ type: action });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const toggleFromMap = (key: RouteKey) => {
    dispatch({ type: 'toggle', key });
    setReveal({ key });
  };

  const onLasso = (loop: { lng: number; lat: number }[], remove: boolean) => {
    const keys = routesInLasso(loop, routes);
    if (keys.length === 0) return;
    dispatch(lassoAction(remove ? 'remove' : 'add', keys));
    setReveal({ key: keys[0]! });
  };

  const fill = async () => {
    const target = Math.round(Number(fillText || minimum || 0));
    if (!point || !Number.isFinite(target) || target <= 0) {
      setFillNote('Type how many pieces to reach.');
      return;
    }
    if (target <= totals.pieces) {
      setFillNote(`The selection already has ${nf.format(totals.pieces)} pieces.`);
      return;
    }
    setFilling(true);
    setFillNote(null);
    try {
      const volume = Math.min(BEST_FIT_MAX_VOLUME, target + totals.residences);
      const best = await queryClient.fetchQuery(plannerQueries.bestFit({ ...point, volume, demographics }));
      const candidates = best.nodes.map(toPlannerRoute);
      const result = fillToTarget(candidates, {
        target,
        selected,
        startPieces: totals.pieces,
      });
      const added = new Map(best.nodes.map((n) => [`${n.zip}-${n.croute}`, n]));
      const outside = result.add.filter((key) => !byKey.has(key));
      if (outside.length) {
        setExtras(
          (prev) => new Map([...prev, ...outside.map((k): [RouteKey, CarrierRoute] => [k, added.get(k)!])]),
        );
        // Widen the search so the added routes are listed again after a reload.
        const needed = radiusCovering(
          point,
          candidates.filter((r) => outside.includes(r.key)),
        );
        if (needed && needed > radius) onChange({ radius: Math.min(MAX_RADIUS, needed) });
      }
      if (result.add.length) dispatch({ type: 'add', keys: result.add });
      setFillNote(
        result.reached
          ? `Added ${nf.format(result.add.length)} routes: ${nf.format(result.pieces)} pieces.`
          : `Only ${nf.format(result.pieces)} pieces are within reach of this place; ${nf.format(result.shortBy)} short.`,
      );
    } catch (err) {
      setFillNote(`Filling did not work: ${err instanceof Error ? err.message : 'no answer'} Try again.`);
    } finally {
      setFilling(false);
    }
  };

  const truncated = search.data && search.data.totalCount > search.data.nodes.length ? search.data : null;
  const narrower = smallerRadius(unit, radius);
  const searchArea = point ? { point, radius, label } : null;
  // Where routes are: read only when it is said (before a search, or after one that found none).
  const covered = useQuery({
    ...plannerQueries.coveredCities(),
    enabled: point === null || search.data?.nodes.length === 0,
  });
  const coverage = coverageText(covered.data ?? []);
  const noRoutes = noRoutesNotice({
    radius,
    unit,
    label,
    nearestCovered: search.data?.nearestCovered,
    coverage,
  });
  /** A search keeps the user's radius in the user's unit (the address's default is 3 km). */
  const searchAt = (at: { point: { lat: number; lng: number }; label: string }) => {
    setExtras(new Map());
    const snapped = RADIUS_PRESETS_BY_UNIT[unit].includes(radius) ? radius : nearestPreset(unit, radius);
    onChange({ point: at.point, label: at.label, ...(snapped !== radius ? { radius: snapped } : {}) });
  };

  return (
    <div className="space-y-4">
      <SearchBar
        label={label}
        radius={
          // Before a search, the radius it will use: the address's default in the user's unit.
          point || RADIUS_PRESETS_BY_UNIT[unit].includes(radius) ? radius : nearestPreset(unit, radius)
        }
        unit={unit}
        onSearch={searchAt}
        onRadius={(r) => onChange({ radius: r })}
        skipTo={point && routes.length > 0 ? { id: TABLE_ID, text: 'Skip to the routes table' } : null}
      />
      <p aria-live="polite" className="sr-only" data-testid="planner-announcement">
        {point ? announcement : ''}
      </p>
      {!point ? (
        <EmptyState
          title="Search an address, a city or a ZIP code"
          description={`The map then shows the postal carrier routes around it. Pick the routes to mail on the map or in the table; the totals, the direct-mail minimum and the price follow every change. ${coverage}`}
        />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
          <div className="min-w-0 space-y-3">
            <div
              role="toolbar"
              aria-label="Selection tools"
              className="flex flex-wrap items-center gap-2 print:hidden"
            >
              <div role="group" aria-label="Map selection" className="flex flex-wrap gap-1">
                {(
                  [
                    ['off', 'Click', MousePointerClick],
                    ['add', 'Lasso: add', Lasso],
                    ['remove', 'Lasso: remove', Lasso],
                  ] as const
                ).map(([mode, text, Icon]) => (
                  <Button
                    key={mode}
                    size="sm"
                    variant={lassoMode === mode ? 'primary' : 'secondary'}
                    aria-pressed={lassoMode === mode}
                    onClick={() => setLassoMode(mode)}
                  >
                    <Icon className="h-4 w-4" aria-hidden="true" />
                    {text}
                  </Button>
                ))}
              </div>
              <Button
                size="sm"
                variant="secondary"
                onClick={() =>
                  dispatch({
                    type: 'selectAll',
                    keys: (search.data?.nodes ?? []).map((n) => `${n.zip}-${n.croute}`),
                  })
                }
                disabled={!search.data?.nodes.length}
              >
                <ListChecks className="h-4 w-4" aria-hidden="true" />
                Select all in radius
              </Button>
              {(
                [
                  ['clear', 'Clear', Eraser, selected.size === 0, undefined],
                  ['undo', 'Undo', Undo2, !canUndo(selection), 'Control+Z Meta+Z'],
                  ['redo', 'Redo', Redo2, !canRedo(selection), 'Shift+Control+Z Shift+Meta+Z'],
                ] as const
              ).map(([type, text, Icon, disabled, shortcut]) => (
                <Button
                  key={type}
                  size="sm"
                  variant="secondary"
                  onClick={() => dispatch({ type })}
                  disabled={disabled}
                  aria-keyshortcuts={shortcut}
                >
                  <Icon className="h-4 w-4" aria-hidden="true" />
                  {text}
                </Button>
              ))}
            </div>
            <RouteListActions
              routes={tableRoutes}
              selected={selected}
              plan={value}
              shown={attribute}
              onImport={(keys, found, mode) => {
                if (found.size > 0) setExtras((prev) => new Map([...prev, ...found]));
                dispatch({ type: mode, keys });
                // Widen the search so routes brought in from further out are listed again after a reload.
                const wider = point ? radiusToInclude(point, radius, found.values()) : null;
                if (wider) onChange({ radius: wider });
              }}
            />
            <form
              aria-label="Fill to a number of pieces"
              className="flex flex-wrap items-end gap-2 print:hidden"
              onSubmit={(e) => {
                e.preventDefault();
                void fill();
              }}
            >
              <label className="text-sm text-slate-700" htmlFor="planner-fill">
                Fill to
                <Input
                  id="planner-fill"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={BEST_FIT_MAX_VOLUME}
                  value={fillText}
                  placeholder={minimum ? String(minimum) : 'pieces'}
                  onChange={(e) => setFillText(e.target.value)}
                  className="mt-1 w-32"
                  aria-describedby="fill-hint"
                />
              </label>
              <Button type="submit" size="md" variant="secondary" disabled={filling}>
                {filling ? 'Filling…' : 'Fill to N pieces'}
              </Button>
              <span id="fill-hint" className="basis-full text-xs text-slate-500">
                Adds the nearest routes to the searched place until the mailing reaches this many pieces
                {minimum ? ` (empty: the ${nf.format(minimum)}-piece minimum)` : ''}.
              </span>
              {fillNote ? (
                <p role="status" className="basis-full text-sm text-slate-700">
                  {fillNote}
                </p>
              ) : null}
            </form>
            {truncated ? (
              <div
                role="status"
                className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
              >
                Showing the nearest {nf.format(truncated.nodes.length)} of {nf.format(truncated.totalCount)}{' '}
                routes within {radiusLabel(radius)}.{' '}
                {narrower ? (
                  <button
                    type="button"
                    className="font-medium underline"
                    onClick={() => onChange({ radius: narrower })}
                  >
                    Narrow the radius to {radiusLabel(narrower)}
                  </button>
                ) : null}
              </div>
            ) : null}
            <div className="h-[22rem] sm:h-[28rem] lg:h-[36rem]">
              <RouteMap
                unit={unit}
                routes={routes}
                byKey={byKey}
                selected={selected}
                hovered={hovered}
                onHover={setHovered}
                onToggle={toggleFromMap}
                onLasso={onLasso}
                lassoMode={lassoMode}
                shade={pastOn ? pastColours : (shading?.colours ?? null)}
                mailed={mailed}
                search={searchArea}
                demographicOf={(key) => cardDemographic(attribute, shading, key)}
                focusReveal={focusReveal}
                onSearchArea={(p) => {
                  setExtras(new Map());
                  onChange({ point: p, label: areaLabel(label) });
                }}
              />
            </div>
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600">
              <span className="flex items-center gap-1.5">
                <span aria-hidden="true" className="h-3 w-4 rounded-sm bg-indigo-600/60" /> Selected
              </span>
              <span className="flex items-center gap-1.5">
                <span aria-hidden="true" className="h-0 w-4 border-t-2 border-dashed border-amber-700" />{' '}
                Mailed before by one of your campaigns
              </span>
              {mailedQuery.isError ? <span>Your past mailings could not be read.</span> : null}
            </p>
            <ShadingPanel
              attributes={attributes}
              attribute={attribute}
              onAttribute={(key) => {
                setShadingKey(key);
                if (key) setPastOn(false);
              }}
              shading={shading}
              threshold={band}
              onThreshold={setThreshold}
              matching={atOrAbove.length}
              onSelectAtOrAbove={() => dispatch({ type: 'replace', keys: atOrAbove })}
              loading={demographicsLoading}
              unavailable={attributesQuery.isError}
            />
            <PastResponsePanel
              on={pastOn}
              onToggle={(on) => {
                setPastOn(on);
                if (on) setShadingKey(null);
              }}
              state={past}
              shadingOn={attribute !== null}
              best={didBest.length}
              onSelectBest={() => dispatch({ type: 'add', keys: didBest })}
            />
          </div>
          <div className="min-w-0 space-y-4">
            <TotalsPanel
              totals={totals}
              gauge={gauge}
              gaugeLoading={gaugeLoading}
              onRemoveUnknown={() =>
                dispatch({ type: 'remove', keys: [...selected].filter((k) => !byKey.has(k)) })
              }
            />
            {/* More routes than a draft can hold: said here, and the draft cannot be started or saved. */}
            {routeLimitText(selected.size) ? (
              <p
                role="status"
                data-testid="planner-route-limit"
                className="rounded-md bg-amber-50 p-3 text-sm text-amber-900"
              >
                {routeLimitText(selected.size)}
              </p>
            ) : null}
            <QuotePanel
              pieces={totals.pieces}
              format={value.format}
              onFormat={(format) => onChange({ format })}
            />
            <section aria-labelledby="planner-routes" className="space-y-2 print:hidden">
              <h2 id="planner-routes" className="text-sm font-semibold text-slate-900">
                Routes {search.data ? `(${nf.format(routes.length)})` : ''}
              </h2>
              {search.isError ? (
                <ErrorState
                  title="The routes could not be read"
                  message={search.error.message}
                  onRetry={() => void search.refetch()}
                  retrying={search.isFetching}
                />
              ) : search.isPending ? (
                <div aria-busy="true" className="space-y-2 rounded-lg border border-slate-200 bg-white p-3">
                  <p role="status" className="sr-only">
                    Loading routes…
                  </p>
                  {Array.from({ length: 8 }, (_, i) => (
                    <Skeleton key={i} className="h-6 w-full" />
                  ))}
                </div>
              ) : routes.length === 0 ? (
                <div
                  role="status"
                  className="space-y-2 rounded-lg border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600"
                  data-testid="planner-no-routes"
                >
                  <p>{noRoutes.text}</p>
                  {noRoutes.action ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => {
                        const action = noRoutes.action!;
                        if (action.kind === 'radius') onChange({ radius: action.radius });
                        else
                          searchAt({
                            point: { lat: action.place.lat, lng: action.place.lng },
                            label: action.place.name,
                          });
                      }}
                    >
                      {noRoutes.action.text}
                    </Button>
                  ) : null}
                </div>
              ) : (
                <div className={cn(search.isFetching && 'opacity-60 transition-opacity')}>
                  <RoutesTable
                    routes={tableRoutes}
                    selected={selected}
                    sort={sort}
                    onSort={(c) => setSort((s) => nextSort(s, c))}
                    onToggle={(key) => dispatch({ type: 'toggle', key })}
                    hovered={hovered}
                    onHover={setHovered}
                    mailed={mailed}
                    reveal={reveal}
                    onFocusRoute={focusRoute}
                    id={TABLE_ID}
                  />
                </div>
              )}
            </section>
            <RoutePrintList routes={tableRoutes} selected={selected} />
          </div>
        </div>
      )}
    </div>
  );
}
