/**
 * The planner map's street basemap in React: the style in use (the configured one, or the plain built-in
 * style once the street map turned out unavailable), where the planner's layers go in it and which fonts
 * its labels use, and the watch that decides whether the street map can be shown (../basemap.ts).
 */
import type { StyleSpecification } from 'maplibre-gl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ErrorEvent, MapSourceDataEvent, MapStyleDataEvent } from 'react-map-gl/maplibre';
import {
  firstLabelLayerId,
  initialLabelFont,
  labelFontFor,
  watchBasemap,
  type BasemapWatch as BasemapWatchLogic,
} from '../basemap';
import { BUILTIN_STYLE, configuredBasemap, styleOf } from '../map-style';

export type BasemapState = {
  /** The style to draw. */
  style: StyleSpecification | string;
  /**
   * The basemap's first label layer: pass it as `beforeId` to every layer of the planner's own, so they
   * sit above land and roads and below street and place names (none on the plain style: on top).
   */
  beforeId: string | undefined;
  /** Fonts for the planner's own labels on the style in use. */
  font: string[];
  /** The street map could not be shown: the plain style is drawn instead. */
  unavailable: boolean;
  /** The map's event props: `onStyleData`, `onData` and `onError`. */
  events: {
    onStyleData: (e: MapStyleDataEvent) => void;
    onData: (e: MapStyleDataEvent | MapSourceDataEvent) => void;
    onError: (e: ErrorEvent) => void;
  };
  /** Starts the watch's clock (`BasemapWatch` does, inside the map); null when nothing is awaited. */
  startWatch: (() => () => void) | null;
};

/**
 * `onUnavailable` runs as the street map is given up, before the plain style replaces it (the lasso
 * leaves the old style then).
 */
export function useBasemap({ onUnavailable }: { onUnavailable?: () => void } = {}): BasemapState {
  const basemap = useMemo(() => configuredBasemap(), []);
  const configured = useMemo(() => styleOf(basemap), [basemap]);
  const [unavailable, setUnavailable] = useState(false);
  const [layout, setLayout] = useState({
    beforeId: undefined as string | undefined,
    font: initialLabelFont(basemap),
  });
  const report = useRef(onUnavailable);
  useEffect(() => {
    report.current = onUnavailable;
  });
  // Set as the street map is given up: its style may still finish loading before the plain one replaces it.
  const gaveUp = useRef(false);
  const loadedStyle = useRef<unknown>(null);
  // Made on mount, before the map exists (MapLibre is still loading), so it hears all of the map's events.
  const watch = useRef<BasemapWatchLogic | null>(null);
  useEffect(() => {
    if (basemap.kind === 'plain') return;
    watch.current = watchBasemap({
      onUnavailable: () => {
        gaveUp.current = true;
        report.current?.();
        setUnavailable(true);
        setLayout({ beforeId: undefined, font: labelFontFor(BUILTIN_STYLE) });
      },
    });
  }, [basemap]);
  const startWatch = useCallback(() => watch.current?.start() ?? (() => undefined), []);

  const events: BasemapState['events'] = {
    // A new style's first `styledata` comes as it loads, before any layer of the planner's is added.
    onStyleData: (e) => {
      const map = e.target;
      if (gaveUp.current || map.style === loadedStyle.current) return;
      loadedStyle.current = map.style;
      const style = map.getStyle();
      watch.current?.styleLoaded(Object.keys(style.sources));
      setLayout({ beforeId: firstLabelLayerId(style.layers), font: labelFontFor(style) });
    },
    onData: (e) => {
      if (e.dataType === 'source' && e.tile) watch.current?.tile(e.sourceId);
    },
    onError: (e) => {
      // Errors of a source carry its id (MapLibre adds it to the event; its type does not say so).
      watch.current?.error((e as ErrorEvent & { sourceId?: string }).sourceId);
      console.error(e.error);
    },
  };

  return {
    style: unavailable ? BUILTIN_STYLE : configured,
    beforeId: layout.beforeId,
    font: layout.font,
    unavailable,
    events,
    startWatch: basemap.kind !== 'plain' && !unavailable ? startWatch : null,
  };
}

/**
 * Mounted inside the map (so once MapLibre has loaded and the map exists): starts the clock of the wait
 * for the street map.
 */
export function BasemapWatch({ start }: { start: () => () => void }) {
  useEffect(start, [start]);
  return null;
}
