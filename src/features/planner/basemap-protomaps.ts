/**
 * A self-hosted basemap: one PMTiles file (OpenStreetMap data cut by Protomaps) on any static host, read
 * with the `pmtiles://` protocol, and drawn with the Protomaps basemap style (`@protomaps/basemaps`,
 * "light", English names). Its fonts and sprites come from `assetsUrl`.
 */
import { layers, namedFlavor } from '@protomaps/basemaps';
import type { LayerSpecification, StyleSpecification } from 'maplibre-gl';
import { Protocol } from 'pmtiles';

export const PROTOMAPS_ATTRIBUTION =
  '<a href="https://github.com/protomaps/basemaps">Protomaps</a> © <a href="https://openstreetmap.org/copyright">OpenStreetMap</a>';

/** The Protomaps style over the PMTiles file at `pmtilesUrl` (absolute, or a path on `base`'s origin). */
export function protomapsStyle(pmtilesUrl: string, assetsUrl: string, base: string): StyleSpecification {
  const file = new URL(pmtilesUrl, base).href;
  return {
    version: 8,
    name: 'Protomaps light',
    glyphs: `${assetsUrl}/fonts/{fontstack}/{range}.pbf`,
    sprite: `${assetsUrl}/sprites/v4/light`,
    sources: {
      protomaps: { type: 'vector', url: `pmtiles://${file}`, attribution: PROTOMAPS_ATTRIBUTION },
    },
    // The package types its layers with its own copy of the style spec: the same shapes.
    layers: layers('protomaps', namedFlavor('light'), { lang: 'en' }) as unknown as LayerSpecification[],
  };
}

let registered = false;

/**
 * Teaches MapLibre the `pmtiles://` protocol, once. MapLibre's module is the one react-map-gl loads: it
 * is asked for here as well and ready long before the style's first tile request.
 */
export function registerPmtilesProtocol(): void {
  if (registered) return;
  registered = true;
  const protocol = new Protocol();
  void import('maplibre-gl').then(({ addProtocol }) => addProtocol('pmtiles', protocol.tile));
}
