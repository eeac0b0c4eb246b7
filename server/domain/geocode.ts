import { createRng, hashSeed } from '../db/seed/prng';
import { usCities, type CityEntry } from './cities';
import { degreesAround, haversineKm } from './geo';
import { placeKey, usZips, type ZipEntry } from './zip-codes';

/**
 * The sandbox's geocoder: turns what a person types into points, best first. It knows
 * - a 5-digit ZIP (or ZIP+4): the ZIP's centroid (kind `zip`);
 * - a city, 'City, ST' or 'City ST': the city's centre (kind `city`); a name alone gives up to five
 *   cities of that name, most populous first;
 * - a street address, 'number street, City, ST [ZIP]': a point on a made-up but stable street grid of
 *   that city (kind `address`). The street decides a line through the city (or through the ZIP, when one
 *   is given), the house number a place along it, so the same address always lands on the same point,
 *   numbers on one street line up, and every address of a demo metro falls inside that metro.
 * Anything else (an unknown city, ZIP or state, a bare street) gives no nodes.
 */
export interface GeocodeNode {
  label: string;
  lat: number;
  lng: number;
  kind: 'address' | 'city' | 'zip';
}

const round5 = (n: number) => Math.round(n * 1e5) / 1e5;
const MAX_CITIES = 5;

const SUFFIXES: Record<string, string> = {
  AVENUE: 'Ave',
  AV: 'Ave',
  AVE: 'Ave',
  STREET: 'St',
  ST: 'St',
  BOULEVARD: 'Blvd',
  BLVD: 'Blvd',
  ROAD: 'Rd',
  RD: 'Rd',
  DRIVE: 'Dr',
  DR: 'Dr',
  LANE: 'Ln',
  LN: 'Ln',
  COURT: 'Ct',
  CT: 'Ct',
  PLACE: 'Pl',
  PL: 'Pl',
  PARKWAY: 'Pkwy',
  PKWY: 'Pkwy',
  HIGHWAY: 'Hwy',
  HWY: 'Hwy',
  TERRACE: 'Ter',
  TER: 'Ter',
  CIRCLE: 'Cir',
  CIR: 'Cir',
  TRAIL: 'Trl',
  TRL: 'Trl',
  WAY: 'Way',
};
const DIRECTIONS: Record<string, string> = {
  NORTH: 'N',
  N: 'N',
  SOUTH: 'S',
  S: 'S',
  EAST: 'E',
  E: 'E',
  WEST: 'W',
  W: 'W',
};

const titleWord = (w: string) =>
  /^\d/.test(w) ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase();

/** 'south congress avenue' -> 'S Congress Ave' (USPS-style abbreviations, title case). */
export function normalizeStreet(street: string): string {
  const words = street
    .replace(/[.,#]/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.toUpperCase());
  return words
    .map((w, i) => {
      if (i === words.length - 1 && i > 0 && SUFFIXES[w]) return SUFFIXES[w];
      if ((i === 0 || i === words.length - 1) && words.length > 1 && DIRECTIONS[w]) return DIRECTIONS[w];
      return titleWord(w);
    })
    .join(' ');
}

let byPlace: Map<string, CityEntry[]> | undefined;

/** The targetable cities by place key ('St. Paul' and 'Saint Paul' alike), most populous first. */
function citiesByPlace(): Map<string, CityEntry[]> {
  if (byPlace) return byPlace;
  byPlace = new Map();
  for (const c of usCities()) {
    const key = placeKey(c.name);
    byPlace.set(key, [...(byPlace.get(key) ?? []), c]);
  }
  return byPlace;
}

const isState = (code: string) => usCities().some((c) => c.state === code);

interface Place {
  name: string;
  state: string;
  lat: number;
  lng: number;
  population: number;
}

/** Cities by name (and state), most populous first; ZIP place names when the city list has none. */
function findCities(name: string, state?: string): Place[] {
  const key = placeKey(name);
  if (!key) return [];
  const found = (citiesByPlace().get(key) ?? [])
    .filter((c) => !state || c.state === state)
    .map((c) => ({
      name: c.name,
      state: c.state,
      lat: Number(c.latitude),
      lng: Number(c.longitude),
      population: c.population,
    }));
  if (found.length > 0 || !state) return found.slice(0, MAX_CITIES);
  // A place too small for the city list may still be a USPS place name: the centre of its ZIPs.
  const zips = [...usZips().values()].filter(
    (z) => z.state === state && z.hasArea && placeKey(z.city) === key,
  );
  if (zips.length === 0) return [];
  return [
    {
      name: zips[0]!.city,
      state,
      lat: zips.reduce((s, z) => s + z.lat, 0) / zips.length,
      lng: zips.reduce((s, z) => s + z.lng, 0) / zips.length,
      population: 0,
    },
  ];
}

/** How far a city's streets reach from its centre, km: 1.5 for a town, up to 9 for the largest cities. */
const cityRadiusKm = (population: number) =>
  Math.min(9, Math.max(1.5, 1.5 + 2 * Math.log10(Math.max(population, 10_000) / 10_000)));

/** The delivery ZIP of a point: the nearest ZIP centroid of the state (what a Voronoi ZIP map says). */
function zipAt(lat: number, lng: number, state: string): ZipEntry | undefined {
  let best: ZipEntry | undefined;
  let bestKm = Infinity;
  for (const z of usZips().values()) {
    if (z.state !== state || !z.hasArea || Math.abs(z.lat - lat) > 0.5) continue;
    const km = haversineKm(lat, lng, z.lat, z.lng);
    if (km < bestKm) [best, bestKm] = [z, km];
  }
  return best;
}

function geocodeAddress(
  number: string,
  street: string,
  city: string,
  state: string | undefined,
  zip?: string,
): GeocodeNode[] {
  const place = findCities(city, state)[0];
  if (!place) return [];
  const given = zip ? usZips().get(zip) : undefined;
  if (zip && (!given || given.state !== place.state)) return [];
  const streetName = normalizeStreet(street);
  if (!/[A-Za-z]/.test(streetName)) return [];
  const centre = given ?? place;
  const reach = given ? 1.2 : cityRadiusKm(place.population);
  const rng = createRng(
    hashSeed(`geocode:${place.state}:${placeKey(place.name)}:${zip ?? ''}:${streetName.toUpperCase()}`),
  );
  // The street: a line through a point of the area, running east-west or north-south (give or take).
  const anchorAngle = rng.next() * 2 * Math.PI;
  const anchorKm = reach * 0.8 * Math.sqrt(rng.next());
  const heading = (rng.chance(0.5) ? 0 : Math.PI / 2) + (rng.next() - 0.5) * 0.5;
  // House numbers: 100 to a block of 90 m along the street; number 1100 stands at the anchor.
  const along = ((parseInt(number, 10) % 4000) / 100) * 0.09 - 1;
  let x = anchorKm * Math.cos(anchorAngle) + along * Math.cos(heading);
  let y = anchorKm * Math.sin(anchorAngle) + along * Math.sin(heading);
  const out = Math.hypot(x, y) / reach;
  if (out > 1) [x, y] = [x / out, y / out];
  const { dLat, dLng } = degreesAround(centre.lat, 1);
  const lat = round5(centre.lat + y * dLat);
  const lng = round5(centre.lng + x * dLng);
  const labelZip = given?.zip ?? zipAt(lat, lng, place.state)?.zip;
  return [
    {
      label: `${number} ${streetName}, ${place.name}, ${place.state}${labelZip ? ` ${labelZip}` : ''}`,
      lat,
      lng,
      kind: 'address',
    },
  ];
}

export function geocode(q: string): { nodes: GeocodeNode[] } {
  const text = q.replace(/\s+/g, ' ').trim();
  if (!text) return { nodes: [] };

  const zipOnly = /^(\d{5})(?:-\d{4})?$/.exec(text);
  if (zipOnly) {
    const z = usZips().get(zipOnly[1]!);
    return {
      nodes: z ? [{ label: `${z.city}, ${z.state} ${z.zip}`, lat: z.lat, lng: z.lng, kind: 'zip' }] : [],
    };
  }

  // A trailing state code (and ZIP): '…, TX', '… TX 78701'.
  let rest = text;
  let state: string | undefined;
  let zip: string | undefined;
  const tail = /^(.*?)[\s,]+([A-Za-z]{2})\.?(?:[\s,]+(\d{5})(?:-\d{4})?)?$/.exec(text);
  if (tail && isState(tail[2]!.toUpperCase())) {
    rest = tail[1]!.replace(/,\s*$/, '').trim();
    state = tail[2]!.toUpperCase();
    zip = tail[3];
  }

  const parts = rest
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const address = /^(\d+[A-Za-z]?)\s+(.+)$/.exec(parts[0] ?? '');
  if (address && parts.length >= 2)
    return { nodes: geocodeAddress(address[1]!, address[2]!, parts[parts.length - 1]!, state, zip) };
  if (address) {
    // 'number street City ST' without commas: the longest trailing words that name a city of the state.
    if (!state) return { nodes: [] };
    const words = address[2]!.split(' ');
    for (let k = Math.min(4, words.length - 1); k >= 1; k--) {
      const city = words.slice(-k).join(' ');
      if (findCities(city, state).length > 0)
        return { nodes: geocodeAddress(address[1]!, words.slice(0, -k).join(' '), city, state, zip) };
    }
    return { nodes: [] };
  }
  if (parts.length !== 1) return { nodes: [] };
  return {
    nodes: findCities(parts[0]!, state).map((c) => ({
      label: `${c.name}, ${c.state}`,
      lat: round5(c.lat),
      lng: round5(c.lng),
      kind: 'city' as const,
    })),
  };
}
