/**
 * The map's freehand lasso (terra-draw): started the first time a lasso mode is chosen (until then the
 * map carries none of its sources, layers or listeners), following the mode, started again on a new
 * style, and reporting each finished loop with whether it removes (the remove mode, or Alt held).
 */
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { TerraDraw, TerraDrawFreehandMode } from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import type { LngLat } from '../../../api/contract/carrier-route';

export type LassoMode = 'off' | 'add' | 'remove';

/** What the lasso reads when a loop finishes: the latest props, not the ones of its first start. */
export type LassoProps = {
  lassoMode?: LassoMode;
  onLasso?: (loop: LngLat[], remove: boolean) => void;
};

export function useLasso(map: MapLibreMap | null, mode: LassoMode, latest: RefObject<LassoProps>) {
  const drawRef = useRef<TerraDraw | null>(null);
  // The map's style the lasso was started on.
  const lassoStyle = useRef<unknown>(null);
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

  /** The lasso on the map's current style, started again on a new style. */
  const start = useCallback(
    (on: MapLibreMap) => {
      if (drawRef.current && lassoStyle.current === on.style) return;
      drawRef.current?.stop();
      lassoStyle.current = on.style;
      const draw = new TerraDraw({
        adapter: new TerraDrawMapLibreGLAdapter({ map: on }),
        modes: [
          new TerraDrawFreehandMode({
            drawInteraction: 'click-drag',
            styles: { fillColor: '#6366f1', fillOpacity: 0.15, outlineColor: '#4338ca', outlineWidth: 2 },
          }),
        ],
      });
      draw.start();
      draw.setMode((latest.current.lassoMode ?? 'off') === 'off' ? 'static' : 'freehand');
      draw.on('finish', (id) => {
        const feature = draw.getSnapshotFeature(id);
        const ring =
          feature?.geometry.type === 'Polygon' ? (feature.geometry.coordinates[0] as number[][]) : [];
        const loop = ring.map(([lng, lat]) => ({ lng: lng!, lat: lat! }));
        const remove = (latest.current.lassoMode === 'remove') !== altHeld.current;
        latest.current.onLasso?.(loop, remove);
        // The loop has done its work; clear it once terra-draw has finished with it.
        setTimeout(() => draw.clear(), 0);
      });
      drawRef.current = draw;
    },
    [latest],
  );

  useEffect(() => () => drawRef.current?.stop(), []);

  // The lasso follows the mode; it starts the first time a lasso mode is chosen.
  useEffect(() => {
    if (mode !== 'off' && map) start(map);
    const draw = drawRef.current;
    if (!draw?.enabled) return;
    draw.setMode(mode === 'off' ? 'static' : 'freehand');
  }, [mode, map, start]);

  /** Call once the map has loaded: a street map that gives way to the plain style takes the lasso's layers with it. */
  const watchStyle = useCallback(
    (on: MapLibreMap) => {
      on.on('style.load', () => {
        if (lassoStyle.current !== null) start(on);
      });
    },
    [start],
  );

  /** Stops the lasso (its style is going away); it starts again on the next style. */
  const stop = useCallback(() => {
    drawRef.current?.stop();
    drawRef.current = null;
  }, []);

  return { watchStyle, stop };
}
