/**
 * The map of the planner: the routes with their outlines and labels, the selection filled, the search
 * circle, a card on hover, click to toggle, and a freehand lasso (terra-draw) that adds or removes the
 * routes it touches. MapLibre is loaded with this module only (the planner page's own chunk).
 */
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import type { FilterSpecification, LineLayerSpecification, Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import MapView, {
  Layer,
  NavigationControl,
  Source,
  type MapLayerMouseEvent,
  type MapRef,
} from 'react-map-gl/maplibre';
import { TerraDraw, TerraDrawFreehandMode } from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import type { LngLat } from '../../../api/contract/carrier-route';
import { Button } from '../../../components/ui/button';
import { boundsOf, circleRing, isFarFromSearch, routesToGeoJson } from '../geo';
import { INITIAL_VIEW, labelFont, mapColours, mapStyle } from '../map-style';
import type { PlanPoint } from '../../../lib/plan-url';
import type { PlannerRoute, RouteKey } from '../types';
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
  search: { point: PlanPoint; radius: number } | null;
  onSearchArea: (point: PlanPoint) => void;
};

const ROUTES = 'routes';
const FILL = 'routes-fill';

const noneFilter: FilterSpecification = ['==', ['get', 'key'], ''];
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
  const [pointer, setPointer] = useState<{ x: number; y: number } | null>(null);
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
  const circle = useMemo(
    () =>
      search
        ? {
            type: 'Feature' as const,
            properties: {},
            geometry: {
              type: 'Polygon' as const,
              coordinates: [circleRing(search.point, search.radius).map((p) => [p.lng, p.lat])],
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

  // The lasso follows the mode.
  useEffect(() => {
    const draw = drawRef.current;
    if (!draw?.enabled) return;
    draw.setMode(lassoMode === 'off' ? 'static' : 'freehand');
  }, [lassoMode]);

  useEffect(() => () => drawRef.current?.stop(), []);

  const onLoad = () => {
    const map = mapRef.current?.getMap() as MapLibreMap | undefined;
    if (!map) return;
    map.getCanvas().setAttribute('aria-label', 'Map of the carrier routes');
    if (import.meta.env.VITE_E2E_HOOKS === 'true') Object.assign(window, { __plannerMap: map });
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
    setPointer(key ? { x: e.point.x, y: e.point.y } : null);
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
  const selectedFilter = useMemo(() => (selected.size ? keysFilter(selected) : noneFilter), [selected]);
  const hoverFilter: FilterSpecification = hovered ? ['==', ['get', 'key'], hovered] : noneFilter;
  const font = useMemo(() => labelFont(), []);

  return (
    // MapLibre makes its canvas a region; onLoad names it, so the wrapper is not a second landmark.
    <div className="relative h-full min-h-80 w-full overflow-hidden rounded-lg border border-slate-200">
      <MapView
        ref={mapRef}
        mapStyle={mapStyle()}
        workerUrl={workerUrl}
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
        cursor={lassoMode !== 'off' ? 'crosshair' : hovered && pointer ? 'pointer' : 'grab'}
        attributionControl={false}
        dragRotate={false}
        touchPitch={false}
        style={{ width: '100%', height: '100%' }}
      >
        <NavigationControl position="top-right" showCompass={false} />
        {circle ? (
          <Source id="search-circle" type="geojson" data={circle}>
            <Layer
              id="search-circle-fill"
              type="fill"
              paint={{ 'fill-color': mapColours.circle, 'fill-opacity': 0.04 }}
            />
            <Layer
              id="search-circle-line"
              type="line"
              paint={{ 'line-color': mapColours.circle, 'line-width': 2, 'line-dasharray': [3, 2] }}
            />
          </Source>
        ) : null}
        <Source id={ROUTES} type="geojson" data={data}>
          <Layer
            id={FILL}
            type="fill"
            paint={{
              'fill-color': ['case', ['==', ['get', 'shade'], ''], mapColours.idleFill, ['get', 'shade']],
              'fill-opacity': ['case', ['==', ['get', 'shade'], ''], 0.35, 0.7],
            }}
          />
          <Layer
            id="routes-selected"
            type="fill"
            filter={selectedFilter}
            paint={{ 'fill-color': mapColours.selectedFill, 'fill-opacity': 0.6 }}
          />
          {(
            [
              [
                'routes-outline',
                null,
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
            ] as [string, FilterSpecification | null, LineLayerSpecification['paint']][]
          ).map(([id, filter, paint]) => (
            <Layer key={id} id={id} type="line" paint={paint} {...(filter ? { filter } : {})} />
          ))}
          <Layer
            id="routes-label"
            type="symbol"
            minzoom={12.5}
            layout={{
              'text-field': ['get', 'croute'],
              'text-font': font,
              'text-size': 12,
              'text-allow-overlap': false,
            }}
            paint={{ 'text-color': '#0f172a', 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 }}
          />
        </Source>
      </MapView>
      {hoveredRoute && pointer ? (
        <div
          className="pointer-events-none absolute z-10 w-56"
          style={{ left: Math.max(4, pointer.x + 12), top: Math.max(4, pointer.y + 12) }}
        >
          <RouteCard
            route={hoveredRoute}
            selected={selected.has(hoveredRoute.key)}
            mailedBy={mailed.get(hoveredRoute.key)}
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
    </div>
  );
}
