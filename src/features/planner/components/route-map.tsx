/**
 * The map of the planner: the routes with their outlines and labels, the selection filled, the search
 * circle, a card on hover, click to toggle, and a freehand lasso (terra-draw) that adds or removes the
 * routes it touches. MapLibre is loaded with this module only (the planner page's own chunk). The layers
 * are in ./route-layers.tsx (their specifications in ../map-style.ts), the lasso in ./use-lasso.ts, the
 * ZIP areas in ./use-zip-areas.ts, what sits over the map in ./map-overlays.tsx.
 */
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MapPin } from 'lucide-react';
import MapView, {
  AttributionControl,
  Marker,
  NavigationControl,
  ScaleControl,
  type MapLayerMouseEvent,
  type MapRef,
} from 'react-map-gl/maplibre';
import type { LngLat } from '../../../api/contract/carrier-route';
import type { CardDemographic } from '../card-demographic';
import { boundsOf, circleRing, isFarFromSearch, routesToGeoJson } from '../geo';
import { INITIAL_VIEW, routeFillLayer } from '../map-style';
import type { DistanceUnit } from '../radius';
import type { PlanPoint } from '../../../lib/plan-url';
import type { PlannerRoute, RouteKey } from '../types';
import { BasemapWatch, useBasemap } from './basemap-watch';
import { BasemapStatus, LassoHint, MapRouteCard, RouteStrip, SearchAreaButton } from './map-overlays';
import { RouteLayers } from './route-layers';
import { useLasso, type LassoMode } from './use-lasso';
import { useZipAreas } from './use-zip-areas';

/** What the planner adds to the map: picking routes (click, lasso), colours, past mailings and the search. */
type PlanningProps = {
  onToggle: (key: RouteKey) => void;
  /** A finished lasso: its loop, and whether it removes (the remove mode, or Alt held while drawing). */
  onLasso: (loop: LngLat[], remove: boolean) => void;
  lassoMode: LassoMode;
  shade: ReadonlyMap<RouteKey, string> | null;
  mailed: ReadonlyMap<RouteKey, string[]>;
  search: { point: PlanPoint; radius: number; label?: string } | null;
  onSearchArea: (point: PlanPoint) => void;
};

/** A map without the planner's props shows the routes only (a campaign's): nothing to pick, no search. */
type Props = Partial<PlanningProps> & {
  routes: readonly PlannerRoute[];
  byKey: ReadonlyMap<RouteKey, PlannerRoute>;
  selected: ReadonlySet<RouteKey>;
  hovered: RouteKey | null;
  onHover: (key: RouteKey | null) => void;
  /** The scale bar's unit: miles for a US account, kilometres elsewhere. */
  unit?: DistanceUnit;
  /** The shaded attribute's value on a route, for its card (null when the map is not shaded). */
  demographicOf?: (key: RouteKey) => CardDemographic | null;
  /** A route whose table row got the keyboard focus: the map moves to it when it is out of view. */
  focusReveal?: { key: RouteKey } | null;
};

const NO_MAILED: ReadonlyMap<RouteKey, string[]> = new Map();

/** WebGL keeps the drawing buffer: without it the map prints blank (measured in Chromium's print to PDF). */
const PRINTABLE_CANVAS = { preserveDrawingBuffer: true } as const;
/** The layers the pointer picks routes on. */
const INTERACTIVE = [routeFillLayer.id];

/** The middle of a route's box, in [lng, lat]. */
const middleOf = (route: PlannerRoute): [number, number] | null =>
  route.bbox
    ? [(route.bbox.minLng + route.bbox.maxLng) / 2, (route.bbox.minLat + route.bbox.maxLat) / 2]
    : null;

/** The box of the search circle, for flying there. */
function circleBounds(point: PlanPoint, radius: number): [[number, number], [number, number]] {
  const ring = circleRing(point, radius, 16);
  const lngs = ring.map((p) => p.lng);
  const lats = ring.map((p) => p.lat);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}

export function RouteMap(props: Props) {
  const { routes, byKey, selected, hovered } = props;
  const { search = null, lassoMode = 'off', shade = null, mailed = NO_MAILED } = props;
  const mapRef = useRef<MapRef>(null);
  const [pointer, setPointer] = useState<{ x: number; y: number; key: RouteKey } | null>(null);
  // The map once loaded (for placing a route's card at the route), and a tick per move while one is.
  const [loadedMap, setLoadedMap] = useState<MapLibreMap | null>(null);
  const [, setMoves] = useState(0);
  const [farFromSearch, setFarFromSearch] = useState<PlanPoint | null>(null);
  // The latest props for the map's and terra-draw's own listeners, which are attached once.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const lasso = useLasso(loadedMap, lassoMode, latest);
  // The street basemap, or the plain style when it cannot be reached. Every layer of the planner's own
  // takes `beforeId={basemap.beforeId}`: above the basemap's roads, below its street and place names.
  // The lasso leaves the street map's style while that is still there; it starts again on the plain one.
  const basemap = useBasemap({ onUnavailable: lasso.stop });

  const mailedKeys = useMemo(() => new Set(mailed.keys()), [mailed]);
  const data = useMemo(() => routesToGeoJson(routes, shade, mailedKeys), [routes, shade, mailedKeys]);
  const zips = useZipAreas(loadedMap, routes);
  const circle = useMemo(
    () =>
      search
        ? {
            type: 'Feature' as const,
            properties: {},
            geometry: {
              // Its edge only: a tint over the whole circle would cost the map a full pass each frame.
              type: 'LineString' as const,
              coordinates: circleRing(search.point, search.radius).map((p) => [p.lng, p.lat]),
            },
          }
        : null,
    [search],
  );

  // Fly to a new search.
  const searchLat = search?.point.lat;
  const searchLng = search?.point.lng;
  const searchRadius = search?.radius;
  useEffect(() => {
    if (searchLat === undefined || searchLng === undefined || searchRadius === undefined) return;
    const map = mapRef.current;
    if (!map) return;
    map.fitBounds(circleBounds({ lat: searchLat, lng: searchLng }, searchRadius), {
      padding: 24,
      duration: 700,
    });
  }, [searchLat, searchLng, searchRadius]);

  // A route focused in the table is brought into view when the map does not show it.
  const { focusReveal } = props;
  useEffect(() => {
    const route = focusReveal ? latest.current.byKey.get(focusReveal.key) : undefined;
    const middle = route ? middleOf(route) : null;
    if (!loadedMap || !middle) return;
    const p = loadedMap.project(middle);
    const { clientWidth: w, clientHeight: h } = loadedMap.getContainer();
    if (p.x < 0 || p.y < 0 || p.x > w || p.y > h) loadedMap.easeTo({ center: middle, duration: 300 });
  }, [focusReveal, loadedMap]);

  const onLoad = () => {
    const map = mapRef.current?.getMap() as MapLibreMap | undefined;
    if (!map) return;
    map
      .getCanvas()
      .setAttribute(
        'aria-label',
        'Map of the carrier routes. Arrow keys move the map; plus and minus zoom in and out.',
      );
    setLoadedMap(map);
    if (import.meta.env.VITE_E2E_HOOKS === 'true') Object.assign(window, { __plannerMap: map });
    lasso.watchStyle(map);
    if (latest.current.search) {
      const { point, radius } = latest.current.search;
      map.fitBounds(circleBounds(point, radius), { padding: 24, duration: 0 });
    } else {
      const box = boundsOf(latest.current.routes);
      if (box) map.fitBounds(box, { padding: 24, duration: 0 });
    }
  };

  const onMouseMove = (e: MapLayerMouseEvent) => {
    const key = e.features?.[0]?.properties?.key as string | undefined;
    setPointer(key ? { x: e.point.x, y: e.point.y, key } : null);
    if ((key ?? null) !== latest.current.hovered) latest.current.onHover(key ?? null);
  };

  const onClick = (e: MapLayerMouseEvent) => {
    if ((latest.current.lassoMode ?? 'off') !== 'off') return;
    const key = e.features?.[0]?.properties?.key as string | undefined;
    if (key) latest.current.onToggle?.(key);
  };

  const onMoveEnd = () => {
    const map = mapRef.current;
    const s = latest.current.search;
    if (!map || !s) return;
    const c = map.getCenter();
    const centre = { lat: c.lat, lng: c.lng };
    setFarFromSearch(isFarFromSearch(centre, s) ? centre : null);
  };

  const hoveredRoute = hovered ? byKey.get(hovered) : undefined;
  // The card sits at the pointer on the map, or at the route itself when its row is hovered or focused.
  const anchored = hoveredRoute && pointer?.key !== hoveredRoute.key ? hoveredRoute : null;
  const anchorMiddle = anchored ? middleOf(anchored) : null;
  const anchorPoint = anchorMiddle && loadedMap ? loadedMap.project(anchorMiddle) : null;
  const mapBox = loadedMap?.getContainer();
  const cardAt =
    hoveredRoute && mapBox
      ? pointer?.key === hoveredRoute.key
        ? pointer
        : anchorPoint &&
            anchorPoint.x >= 0 &&
            anchorPoint.y >= 0 &&
            anchorPoint.x <= mapBox.clientWidth &&
            anchorPoint.y <= mapBox.clientHeight
          ? anchorPoint
          : null
      : null;

  return (
    // MapLibre makes its canvas a region; onLoad names it, so the wrapper is not a second landmark.
    // The canvas takes the keyboard (arrows pan, + and - zoom): its focus ring is drawn inside the frame.
    // On a phone the route's card is a line under the map, not a box over it: a card at the tap covered
    // the routes around the one tapped, the very ones being chosen.
    <div className="flex h-full w-full flex-col gap-1">
      <div className="relative min-h-56 w-full flex-1 overflow-hidden rounded-lg border border-slate-200 [&_.maplibregl-canvas:focus-visible]:outline-3 [&_.maplibregl-canvas:focus-visible]:-outline-offset-3 [&_.maplibregl-canvas:focus-visible]:outline-indigo-600">
        <MapView
          ref={mapRef}
          mapStyle={basemap.style}
          styleDiffing={false}
          // Labels appear at once: a fade redraws the whole map for 300 ms, frame after frame.
          fadeDuration={0}
          {...basemap.events}
          workerUrl={workerUrl}
          // The canvas keeps its picture after each frame, so a printed plan shows the map as drawn.
          canvasContextAttributes={PRINTABLE_CANVAS}
          initialViewState={INITIAL_VIEW}
          interactiveLayerIds={INTERACTIVE}
          onLoad={onLoad}
          onClick={onClick}
          onMouseMove={onMouseMove}
          onMouseLeave={() => {
            setPointer(null);
            latest.current.onHover(null);
          }}
          onMoveEnd={onMoveEnd}
          onMove={anchored ? () => setMoves((n) => n + 1) : undefined}
          cursor={lassoMode !== 'off' ? 'crosshair' : hovered && pointer ? 'pointer' : 'grab'}
          attributionControl={false}
          dragRotate={false}
          touchPitch={false}
          style={{ width: '100%', height: '100%' }}
        >
          <NavigationControl position="top-right" showCompass={false} />
          {/* The basemap's credits; folded behind a button on a small map. */}
          <AttributionControl position="bottom-right" />
          <ScaleControl position="bottom-right" unit={props.unit === 'km' ? 'metric' : 'imperial'} />
          {basemap.startWatch ? <BasemapWatch start={basemap.startWatch} /> : null}
          <RouteLayers
            routes={data}
            zips={zips}
            circle={circle}
            selected={selected}
            hovered={hovered}
            beforeId={basemap.beforeId}
            font={basemap.font}
          />
          {search ? (
            <Marker
              longitude={search.point.lng}
              latitude={search.point.lat}
              anchor="bottom"
              style={{ pointerEvents: 'none' }}
            >
              <span
                role="img"
                aria-label={`Searched place: ${search.label || 'the searched point'}`}
                data-testid="search-pin"
                className="block text-rose-700 drop-shadow"
              >
                <MapPin className="h-8 w-8 fill-rose-600 stroke-white" aria-hidden="true" />
              </span>
            </Marker>
          ) : null}
        </MapView>
        {hoveredRoute && cardAt && mapBox ? (
          <MapRouteCard
            route={hoveredRoute}
            at={cardAt}
            box={mapBox}
            selected={selected.has(hoveredRoute.key)}
            mailedBy={mailed.get(hoveredRoute.key)}
            demographic={props.demographicOf?.(hoveredRoute.key)}
          />
        ) : null}
        {farFromSearch ? (
          <SearchAreaButton
            onClick={() => {
              setFarFromSearch(null);
              props.onSearchArea?.(farFromSearch);
            }}
          />
        ) : null}
        {lassoMode !== 'off' ? <LassoHint mode={lassoMode} /> : null}
        <BasemapStatus unavailable={basemap.unavailable} />
      </div>
      <RouteStrip
        route={hoveredRoute ?? null}
        selected={!!hoveredRoute && selected.has(hoveredRoute.key)}
        mailedBy={hoveredRoute ? mailed.get(hoveredRoute.key) : undefined}
      />
    </div>
  );
}
