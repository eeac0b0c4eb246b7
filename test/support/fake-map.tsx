/**
 * jsdom has no WebGL, so component tests that render the planner's map replace `react-map-gl/maplibre`,
 * `terra-draw` and its MapLibre adapter with these stand-ins. Each test file mocks the three modules with
 * them and reads what the map was given from `fakeMap`:
 *
 *     vi.mock('react-map-gl/maplibre', async () => (await import('<path>/test/support/fake-map')).mapGl());
 *     vi.mock('terra-draw', async () => (await import('<path>/test/support/fake-map')).terraDraw());
 *     vi.mock('terra-draw-maplibre-gl-adapter', async () => (await import('<path>/test/support/fake-map')).adapter());
 *
 * The map loads once (its `onLoad` runs after the first render), keeps the data of each source in
 * `fakeMap.sources`, renders each layer as an empty element (`layer-<id>`) carrying its filter and layout,
 * and projects every point to `fakeMap.view.point` in a container of `fakeMap.view` size (0 x 0 by default,
 * so no route card is placed unless a test gives the map a size). The lasso is terra-draw's freehand mode:
 * `fakeMap.draw.finish(ring)` ends a loop as terra-draw does.
 */
import { useEffect, useImperativeHandle, type ReactNode, type Ref } from 'react';

type MapProps = {
  children?: ReactNode;
  ref?: Ref<unknown>;
  onLoad?: () => void;
  onClick?: (e: unknown) => void;
  onMoveEnd?: () => void;
  onError?: (e: { type: 'error'; error: Error }) => void;
  mapStyle?: unknown;
};

type LoopFeature = { geometry: { type: 'Polygon'; coordinates: number[][][] } };

class FakeDraw {
  enabled = false;
  mode = 'static';
  private readonly features = new Map<string, LoopFeature>();
  private readonly onFinish: ((id: string) => void)[] = [];
  start() {
    this.enabled = true;
    fakeMap.draw = this;
  }
  stop() {
    this.enabled = false;
  }
  setMode(mode: string) {
    this.mode = mode;
  }
  on(event: string, listener: (id: string) => void) {
    if (event === 'finish') this.onFinish.push(listener);
  }
  getSnapshotFeature(id: string) {
    return this.features.get(id);
  }
  clear() {
    this.features.clear();
  }
  /** Finishes a freehand loop through these [lng, lat] points, as terra-draw does. */
  finish(ring: number[][]) {
    const id = `loop-${this.features.size + 1}`;
    this.features.set(id, { geometry: { type: 'Polygon', coordinates: [ring] } });
    for (const listener of this.onFinish) listener(id);
  }
}

/** What the stand-in map was last given, and how it answers. */
export const fakeMap = {
  /** The map's last props (its style, its handlers). */
  props: null as MapProps | null,
  /** Each source's data, by source id. */
  sources: {} as Record<string, unknown>,
  /** The map's centre, as `getCenter` answers it. */
  centre: { lat: 0, lng: 0 },
  /** The container's size and where every point is projected. */
  view: { width: 0, height: 0, point: { x: 0, y: 0 } },
  /** The lasso, once started. */
  draw: null as FakeDraw | null,
};

function mapInstance() {
  const container = document.createElement('div');
  Object.defineProperties(container, {
    clientWidth: { get: () => fakeMap.view.width },
    clientHeight: { get: () => fakeMap.view.height },
  });
  return {
    getCanvas: () => document.createElement('canvas'),
    getContainer: () => container,
    project: () => ({ ...fakeMap.view.point }),
    easeTo: () => undefined,
    // The stand-in has nothing to load: it is idle as soon as it is asked.
    once: (type: string, listener: () => void) => {
      if (type === 'idle') setTimeout(listener, 0);
    },
    on: () => undefined,
    off: () => undefined,
    fitBounds: () => undefined,
  };
}

/** The stand-in for `react-map-gl/maplibre`. */
export function mapGl() {
  const map = mapInstance();
  return {
    default: function MapStandIn(props: MapProps) {
      fakeMap.props = props;
      useImperativeHandle(props.ref, () => ({
        getMap: () => map,
        fitBounds: () => undefined,
        getCenter: () => ({ ...fakeMap.centre }),
      }));
      // Once, as a map loads once.
      useEffect(() => props.onLoad?.(), []);
      return <div data-testid="map">{props.children}</div>;
    },
    Source: ({ id, data, children }: { id: string; data: unknown; children?: ReactNode }) => {
      fakeMap.sources[id] = data;
      return <>{children}</>;
    },
    Layer: ({ id, filter, layout }: { id: string; filter?: unknown; layout?: unknown }) => (
      <div
        data-testid={`layer-${id}`}
        data-filter={JSON.stringify(filter ?? null)}
        data-layout={JSON.stringify(layout ?? null)}
      />
    ),
    Marker: ({ children }: { children?: ReactNode }) => <>{children}</>,
    NavigationControl: () => null,
    AttributionControl: () => null,
    ScaleControl: ({ unit }: { unit?: string }) => <div data-testid="scale" data-unit={unit} />,
  };
}

/** The stand-in for `terra-draw`. */
export const terraDraw = () => ({ TerraDraw: FakeDraw, TerraDrawFreehandMode: class {} });

/** The stand-in for `terra-draw-maplibre-gl-adapter`. */
export const adapter = () => ({ TerraDrawMapLibreGLAdapter: class {} });

/** The route features of the map's routes source (it also carries the ZIP outlines and labels). */
export function routeFeatures<P extends { key: string }>(): { properties: P }[] {
  const data = fakeMap.sources['routes'] as { features: { properties: Partial<P> }[] } | undefined;
  return (data?.features ?? []).filter((f): f is { properties: P } => typeof f.properties.key === 'string');
}
