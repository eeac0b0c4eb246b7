/**
 * A street basemap of the tests' own, on loopback: the real ones (OpenFreeMap, a PMTiles host) cannot be
 * reached from the machines the tests run on. It serves a small MapLibre style (`/style.json`: land,
 * water, parks, roads, and street and place names as label layers, as a real basemap has them) and its
 * vector tiles (`/tiles/{z}/{x}/{y}.pbf`), made on request with geojson-vt and vt-pbf from a grid of
 * synthetic streets around the demo data's cities (Austin, Chicago, Portland). The style has no glyph server:
 * MapLibre draws its labels with the browser's fonts. `/plain.json` is a style like the planner's plain
 * built-in one, for the bench's comparison with it.
 *
 * Browser tests build the dashboard with `VITE_MAP_STYLE_URL` at this server (test/e2e/global-setup.ts),
 * so every browser test sees a street basemap, as users do.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Feature, FeatureCollection } from 'geojson';
import GeoJSONVT from 'geojson-vt';
import vtpbf from 'vt-pbf';

export type TileServer = {
  /** `http://127.0.0.1:port` */
  url: string;
  /** The street basemap's style. */
  styleUrl: string;
  /** A style like the planner's plain one: a background only. */
  plainStyleUrl: string;
  /** The attribution the style's source carries (shown by the map). */
  attribution: string;
  close: () => Promise<void>;
};

/**
 * Cities the demo data has routes in: streets are drawn around them. Austin and Chicago for the planner's
 * tests; Portland for the demo's running direct-mail campaign, whose Routes tab the screenshots show.
 */
const CITIES = [
  { name: 'Austin', lat: 30.2672, lng: -97.7431 },
  { name: 'Chicago', lat: 41.8781, lng: -87.6298 },
  { name: 'Portland', lat: 45.5235, lng: -122.6762 },
];
/** Half the side of each city's street grid, in degrees, and the spacing of its streets. */
const HALF = 0.3;
const STEP = 0.01;

export const TEST_ATTRIBUTION = '© OpenStreetMap contributors (test streets)';

function streets(): { roads: FeatureCollection; water: FeatureCollection; places: FeatureCollection } {
  const roads: Feature[] = [];
  const water: Feature[] = [];
  const places: Feature[] = [];
  for (const city of CITIES) {
    const steps = Math.round(HALF / STEP);
    for (let i = -steps; i <= steps; i++) {
      const major = i % 10 === 0;
      const kind = major ? 'primary' : 'residential';
      const lat = city.lat + i * STEP;
      const lng = city.lng + i * STEP;
      roads.push({
        type: 'Feature',
        properties: { class: kind, name: `${city.name} ${major ? 'Boulevard' : 'Street'} ${i + steps}` },
        geometry: {
          type: 'LineString',
          coordinates: [
            [city.lng - HALF, lat],
            [city.lng + HALF, lat],
          ],
        },
      });
      roads.push({
        type: 'Feature',
        properties: { class: kind, name: `${city.name} ${major ? 'Parkway' : 'Avenue'} ${i + steps}` },
        geometry: {
          type: 'LineString',
          coordinates: [
            [lng, city.lat - HALF],
            [lng, city.lat + HALF],
          ],
        },
      });
    }
    // A lake to the east of each city, and the city's name at its middle.
    water.push({
      type: 'Feature',
      properties: { class: 'lake' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [city.lng + 0.12, city.lat - 0.2],
            [city.lng + 0.5, city.lat - 0.2],
            [city.lng + 0.5, city.lat + 0.2],
            [city.lng + 0.12, city.lat + 0.2],
            [city.lng + 0.12, city.lat - 0.2],
          ],
        ],
      },
    });
    places.push({
      type: 'Feature',
      properties: { name: city.name, class: 'city' },
      geometry: { type: 'Point', coordinates: [city.lng, city.lat] },
    });
  }
  const fc = (features: Feature[]): FeatureCollection => ({ type: 'FeatureCollection', features });
  return { roads: fc(roads), water: fc(water), places: fc(places) };
}

/** The basemap's style: its layers in the usual order, labels last. */
function streetStyle(url: string) {
  return {
    version: 8,
    name: 'Doorstep test streets',
    sources: {
      streets: {
        type: 'vector',
        tiles: [`${url}/tiles/{z}/{x}/{y}.pbf`],
        minzoom: 0,
        maxzoom: 14,
        attribution: TEST_ATTRIBUTION,
      },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#f2efe9' } },
      {
        id: 'water',
        type: 'fill',
        source: 'streets',
        'source-layer': 'water',
        paint: { 'fill-color': '#a0c8f0' },
      },
      {
        id: 'roads-minor',
        type: 'line',
        source: 'streets',
        'source-layer': 'roads',
        filter: ['==', ['get', 'class'], 'residential'],
        paint: {
          'line-color': '#ffffff',
          'line-width': ['interpolate', ['linear'], ['zoom'], 10, 0.5, 16, 6],
        },
      },
      {
        id: 'roads-major',
        type: 'line',
        source: 'streets',
        'source-layer': 'roads',
        filter: ['==', ['get', 'class'], 'primary'],
        paint: { 'line-color': '#fcd6a4', 'line-width': ['interpolate', ['linear'], ['zoom'], 8, 1, 16, 10] },
      },
      {
        id: 'road-names',
        type: 'symbol',
        source: 'streets',
        'source-layer': 'roads',
        minzoom: 13,
        layout: {
          'symbol-placement': 'line',
          'text-field': ['get', 'name'],
          'text-font': ['DejaVu Sans', 'sans-serif'],
          'text-size': 11,
        },
        paint: { 'text-color': '#555555', 'text-halo-color': '#ffffff', 'text-halo-width': 1 },
      },
      {
        id: 'place-names',
        type: 'symbol',
        source: 'streets',
        'source-layer': 'places',
        layout: {
          'text-field': ['get', 'name'],
          'text-font': ['DejaVu Sans', 'sans-serif'],
          'text-size': 16,
        },
        paint: { 'text-color': '#333333', 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 },
      },
    ],
  };
}

const PLAIN_STYLE = {
  version: 8,
  name: 'Doorstep plain (bench)',
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#eef2f6' } }],
};

/** Starts the server on a loopback port (a free one by default). */
export async function startTileServer({ port = 0 }: { port?: number } = {}): Promise<TileServer> {
  const data = streets();
  const options = { maxZoom: 14, indexMaxZoom: 5, tolerance: 3, extent: 4096, buffer: 64 };
  const indexes = {
    roads: new GeoJSONVT(data.roads, options),
    water: new GeoJSONVT(data.water, options),
    places: new GeoJSONVT(data.places, options),
  };
  let url = '';
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    // The dashboard is on another port: another origin.
    res.setHeader('Access-Control-Allow-Origin', '*');
    const json = (body: unknown) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (path === '/style.json') return json(streetStyle(url));
    if (path === '/plain.json') return json(PLAIN_STYLE);
    const tile = /^\/tiles\/(\d+)\/(\d+)\/(\d+)\.pbf$/.exec(path);
    if (tile) {
      const [z, x, y] = tile.slice(1).map(Number) as [number, number, number];
      const layers: Record<string, { features: unknown[] }> = {};
      for (const [name, index] of Object.entries(indexes)) {
        const t = index.getTile(z, x, y);
        if (t && t.features.length > 0) layers[name] = t;
      }
      const body = vtpbf.fromGeojsonVt(layers, { version: 2, extent: options.extent });
      res.writeHead(200, { 'Content-Type': 'application/x-protobuf', 'Content-Length': body.byteLength });
      return res.end(Buffer.from(body));
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('not found');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    styleUrl: `${url}/style.json`,
    plainStyleUrl: `${url}/plain.json`,
    attribution: TEST_ATTRIBUTION,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
