/**
 * The planner's basemap and how its layers look. With no `VITE_MAP_STYLE_URL` the map draws a plain
 * built-in style: a background only, no sources, no glyph server, so nothing leaves the machine; route
 * labels are then drawn from the browser's own fonts (MapLibre's local glyphs).
 */
import type { StyleSpecification } from 'maplibre-gl';
import { env } from '../../config/env';

export const BUILTIN_STYLE: StyleSpecification = {
  version: 8,
  name: 'Doorstep plain',
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#eef2f6' } }],
};

/** The configured style URL, or the built-in style. */
export const mapStyle = (): StyleSpecification | string => env.mapStyleUrl ?? BUILTIN_STYLE;

/**
 * Fonts of the route labels: a CSS font list for the local glyphs of the built-in style, the usual glyph
 * server font names for a configured style.
 */
export const labelFont = (): string[] =>
  env.mapStyleUrl ? ['Open Sans Regular', 'Arial Unicode MS Regular'] : ['DejaVu Sans', 'sans-serif'];

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
