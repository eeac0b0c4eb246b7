/**
 * The planner's basemap and how its layers look. The basemap is a street map (OpenStreetMap vector tiles
 * with a maintained MapLibre style, see ./basemap.ts for which one), or the plain built-in style: a
 * background only, no sources, no glyph server, so nothing leaves the machine; route labels are then
 * drawn from the browser's own fonts (MapLibre's local glyphs). The planner also falls back to the plain
 * style when the street map cannot be reached.
 */
import type { StyleSpecification } from 'maplibre-gl';
import { env } from '../../config/env';
import { basemapOf, initialLabelFont, type Basemap } from './basemap';
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

/**
 * Fonts of the planner's own labels before the style has loaded (the map then reports the fonts of the
 * style in use: `labelFontFor` in ./basemap.ts): a glyph server's font for a street map, the browser's
 * fonts for the plain style.
 */
export const labelFont = (): string[] => initialLabelFont(configuredBasemap());

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
