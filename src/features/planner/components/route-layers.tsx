/**
 * What the map draws of the planner's own, in drawing order: the search circle's edge, the routes (one
 * source: fill, selection, outlines, mailed, selected outlines, hover, codes) and the ZIP outlines and
 * names (their own source, filled once the routes are drawn). The layers are the typed specifications of
 * ../map-style.ts; only what changes while the page runs is given here.
 */
import type { FilterSpecification } from 'maplibre-gl';
import { useMemo } from 'react';
import { Layer, Source } from 'react-map-gl/maplibre';
import {
  hoverLayer,
  keysFilter,
  labelLayout,
  mailedLayer,
  noneFilter,
  routeFillLayer,
  routeLabelLayer,
  routeOutlineLayer,
  ROUTES_SOURCE,
  SEARCH_CIRCLE_SOURCE,
  searchCircleLayer,
  selectedLayer,
  selectedOutlineLayer,
  ZIP_AREAS_SOURCE,
  zipLabelLayer,
  zipOutlineLayer,
} from '../map-style';
import type { RouteKey } from '../types';

type Props = {
  routes: GeoJSON.FeatureCollection;
  zips: GeoJSON.FeatureCollection;
  circle: GeoJSON.Feature | null;
  selected: ReadonlySet<RouteKey>;
  hovered: RouteKey | null;
  /** The basemap's first name layer: the planner's layers go under it. */
  beforeId: string | undefined;
  /** The label font of the style in use. */
  font: string[];
};

export function RouteLayers({ routes, zips, circle, selected, hovered, beforeId, font }: Props) {
  const selectedFilter = useMemo(() => (selected.size ? keysFilter(selected) : noneFilter), [selected]);
  const hoverFilter: FilterSpecification = hovered ? ['==', ['get', 'key'], hovered] : noneFilter;
  return (
    <>
      {circle ? (
        <Source id={SEARCH_CIRCLE_SOURCE} type="geojson" data={circle}>
          <Layer {...searchCircleLayer} beforeId={beforeId} />
        </Source>
      ) : null}
      <Source id={ROUTES_SOURCE} type="geojson" data={routes}>
        <Layer {...routeFillLayer} beforeId={beforeId} />
        <Layer {...selectedLayer} beforeId={beforeId} filter={selectedFilter} />
        <Layer {...routeOutlineLayer} beforeId={beforeId} />
        <Layer {...mailedLayer} beforeId={beforeId} />
        <Layer {...selectedOutlineLayer} beforeId={beforeId} filter={selectedFilter} />
        <Layer {...hoverLayer} beforeId={beforeId} filter={hoverFilter} />
        <Layer {...routeLabelLayer} layout={labelLayout(routeLabelLayer, font)} />
      </Source>
      <Source id={ZIP_AREAS_SOURCE} type="geojson" data={zips}>
        <Layer {...zipOutlineLayer} />
        <Layer {...zipLabelLayer} layout={labelLayout(zipLabelLayer, font)} />
      </Source>
    </>
  );
}
