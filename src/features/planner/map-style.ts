/**
 * The planner's basemap and how its layers look. The basemap is a street map (OpenStreetMap vector tiles
 * with a maintained MapLibre style, see ./basemap.ts for which one), or the plain built-in style: a
 * background only, no sources, no glyph server, so nothing leaves the machine; route labels are then
 * drawn from the browser's own fonts (MapLibre's local glyphs). The planner also falls back to the plain
 * style when the street map cannot be reached.
 */
import type {
  FilterSpecification,
  LineLayerSpecification,
  StyleSpecification,
  SymbolLayerSpecification,
} from 'maplibre-gl';
import type { LayerProps } from 'react-map-gl/maplibre';
import { env } from '../../config/env';
import { basemapOf, type Basemap } from './basemap';
import { protomapsStyle, registerPmtilesProtocol } from './basemap-protomaps';

export const BUILTIN_STYLE: StyleSpecification = {
  version: 8,
  name: 'Doorstep plain',
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#eef2f6' } }],
};

/** The basemap this build is configured for (VITE_MAP_STYLE_URL, VITE_MAP_PMTILES_URL). */
export const configuredBasemap = (): Basemap =>
  basemapOf({ styleUrl: env.mapStyleUrl, pmtilesUrl: env.mapPmtilesUrl, assetsUrl: env.mapAssetsUrl });

/** The MapLibre style of a basemap: a style URL, or a style built here. */
export function styleOf(basemap: Basemap): StyleSpecification | string {
  if (basemap.kind === 'plain') return BUILTIN_STYLE;
  if (basemap.kind === 'style') return basemap.url;
  registerPmtilesProtocol();
  return protomapsStyle(basemap.url, basemap.assetsUrl, window.location.href);
}

/** The configured basemap's style. */
export const mapStyle = (): StyleSpecification | string => styleOf(configuredBasemap());

export const mapColours = {
  outline: '#334155',
  selectedFill: '#4f46e5',
  selectedOutline: '#312e81',
  hover: '#0f172a',
  mailed: '#b45309',
  circle: '#4338ca',
  idleFill: '#ffffff',
} as const;

/** Where the map starts before any search: the contiguous United States. */
export const INITIAL_VIEW = { longitude: -98.5, latitude: 39.5, zoom: 3.2 } as const;

/*
 * The planner's own layers, as typed specifications spread into the map (`<Layer {...routeFillLayer} />`).
 * What changes while the page runs is given where they are drawn: `beforeId` (under the basemap's names),
 * the filters of the selection and the hovered route, and the label font of the style in use.
 * Every route layer reads the map's one `routes` source; the ZIP layers read `zip-areas`.
 */

/** The source of the routes (one GeoJSON source: filters pick what each layer draws). */
export const ROUTES_SOURCE = 'routes';
/** The source of the ZIP outlines and names, set once the routes are drawn. */
export const ZIP_AREAS_SOURCE = 'zip-areas';
export const SEARCH_CIRCLE_SOURCE = 'search-circle';
const ZIP_COLOUR = '#0f766e';

/** Matches no feature (an empty selection, no hovered route). */
export const noneFilter: FilterSpecification = ['==', ['get', 'key'], ''];
/** The routes of the `routes` source (features with a key). */
export const routesOnly: FilterSpecification = ['has', 'key'];
/** The routes whose keys are given. */
export const keysFilter = (keys: Iterable<string>): FilterSpecification => [
  'in',
  ['get', 'key'],
  ['literal', [...keys]],
];
const zipPart = (part: 'zip-outline' | 'zip-label'): FilterSpecification => ['==', ['get', 'part'], part];

/** The search circle's edge only: a tint over the whole circle would cost the map a full pass each frame. */
export const searchCircleLayer = {
  id: 'search-circle-line',
  type: 'line',
  paint: { 'line-color': mapColours.circle, 'line-width': 2, 'line-dasharray': [3, 2] },
} satisfies LayerProps;

/** Every route, filled (its shade when the map is shaded); the layer the pointer picks routes on. */
export const routeFillLayer = {
  id: 'routes-fill',
  type: 'fill',
  filter: routesOnly,
  paint: {
    'fill-color': ['case', ['==', ['get', 'shade'], ''], mapColours.idleFill, ['get', 'shade']],
    'fill-opacity': ['case', ['==', ['get', 'shade'], ''], 0.35, 0.7],
  },
} satisfies LayerProps;

/** The selected routes, filled (its filter: `keysFilter` of the selection). */
export const selectedLayer = {
  id: 'routes-selected',
  type: 'fill',
  paint: { 'fill-color': mapColours.selectedFill, 'fill-opacity': 0.6 },
} satisfies LayerProps;

/** An outline layer of the routes: its filter is fixed here, or given where drawn when it changes. */
const routeLine = (id: string, paint: LineLayerSpecification['paint'], filter?: FilterSpecification) =>
  ({ id, type: 'line', paint, ...(filter ? { filter } : {}) }) satisfies LayerProps;

export const routeOutlineLayer = routeLine(
  'routes-outline',
  { 'line-color': mapColours.outline, 'line-width': 1, 'line-opacity': 0.8 },
  routesOnly,
);

/** Routes an earlier campaign mailed: dashed. */
export const mailedLayer = routeLine(
  'routes-mailed',
  { 'line-color': mapColours.mailed, 'line-width': 2.5, 'line-dasharray': [2, 1.5] },
  ['==', ['get', 'mailed'], 1],
);

/** The selected routes' outlines (filter: the selection). */
export const selectedOutlineLayer = routeLine('routes-selected-outline', {
  'line-color': mapColours.selectedOutline,
  'line-width': 2,
});

/** The hovered route's outline (filter: its key). */
export const hoverLayer = routeLine('routes-hover', { 'line-color': mapColours.hover, 'line-width': 3.5 });

type LabelStyle = Pick<SymbolLayerSpecification, 'layout' | 'paint'>;

/** A label layer's text: a property of the feature, on a white halo, never over another label. */
const labelText = (field: string, size: number, colour: string, halo: number): LabelStyle => ({
  layout: { 'text-field': ['get', field], 'text-size': size, 'text-allow-overlap': false },
  paint: { 'text-color': colour, 'text-halo-color': '#ffffff', 'text-halo-width': halo },
});

/** A label layer's layout in the label font of the style in use (the font is only known where drawn). */
export const labelLayout = (layer: LabelStyle, font: string[]): SymbolLayerSpecification['layout'] => ({
  ...layer.layout,
  'text-font': font,
});

/** Route codes, from street level in (layout's `text-font`: the style's font, given where drawn). */
export const routeLabelLayer = {
  id: 'routes-label',
  type: 'symbol',
  filter: routesOnly,
  minzoom: 12.5,
  ...labelText('label', 12, '#0f172a', 1.5),
} satisfies LayerProps;

/** ZIP outlines, under the hovered route's outline. */
export const zipOutlineLayer = {
  id: 'zip-outline',
  type: 'line',
  beforeId: hoverLayer.id,
  filter: zipPart('zip-outline'),
  layout: { 'line-join': 'round', 'line-cap': 'round' },
  paint: { 'line-color': ZIP_COLOUR, 'line-width': 2.5, 'line-opacity': 0.9 },
} satisfies LayerProps;

/** ZIP names, under the route codes (layout's `text-font` given where drawn). */
export const zipLabelLayer = {
  id: 'zip-label',
  type: 'symbol',
  beforeId: routeLabelLayer.id,
  filter: zipPart('zip-label'),
  ...labelText('zip', 15, ZIP_COLOUR, 2),
} satisfies LayerProps;
