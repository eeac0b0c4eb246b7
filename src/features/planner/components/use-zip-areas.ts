/**
 * The ZIP outlines and names for the map's `zip-areas` source, set at the map's next `idle` after the
 * routes change: the map's first frames with new routes are for the routes alone (names cost glyphs, a
 * text program and a placement frame).
 */
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useState } from 'react';
import type { PlannerRoute } from '../types';
import { zipAreas } from '../zip-areas';

const NO_ZIPS: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };

export function useZipAreas(
  map: MapLibreMap | null,
  routes: readonly PlannerRoute[],
): GeoJSON.FeatureCollection {
  const [zips, setZips] = useState<GeoJSON.FeatureCollection>(NO_ZIPS);
  useEffect(() => {
    if (!map) return;
    const show = () => {
      const areas = zipAreas(routes);
      setZips({
        type: 'FeatureCollection',
        features: [...areas.outlines.features, ...areas.labels.features],
      });
    };
    map.once('idle', show);
    return () => {
      map.off('idle', show);
    };
  }, [map, routes]);
  return zips;
}
