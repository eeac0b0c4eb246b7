/**
 * The map of the planner: the routes with their outlines and labels, the selection filled, the search
 * circle, a card on hover, click to toggle, and a freehand lasso (terra-draw) that adds or removes the
 * routes it touches. MapLibre is loaded with this module only (the planner page's own chunk).
 */
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import type { FilterSpecification, LineLayerSpecification, Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MapPin } from 'lucide-react';
import MapView, {
  AttributionControl,
  Layer,
  Marker,
  NavigationControl,
  ScaleControl,
  Source,
  type MapLayerMouseEvent,
  type MapRef,
} from 'react-map-gl/maplibre';
import { TerraDraw, TerraDrawFreehandMode } from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import type { LngLat } from '../../../api/contract/carrier-route';
import { Button } from '../../../components/ui/button';
import type { CardDemographic } from '../card-demographic';
import { boundsOf, circleRing, isFarFromSearch, routesToGeoJson } from '../geo';
import { zipAreas } from '../zip-areas';
import { INITIAL_VIEW, mapColours } from '../map-style';
import type { DistanceUnit } from '../radius';
import type { PlanPoint } from '../../../lib/plan-url';
import type { PlannerRoute, RouteKey } from '../types';
import { BasemapWatch, useBasemap } from './basemap-watch';
import { RouteCard } from './route-card';

export type LassoMode = 'off' | 'add' | 'remove';

type Props = {
  routes: readonly PlannerRoute[];
  byKey: ReadonlyMap<RouteKey, PlannerRoute>;
  selected: ReadonlySet<RouteKey>;
  hovered: RouteKey | null;
  onHover: (key: RouteKey | null) => void;
  onToggle: (key: RouteKey) => void;
  /** A finished lasso: its loop, and whether it removes (the remove mode, or Alt held while drawing). */
  onLasso: (loop: LngLat[], remove: boolean) => void;
  lassoMode: LassoMode;
  shade: ReadonlyMap<RouteKey, string> | null;
  mailed: ReadonlyMap<RouteKey, string[]>;
  search: { point: PlanPoint; radius: number; label?: string } | null;
  onSearchArea: (point: PlanPoint) => void;
  /** The scale bar's unit: miles for a US account, kilometres elsewhere. */
  unit?: DistanceUnit;
  /** The shaded attribute's value on a route, for its card (null when the map is not shaded). */
  demographicOf?: (key: RouteKey) => CardDemographic | null;
  /** A route whose table row got the keyboard focus: the map moves to it when it is out of view. */
  focusReveal?: { key: RouteKey } | null;
};

/** WebGL keeps the drawing buffer: without it the map prints blank (measured in Chromium's print to PDF). */
const PRINTABLE_CANVAS = { preserveDrawingBuffer: true } as const;
const ROUTES = 'routes';
const FILL = 'routes-fill';
const ZIP_COLOUR = '#0f766e';
/** The card's size, for keeping it inside the map. */
const CARD = { width: 224, height: 170 };

/** The middle of a route's box, in [lng, lat]. */
const middleOf = (route: PlannerRoute): [number, number] | null =>
  route.bbox
    ? [(route.bbox.minLng + route.bbox.maxLng) / 2, (route.bbox.minLat + route.bbox.maxLat) / 2]
    : null;

/** The card's top-left corner beside a point of the map, kept inside a map of `width` x `height`. */
function cardCorner(at: { x: number; y: number }, width: number, height: number) {
  const left = at.x + 12 + CARD.width > width ? at.x - 12 - CARD.width : at.x + 12;
  const top = at.y + 12 + CARD.height > height ? at.y - 12 - CARD.height : at.y + 12;
  return { left: Math.max(4, left), top: Math.max(4, top) };
}

const noneFilter: FilterSpecification = ['==', ['get', 'key'], ''];
/** The routes of the map's one source (its ZIP outlines and labels have no key). */
const routesOnly: FilterSpecification = ['has', 'key'];
const zipPart = (part: 'zip-outline' | 'zip-label'): FilterSpecification => ['==', ['get', 'part'], part];
const NO_ZIPS: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };
const keysFilter = (keys: Iterable<RouteKey>): FilterSpecification => [
  'in',
  ['get', 'key'],
  ['literal', [...keys]],
];

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
  const { routes, byKey, selected, hovered, search, lassoMode, shade, mailed } = props;
  const mapRef = useRef<MapRef>(null);
  const drawRef = useRef<TerraDraw | null>(null);
  // The street basemap, or the plain style when it cannot be reached. Every layer of the planner's own
  // takes `beforeId={basemap.beforeId}`: above the basemap's roads, below its street and place names.
  const basemap = useBasemap({
    // The lasso leaves the street map's style while that is still there; it starts again on the plain one.
    onUnavailable: () => {
      drawRef.current?.stop();
      drawRef.current = null;
    },
  });
  // The map's style the lasso was started on.
  const lassoStyle = useRef<unknown>(null);
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
  const altHeld = useRef(false);

  useEffect(() => {
    const track = (e: KeyboardEvent) => {
      altHeld.current = e.altKey;
    };
    window.addEventListener('keydown', track);
    window.addEventListener('keyup', track);
    return () => {
      window.removeEventListener('keydown', track);
      window.removeEventListener('keyup', track);
    };
  }, []);

  const mailedKeys = useMemo(() => new Set(mailed.keys()), [mailed]);
  const data = useMemo(() => routesToGeoJson(routes, shade, mailedKeys), [routes, shade, mailedKeys]);
  // The ZIPs (outlines and names, one source) follow once the routes are drawn: the map's first frames
  // with new routes are for the routes alone (names cost glyphs, a text program and a placement frame).
  const [zips, setZips] = useState<GeoJSON.FeatureCollection>(NO_ZIPS);
  useEffect(() => {
    if (!loadedMap) return;
    const show = () => {
      const areas = zipAreas(routes);
      setZips({
        type: 'FeatureCollection',
        features: [...areas.outlines.features, ...areas.labels.features],
      });
    };
    loadedMap.once('idle', show);
    return () => {
      loadedMap.off('idle', show);
    };
  }, [loadedMap, routes]);
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

  useEffect(() => () => drawRef.current?.stop(), []);

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
    // A street map that gives way to the plain style after loading takes the lasso's layers with it.
    map.on('style.load', () => {
      if (lassoStyle.current !== null) startLasso(map);
    });
    if (latest.current.search) {
      const { point, radius } = latest.current.search;
      map.fitBounds(circleBounds(point, radius), { padding: 24, duration: 0 });
    } else {
      const box = boundsOf(latest.current.routes);
      if (box) map.fitBounds(box, { padding: 24, duration: 0 });
    }
  };

  /** The lasso (terra-draw) on the map's current style, started again on a new style. */
  const startLasso = (map: MapLibreMap) => {
    if (drawRef.current && lassoStyle.current === map.style) return;
    drawRef.current?.stop();
    lassoStyle.current = map.style;
    const draw = new TerraDraw({
      adapter: new TerraDrawMapLibreGLAdapter({ map }),
      modes: [
        new TerraDrawFreehandMode({
          drawInteraction: 'click-drag',
          styles: { fillColor: '#6366f1', fillOpacity: 0.15, outlineColor: '#4338ca', outlineWidth: 2 },
        }),
      ],
    });
    draw.start();
    draw.setMode(latest.current.lassoMode === 'off' ? 'static' : 'freehand');
    draw.on('finish', (id) => {
      const feature = draw.getSnapshotFeature(id);
      const ring =
        feature?.geometry.type === 'Polygon' ? (feature.geometry.coordinates[0] as number[][]) : [];
      const loop = ring.map(([lng, lat]) => ({ lng: lng!, lat: lat! }));
      const remove = (latest.current.lassoMode === 'remove') !== altHeld.current;
      latest.current.onLasso(loop, remove);
      // The loop has done its work; clear it once terra-draw has finished with it.
      setTimeout(() => draw.clear(), 0);
    });
    drawRef.current = draw;
  };

  // The lasso follows the mode. Terra-draw starts the first time a lasso mode is chosen: until then the
  // map carries none of its sources, layers or listeners.
  useEffect(() => {
    if (lassoMode !== 'off' && loadedMap) startLasso(loadedMap);
    const draw = drawRef.current;
    if (!draw?.enabled) return;
    draw.setMode(lassoMode === 'off' ? 'static' : 'freehand');
  }, [lassoMode, loadedMap]);

  const onMouseMove = (e: MapLayerMouseEvent) => {
    const key = e.features?.[0]?.properties?.key as string | undefined;
    setPointer(key ? { x: e.point.x, y: e.point.y, key } : null);
    if ((key ?? null) !== latest.current.hovered) latest.current.onHover(key ?? null);
  };

  const onClick = (e: MapLayerMouseEvent) => {
    if (latest.current.lassoMode !== 'off') return;
    const key = e.features?.[0]?.properties?.key as string | undefined;
    if (key) latest.current.onToggle(key);
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
  const selectedFilter = useMemo(() => (selected.size ? keysFilter(selected) : noneFilter), [selected]);
  const hoverFilter: FilterSpecification = hovered ? ['==', ['get', 'key'], hovered] : noneFilter;
  const font = basemap.font;

  return (
    // MapLibre makes its canvas a region; onLoad names it, so the wrapper is not a second landmark.
    // The canvas takes the keyboard (arrows pan, + and - zoom): its focus ring is drawn inside the frame.
    <div className="relative h-full min-h-80 w-full overflow-hidden rounded-lg border border-slate-200 [&_.maplibregl-canvas:focus-visible]:outline-3 [&_.maplibregl-canvas:focus-visible]:-outline-offset-3 [&_.maplibregl-canvas:focus-visible]:outline-indigo-600">
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
        interactiveLayerIds={[FILL]}
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
        {circle ? (
          <Source id="search-circle" type="geojson" data={circle}>
            <Layer
              id="search-circle-line"
              type="line"
              beforeId={basemap.beforeId}
              paint={{ 'line-color': mapColours.circle, 'line-width': 2, 'line-dasharray': [3, 2] }}
            />
          </Source>
        ) : null}
        <Source id={ROUTES} type="geojson" data={data}>
          <Layer
            id={FILL}
            type="fill"
            beforeId={basemap.beforeId}
            filter={routesOnly}
            paint={{
              'fill-color': ['case', ['==', ['get', 'shade'], ''], mapColours.idleFill, ['get', 'shade']],
              'fill-opacity': ['case', ['==', ['get', 'shade'], ''], 0.35, 0.7],
            }}
          />
          <Layer
            id="routes-selected"
            type="fill"
            beforeId={basemap.beforeId}
            filter={selectedFilter}
            paint={{ 'fill-color': mapColours.selectedFill, 'fill-opacity': 0.6 }}
          />
          {(
            [
              [
                'routes-outline',
                routesOnly,
                { 'line-color': mapColours.outline, 'line-width': 1, 'line-opacity': 0.8 },
              ],
              [
                'routes-mailed',
                ['==', ['get', 'mailed'], 1],
                { 'line-color': mapColours.mailed, 'line-width': 2.5, 'line-dasharray': [2, 1.5] },
              ],
              [
                'routes-selected-outline',
                selectedFilter,
                { 'line-color': mapColours.selectedOutline, 'line-width': 2 },
              ],
              ['routes-hover', hoverFilter, { 'line-color': mapColours.hover, 'line-width': 3.5 }],
            ] as [string, FilterSpecification, LineLayerSpecification['paint']][]
          ).map(([id, filter, paint]) => (
            <Layer key={id} id={id} type="line" beforeId={basemap.beforeId} paint={paint} filter={filter} />
          ))}
          <Layer
            id="routes-label"
            type="symbol"
            filter={routesOnly}
            minzoom={12.5}
            layout={{
              'text-field': ['get', 'label'],
              'text-font': font,
              'text-size': 12,
              'text-allow-overlap': false,
            }}
            paint={{ 'text-color': '#0f172a', 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 }}
          />
        </Source>
        <Source id="zip-areas" type="geojson" data={zips}>
          <Layer
            id="zip-outline"
            type="line"
            beforeId="routes-hover"
            filter={zipPart('zip-outline')}
            layout={{ 'line-join': 'round', 'line-cap': 'round' }}
            paint={{ 'line-color': ZIP_COLOUR, 'line-width': 2.5, 'line-opacity': 0.9 }}
          />
          <Layer
            id="zip-label"
            type="symbol"
            beforeId="routes-label"
            filter={zipPart('zip-label')}
            layout={{
              'text-field': ['get', 'zip'],
              'text-font': font,
              'text-size': 15,
              'text-allow-overlap': false,
            }}
            paint={{ 'text-color': ZIP_COLOUR, 'text-halo-color': '#ffffff', 'text-halo-width': 2 }}
          />
        </Source>
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
        <div
          className="pointer-events-none absolute z-10 w-56"
          style={cardCorner(cardAt, mapBox.clientWidth, mapBox.clientHeight)}
        >
          <RouteCard
            route={hoveredRoute}
            selected={selected.has(hoveredRoute.key)}
            mailedBy={mailed.get(hoveredRoute.key)}
            demographic={props.demographicOf?.(hoveredRoute.key)}
          />
        </div>
      ) : null}
      {farFromSearch ? (
        <div className="absolute top-3 left-1/2 z-10 -translate-x-1/2">
          <Button
            size="sm"
            className="shadow"
            onClick={() => {
              setFarFromSearch(null);
              props.onSearchArea(farFromSearch);
            }}
          >
            Search this area
          </Button>
        </div>
      ) : null}
      {lassoMode !== 'off' ? (
        <p className="pointer-events-none absolute bottom-2 left-2 z-10 rounded bg-white/90 px-2 py-1 text-xs text-slate-700 shadow">
          {lassoMode === 'add'
            ? 'Drag a loop to add the routes it touches (hold Alt to remove them).'
            : 'Drag a loop to remove the routes it touches (hold Alt to add them).'}
        </p>
      ) : null}
      <div role="status" className="pointer-events-none absolute top-2 right-14 left-2 z-10">
        {basemap.unavailable ? (
          <p className="w-fit rounded bg-white/90 px-2 py-1 text-xs text-slate-700 shadow">
            The street map is unavailable right now; your routes still work.
          </p>
        ) : null}
      </div>
    </div>
  );
}
