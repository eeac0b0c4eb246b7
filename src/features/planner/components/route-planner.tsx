/**
 * The route planner: search a place, pick carrier routes on the map or in the table, see the totals, the
 * EDDM minimum and the live quote. It takes a plan in (`value`: the search and the selected route keys)
 * and gives changes out (`onChange`), so the page keeps the plan in its URL and the draft builder can embed
 * the same planner as its "areas" step. `onRoutes` gives the selected routes as the service sent them
 * (their `raw` unchanged), for a step that saves them.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import type { CarrierRoute } from '../../../api/contract/carrier-route';
import { EmptyState } from '../../../components/ui/empty-state';
import { cn } from '../../../lib/cn';
import type { PlanUrlState } from '../../../lib/plan-url';
import { accountQueries } from '../../../queries/account-queries';
import { announceTotals } from '../announce';
import { plannerQueries } from '../api/planner-queries';
import { cardDemographic } from '../card-demographic';
import { coverageText, noRoutesNotice } from '../coverage';
import { lassoAction, routesInLasso } from '../lasso';
import { areaLabel } from '../place-city';
import {
  distanceText,
  distanceUnitOf,
  nearestPreset,
  RADIUS_PRESETS_BY_UNIT,
  smallerRadius,
} from '../radius';
import { radiusToInclude } from '../route-import';
import { nextSort, sortRoutes, type RouteSort } from '../sort';
import { minimumGauge, selectionTotals } from '../totals';
import type { RouteKey } from '../types';
import { FillForm } from './fill-form';
import { MapLegend } from './map-legend';
import { PastResponsePanel } from './past-response-panel';
import { PlanActionBar } from './plan-action-bar';
import { RouteLimitNotice, TruncatedNotice } from './planner-notices';
import { RouteListActions } from './route-list-actions';
import { RouteMap } from './route-map';
import { RoutePrintList } from './route-print-list';
import { RoutesSection } from './routes-section';
import { RoutesTable } from './routes-table';
import { SearchBar } from './search-bar';
import { SelectionTools } from './selection-tools';
import { ShadingPanel } from './shading-panel';
import { QuotePanel, TotalsPanel } from './totals-panel';
import { useFill } from './use-fill';
import type { LassoMode } from './use-lasso';
import { useEddmMinimum } from './use-eddm-minimum';
import { useMapColouring } from './use-map-colouring';
import { useCoverRest } from './use-cover-rest';
import { usePlanRoutes } from './use-plan-routes';
import { usePlanSelection } from './use-plan-selection';

export type RoutePlannerProps = {
  value: PlanUrlState;
  onChange: (patch: Partial<PlanUrlState>) => void;
  onRoutes?: (routes: CarrierRoute[]) => void;
  /** Pieces the "Fill to" field starts with while no route is chosen (a quote's volume). */
  fillTarget?: number;
  /**
   * The plan's next action (start a draft, save the routes): beside the map under the price on a
   * desktop, in a bar at the bottom of the screen with the plan's totals on a phone.
   */
  action?: ReactNode;
};

/** The routes table's scrolling box, which the skip link after the search field moves the focus to. */
const TABLE_ID = 'planner-routes-table';
const EMPTY_MAILED: ReadonlyMap<RouteKey, string[]> = new Map();

export function RoutePlanner({ value, onChange, onRoutes, fillTarget, action }: RoutePlannerProps) {
  const { point, label, radius } = value;
  // Distances in the account's units: miles for a US account, kilometres elsewhere.
  const account = useQuery(accountQueries.me());
  const unit = distanceUnitOf(account.data?.client.country_code);
  const radiusLabel = (metres: number) => distanceText(metres, unit);
  const { selection, selected, dispatch } = usePlanSelection(value.selected, onChange);

  // The attribute the map is shaded by: the search then brings who lives on each route too.
  const [shadingKey, setShadingKey] = useState<string | null>(null);
  const demographics = shadingKey !== null;
  // Routes: the search's, plus routes a fill brought from further out (until a wider search lists them).
  const {
    search,
    routes,
    byKey,
    listed,
    where,
    setExtras,
    covered: coveredRoutes,
    setCovered,
  } = usePlanRoutes({
    point,
    radius,
    demographics,
    selected,
    onRoutes,
  });
  // The EDDM minimum of the searched place's city.
  const { minimum, loading: gaugeLoading } = useEddmMinimum(label, point);

  const totals = useMemo(() => selectionTotals(byKey, selected), [byKey, selected]);
  const gauge = minimumGauge(totals.pieces, minimum);
  const announcement = announceTotals(totals, gauge);

  // Previously mailed routes, and the map's colouring: household shading or past response.
  const mailedQuery = useQuery(plannerQueries.mailedRoutes());
  const mailed = mailedQuery.data ?? EMPTY_MAILED;
  const colouring = useMapColouring({ routes, shadingKey, placeholder: search.isPlaceholderData });
  const { attribute, shading, pastOn, setPastOn } = colouring;

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
  const tableRoutes = useMemo(() => (sort ? sortRoutes(routes, sort) : routes), [routes, sort]);

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

  const filler = useFill({
    point,
    radius,
    unit,
    minimum,
    format: value.format,
    totals,
    selected,
    byKey,
    demographics,
    dispatch,
    addExtras: (more) => setExtras((prev) => new Map([...prev, ...more])),
    onChange,
  });

  // The search's routes, and those of its radius it left out once found ("Find the others").
  const coverRest = useCoverRest({ point, radius, where, listed, setCovered });
  const inRadius = useMemo(
    () => [
      ...(search.data?.nodes ?? []).map((n): RouteKey => `${n.zip}-${n.croute}`),
      ...(coveredRoutes?.keys() ?? []),
    ],
    [search.data, coveredRoutes],
  );
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
    // Room at the bottom for the phone's action bar, so it never covers the end of the page.
    <div className={cn('space-y-4', point && action && 'max-lg:pb-28')}>
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
            <div className="h-[21rem] sm:h-[28rem] lg:h-[34rem]">
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
                shade={pastOn ? colouring.pastColours : (shading?.colours ?? null)}
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
            <MapLegend mailedUnreadable={mailedQuery.isError} />
            {truncated ? (
              <TruncatedNotice
                nearest={truncated.nodes.length}
                total={truncated.totalCount}
                cover={coverRest.state}
                onCover={coverRest.cover}
                within={radiusLabel(radius)}
                narrower={narrower ? radiusLabel(narrower) : null}
                onNarrow={() => narrower && onChange({ radius: narrower })}
              />
            ) : null}
            <FillForm
              minimum={minimum}
              filler={filler}
              fillTarget={fillTarget}
              hasSelection={selected.size > 0}
            />
            <SelectionTools
              lassoMode={lassoMode}
              onLassoMode={setLassoMode}
              selection={selection}
              dispatch={dispatch}
              inRadius={inRadius}
              inRadiusTotal={search.data?.totalCount}
            />
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
            <ShadingPanel
              attributes={colouring.attributes}
              attribute={attribute}
              onAttribute={(key) => {
                setShadingKey(key);
                if (key) setPastOn(false);
              }}
              shading={shading}
              threshold={colouring.band}
              onThreshold={colouring.setThreshold}
              matching={colouring.atOrAbove.length}
              onSelectAtOrAbove={() => dispatch({ type: 'replace', keys: colouring.atOrAbove })}
              loading={colouring.demographicsLoading}
              unavailable={colouring.attributesQuery.isError}
            />
            <PastResponsePanel
              on={pastOn}
              onToggle={(on) => {
                setPastOn(on);
                if (on) setShadingKey(null);
              }}
              state={colouring.past}
              shadingOn={attribute !== null}
              best={colouring.didBest.length}
              onSelectBest={() => dispatch({ type: 'add', keys: colouring.didBest })}
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
            <RouteLimitNotice selected={selected.size} />
            <QuotePanel
              pieces={totals.pieces}
              format={value.format}
              onFormat={(format) => onChange({ format })}
            />
            {action ? (
              <PlanActionBar totals={totals} format={value.format}>
                {action}
              </PlanActionBar>
            ) : null}
            <RoutesSection
              count={search.data ? routes.length : null}
              empty={routes.length === 0}
              failure={
                search.isError
                  ? { message: search.error.message, onRetry: () => void search.refetch() }
                  : null
              }
              pending={search.isPending}
              fetching={search.isFetching}
              noRoutes={noRoutes}
              onNoRoutesAction={(action) => {
                if (action.kind === 'radius') onChange({ radius: action.radius });
                else
                  searchAt({
                    point: { lat: action.place.lat, lng: action.place.lng },
                    label: action.place.name,
                  });
              }}
            >
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
            </RoutesSection>
            <RoutePrintList routes={tableRoutes} selected={selected} />
          </div>
        </div>
      )}
    </div>
  );
}
