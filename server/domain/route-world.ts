import { demoPlaces } from '../db/seed/places';
import { createRng, hashSeed } from '../db/seed/prng';
import {
  area,
  centroid,
  degreesAround,
  haversineKm,
  projection,
  shareBorderVertices,
  type Projection,
  type Ring,
  type XY,
} from './geo';
import { splitCell, voronoiCells } from './route-cells';
import { uspsName, zipsWithin, type ZipEntry } from './zip-codes';

/**
 * The sandbox's postal carrier routes (USPS EDDM), generated deterministically from real ZIP centroids.
 *
 * For each metro, the delivery ZIPs whose centroid lies within METRO_RADIUS_KM of its centre are taken;
 * their Voronoi cells (d3-delaunay), clipped to the metro's square (centre ± METRO_RADIUS_KM), stand for
 * the ZIP areas. Each ZIP cell is split into carrier routes: the Voronoi cells, within the ZIP cell, of
 * points seeded by the project's PRNG (one jittered point per square of a grid sized to the ZIP's homes,
 * so routes come out evenly sized). Neighbouring routes therefore share edges, and the routes of a ZIP
 * cover its cell with no gap and no overlap; where ZIPs meet, the routes on both sides are given the same
 * corners, so rounding to 5 decimals leaves no slivers. Metros whose squares overlap (Portland and
 * Beaverton) form one region, tessellated together.
 *
 * How many homes a place has follows its distance from the metro centre (dense downtown, thinning out to
 * the edge); a ZIP gets as many routes as its homes need, each about 520 residences (250 to 800).
 *
 * Route kinds, as USPS codes them: `C001`… city routes; `R001`… rural routes, on the metro's edge;
 * `B001`… PO-box sections, which have no area (no polygon; located at the ZIP's post office).
 */

export interface Metro {
  /** Short code (the demo places' codes: AUS, DEN, …). */
  code: string;
  /** GeoNames id of the city (the id `GET /client/cities` serves). */
  cityId: string;
  name: string;
  state: string;
  lat: number;
  lng: number;
}

export const METRO_RADIUS_KM = 15;

/** US metros beyond the demo places (ids and centres from GeoNames, as `GET /client/cities` serves them). */
const extraMetros: readonly Metro[] = [
  { code: 'HOU', cityId: '4699066', name: 'Houston', state: 'TX', lat: 29.76328, lng: -95.36327 },
  { code: 'SAT', cityId: '4726206', name: 'San Antonio', state: 'TX', lat: 29.42412, lng: -98.49363 },
  { code: 'MCI', cityId: '4393217', name: 'Kansas City', state: 'MO', lat: 39.09973, lng: -94.57857 },
  { code: 'RDU', cityId: '4487042', name: 'Raleigh', state: 'NC', lat: 35.7721, lng: -78.63861 },
  { code: 'LAS', cityId: '5506956', name: 'Las Vegas', state: 'NV', lat: 36.17497, lng: -115.13722 },
  { code: 'PHL', cityId: '4560349', name: 'Philadelphia', state: 'PA', lat: 39.95233, lng: -75.16379 },
];

/** Every metro with routes: each US city the demo data uses, and a few more. */
export const routeMetros: readonly Metro[] = [
  ...demoPlaces
    .filter((p) => p.country_id === 'US')
    .map((p) => ({ code: p.code, cityId: p.id, name: p.name, state: p.state, lat: p.lat, lng: p.lng })),
  ...extraMetros,
];

export type RouteKind = 'C' | 'R' | 'B';

export interface WorldRoute {
  zip: string;
  croute: string;
  /** The ZIP's place name in capitals, as USPS writes it. */
  zipName: string;
  state: string;
  /** Code of the metro whose centre is nearest the ZIP. */
  metro: string;
  residentCount: number;
  businessCount: number;
  /** Centre of the route (its area centroid; the post office for a PO-box section), 5 decimals. */
  lat: number;
  lng: number;
  /** Distance from the centre to the metro centre, km (1 decimal). */
  centreKm: number;
  /** The outline as `[lng, lat, lng, lat, …]`, 5 decimals, not closed; null for a PO-box section. */
  ring: number[] | null;
}

export const routeKind = (croute: string): RouteKind => croute[0] as RouteKind;

/** Homes per km² at a distance from the metro centre: dense near the centre, thinning out to the edge. */
const homesPerKm2 = (km: number) => 180 + 1500 * Math.exp(-km / 4);
/** Residences a city route is drawn around (the route counts of a ZIP follow from it). */
const TARGET_PER_ROUTE = 520;
/** Beyond this distance from a metro centre, routes may be rural; beyond the second, they are. */
const RURAL_FROM_KM = 13.5;
const RURAL_ALWAYS_KM = 17;
/** Downtown: business-dense city routes. */
const DOWNTOWN_KM = 2.5;

const round5 = (n: number) => Math.round(n * 1e5) / 1e5;
const round1 = (n: number) => Math.round(n * 10) / 10;

interface Region {
  metros: Metro[];
  /** In degrees: [minLng, minLat, maxLng, maxLat]. */
  box: [number, number, number, number];
}

function metroBox(m: Metro): Region['box'] {
  const { dLat, dLng } = degreesAround(m.lat, METRO_RADIUS_KM);
  return [m.lng - dLng, m.lat - dLat, m.lng + dLng, m.lat + dLat];
}

const overlaps = (a: Region['box'], b: Region['box']) =>
  a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];

let defaultRegions: readonly Region[] | undefined;

/** The metros grouped so that regions' boxes do not overlap. */
export function routeRegions(): readonly Region[] {
  defaultRegions ??= groupRegions(routeMetros);
  return defaultRegions;
}

function groupRegions(metros: readonly Metro[]): Region[] {
  let regions: Region[] = metros.map((m) => ({ metros: [m], box: metroBox(m) }));
  for (let merged = true; merged;) {
    merged = false;
    outer: for (let i = 0; i < regions.length; i++) {
      for (let j = i + 1; j < regions.length; j++) {
        const [a, b] = [regions[i]!, regions[j]!];
        if (!overlaps(a.box, b.box)) continue;
        const box: Region['box'] = [
          Math.min(a.box[0], b.box[0]),
          Math.min(a.box[1], b.box[1]),
          Math.max(a.box[2], b.box[2]),
          Math.max(a.box[3], b.box[3]),
        ];
        regions = [
          ...regions.slice(0, i),
          { metros: [...a.metros, ...b.metros], box },
          ...regions.slice(i + 1),
        ];
        regions.splice(j, 1);
        merged = true;
        break outer;
      }
    }
  }
  return regions;
}

/** Clockwise from north around the ZIP's centre: the order route numbers are given in. */
const bearing = (x: number, y: number) => (Math.atan2(x, y) + 2 * Math.PI) % (2 * Math.PI);

interface Piece {
  kind: RouteKind;
  ring: Ring | null;
  centre: XY;
  centreKm: number;
  residents: number;
  businesses: number;
}

/** Distance from a point to the nearest metro centre, km (in the region's projection). */
const kmToMetros = (proj: Projection, metros: readonly Metro[]) => {
  const centres = metros.map((m) => proj.toXY(m.lng, m.lat));
  return (p: XY) => {
    let best = Infinity;
    for (const c of centres) best = Math.min(best, Math.hypot(p[0] - c[0], p[1] - c[1]));
    return best;
  };
};

/** A ZIP's routes: its cell split into city and rural routes, and maybe a PO-box section or two. */
function piecesOfZip(
  zip: ZipEntry,
  cell: Ring,
  proj: Projection,
  metros: readonly Metro[],
  seed: number,
): Piece[] {
  const rng = createRng(hashSeed(`${seed}:route-world:${zip.zip}`));
  const kmToMetro = kmToMetros(proj, metros);
  const zipCentre = proj.toXY(zip.lng, zip.lat);
  const homes = area(cell) * homesPerKm2(kmToMetro(centroid(cell)));
  const pieces: Piece[] = splitCell(cell, Math.max(1, Math.round(homes / TARGET_PER_ROUTE)), rng).map(
    (ring) => {
      const centre = centroid(ring);
      const km = kmToMetro(centre);
      const rural = km > RURAL_ALWAYS_KM || (km > RURAL_FROM_KM && rng.chance(0.5));
      // Counts follow the route's area and the local density, damped so they stay within the kind's range.
      const ratio = (area(ring) * homesPerKm2(km)) / TARGET_PER_ROUTE;
      const drawn = TARGET_PER_ROUTE * ratio ** 0.35 * (0.8 + 0.4 * rng.next());
      const residents = rural
        ? Math.min(650, Math.max(200, Math.round(drawn * 0.85)))
        : Math.min(800, Math.max(250, Math.round(drawn)));
      const businesses = rural
        ? rng.int(0, 18)
        : km < DOWNTOWN_KM
          ? rng.int(40, 260)
          : km < 2 * DOWNTOWN_KM
            ? rng.int(10, 80)
            : rng.int(1, 30);
      return { kind: rural ? 'R' : 'C', ring, centre, centreKm: km, residents, businesses };
    },
  );
  const boxes = rng.chance(0.3) ? (rng.chance(0.25) ? 2 : 1) : 0;
  for (let b = 0; b < boxes; b++) {
    pieces.push({
      kind: 'B',
      ring: null,
      centre: zipCentre,
      centreKm: kmToMetro(zipCentre),
      residents: rng.int(30, 380),
      businesses: rng.int(10, 160),
    });
  }
  return pieces;
}

/** A ZIP's pieces as routes: numbered clockwise from north around the ZIP centre, in degrees. */
function numberedRoutes(zip: ZipEntry, pieces: readonly Piece[], proj: Projection, metros: readonly Metro[]) {
  const zipCentre = proj.toXY(zip.lng, zip.lat);
  const zipName = uspsName(zip.city);
  const metro = nearestMetro(metros, zip.lat, zip.lng).code;
  const numbered = new Map<RouteKind, number>();
  return pieces
    .map((p) => ({ p, order: bearing(p.centre[0] - zipCentre[0], p.centre[1] - zipCentre[1]) }))
    .sort((a, b) => a.order - b.order)
    .map(({ p }): WorldRoute => {
      const n = (numbered.get(p.kind) ?? 0) + 1;
      numbered.set(p.kind, n);
      const centre = proj.toLngLat(p.centre);
      return {
        zip: zip.zip,
        croute: `${p.kind}${String(n).padStart(3, '0')}`,
        zipName,
        state: zip.state,
        metro,
        residentCount: p.residents,
        businessCount: p.businesses,
        lat: round5(centre[1]),
        lng: round5(centre[0]),
        centreKm: round1(p.centreKm),
        ring: p.ring ? flatRing(p.ring, proj) : null,
      };
    })
    .sort((a, b) => a.croute.localeCompare(b.croute));
}

/** Degrees, 5 decimals, as `[lng, lat, …]`; points that round together are merged. */
function flatRing(ring: Ring, proj: Projection): number[] {
  const out: number[] = [];
  for (const p of ring) {
    const lngLat = proj.toLngLat(p);
    const x = round5(lngLat[0]);
    const y = round5(lngLat[1]);
    if (out.length >= 2 && out[out.length - 2] === x && out[out.length - 1] === y) continue;
    out.push(x, y);
  }
  if (out.length >= 4 && out[0] === out[out.length - 2] && out[1] === out[out.length - 1]) out.length -= 2;
  return out;
}

export function nearestMetro(metros: readonly Metro[], lat: number, lng: number): Metro {
  let best = metros[0]!;
  let bestKm = Infinity;
  for (const m of metros) {
    const km = haversineKm(lat, lng, m.lat, m.lng);
    if (km < bestKm) [best, bestKm] = [m, km];
  }
  return best;
}

/** The delivery ZIPs of each region (centroid within METRO_RADIUS_KM of one of its metros), by ZIP. */
export function regionZips(regions: readonly Region[]): ZipEntry[][] {
  const out: ZipEntry[][] = regions.map(() => []);
  for (const z of zipsWithin(regions.map((r) => r.box))) {
    if (!z.hasArea) continue;
    const i = regions.findIndex(
      ({ box }) => z.lng >= box[0] && z.lng <= box[2] && z.lat >= box[1] && z.lat <= box[3],
    );
    const region = regions[i];
    if (region?.metros.some((m) => haversineKm(z.lat, z.lng, m.lat, m.lng) <= METRO_RADIUS_KM))
      out[i]!.push(z);
  }
  for (const zips of out) zips.sort((a, b) => a.zip.localeCompare(b.zip));
  return out;
}

/** A region's projection and the Voronoi cells of its ZIPs, clipped to its box (km, counterclockwise). */
function zipCellsOf(region: Region, zips: readonly ZipEntry[]): { proj: Projection; cells: Ring[] } {
  const [minLng, minLat, maxLng, maxLat] = region.box;
  const proj = projection((minLat + maxLat) / 2, (minLng + maxLng) / 2);
  if (zips.length === 0) return { proj, cells: [] };
  const [x0, y0] = proj.toXY(minLng, minLat);
  const [x1, y1] = proj.toXY(maxLng, maxLat);
  return {
    proj,
    cells: voronoiCells(
      zips.map((z) => proj.toXY(z.lng, z.lat)),
      [x0, y0, x1, y1],
    ),
  };
}

/** Every ZIP area of the world as `[lng, lat]` rings (unrounded): what a ZIP's routes cover. */
export function routeWorldZipAreas(): { zip: string; ring: XY[] }[] {
  const regions = routeRegions();
  const zips = regionZips(regions);
  return regions.flatMap((region, i) => {
    const { proj, cells } = zipCellsOf(region, zips[i]!);
    return zips[i]!.map((z, k) => ({ zip: z.zip, ring: cells[k]!.map((p) => proj.toLngLat(p)) }));
  });
}

const worlds = new Map<number, readonly WorldRoute[]>();

/**
 * Every route of the world for a seed, ordered by ZIP and route code. Pure and deterministic; computed once
 * per process and seed (the seed step and tests share it).
 */
export function generateRouteWorld(seed: number): readonly WorldRoute[] {
  const known = worlds.get(seed);
  if (known) return known;
  const regions = routeRegions();
  const zips = regionZips(regions);
  const routes = regions
    .flatMap((region, i) => {
      const { proj, cells } = zipCellsOf(region, zips[i]!);
      const pieces = zips[i]!.map((z, k) => piecesOfZip(z, cells[k]!, proj, region.metros, seed));
      // Routes on either side of a ZIP border get the same corners there (no slivers once rounded).
      const shared = shareBorderVertices(
        cells,
        pieces.map((list) => list.flatMap((p) => (p.ring ? [p.ring] : []))),
      );
      return zips[i]!.flatMap((z, k) => {
        const rings = shared[k]!;
        let r = 0;
        const conformed = pieces[k]!.map((p) => (p.ring ? { ...p, ring: rings[r++]! } : p));
        return numberedRoutes(z, conformed, proj, region.metros);
      });
    })
    .sort((a, b) => a.zip.localeCompare(b.zip) || a.croute.localeCompare(b.croute));
  worlds.set(seed, routes);
  return routes;
}
