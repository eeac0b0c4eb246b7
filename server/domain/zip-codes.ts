import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * US ZIP codes with their centroids, from the `zipcodes` package (BSD; the federalgovernmentzipcodes.us
 * list). Loaded once per process, on first use.
 */
export interface ZipEntry {
  zip: string;
  lat: number;
  lng: number;
  /** Place name as the package writes it ('Austin'); USPS writes it in capitals. */
  city: string;
  state: string;
  /**
   * False for ZIPs that have no delivery area of their own: PO-box and single-organisation ZIPs. The list
   * does not say which those are, but gives them away: they sit on another ZIP's coordinates (usually the
   * post office they are served from) or carry coordinates of two decimals or less.
   */
  hasArea: boolean;
}

interface PackageZip {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

const require = createRequire(import.meta.url);

/**
 * The package's US table. Its data file is one object literal that is valid JSON: parsing it as JSON takes
 * about a quarter of the time of `require` (60 ms instead of 200 on the reference machine), which matters
 * at seed time. Falls back to `require` if the file ever changes shape.
 */
function readPackage(): Record<string, PackageZip> {
  try {
    const text = readFileSync(require.resolve('zipcodes/lib/codes.js'), 'utf8');
    const head = 'exports.codes = ';
    const end = text.indexOf(';\nexports.stateMap');
    if (text.startsWith(head) && end > 0)
      return JSON.parse(text.slice(head.length, end)) as Record<string, PackageZip>;
  } catch {
    // fall through to the package's own loader
  }
  return (require('zipcodes') as { codes: Record<string, PackageZip> }).codes;
}

/** Names of single-organisation ZIPs (a bank, a utility, an agency) rather than places. */
const ORGANISATION =
  /\b(NATL? BANK|NATIONAL BANK|BANKS? OF|FIRST [A-Z ]+ BANK|US BANK|ELECTRIC|INSURANCE|AIRLINES|MASTER CHARGE|NW NATURAL|SBC|AT&T|US WEST|IRS|INC|CORP|COMPANY|BUSINESS REPLY)\b/i;

/** True when a coordinate has at most two decimals (a placeholder rather than a measured centroid). */
const coarse = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-7;

/** A numeric key of a coordinate pair (4 decimals, the list's precision). */
const pointKey = (z: PackageZip) =>
  (Math.round(z.latitude * 1e4) + 1e6) * 4e6 + (Math.round(z.longitude * 1e4) + 2e6);

let rows: PackageZip[] | undefined;

/** The package's US ZIPs, parsed once. */
function packageRows(): PackageZip[] {
  rows ??= Object.values(readPackage()).filter(
    (z) => z.country === 'US' && z.zip.length === 5 && typeof z.latitude === 'number',
  );
  return rows;
}

/** ZipEntry of each row, `hasArea` judged among `rows` (which must hold every ZIP near each of them). */
function entries(list: readonly PackageZip[]): ZipEntry[] {
  const atPoint = new Map<number, number>();
  for (const z of list) atPoint.set(pointKey(z), (atPoint.get(pointKey(z)) ?? 0) + 1);
  return list.map((z) => ({
    zip: z.zip,
    lat: z.latitude,
    lng: z.longitude,
    city: z.city,
    state: z.state,
    hasArea:
      atPoint.get(pointKey(z)) === 1 &&
      !(coarse(z.latitude) && coarse(z.longitude)) &&
      !ORGANISATION.test(z.city),
  }));
}

let cache: ReadonlyMap<string, ZipEntry> | undefined;

/** Every US ZIP by code. */
export function usZips(): ReadonlyMap<string, ZipEntry> {
  cache ??= new Map(entries(packageRows()).map((z) => [z.zip, z]));
  return cache;
}

/**
 * The ZIPs inside boxes (`[minLng, minLat, maxLng, maxLat]`), without building the whole table (the seed
 * needs a few thousand of the 42,000). ZIPs that share coordinates do so exactly, so judging `hasArea`
 * among the ZIPs of the boxes gives the same answer as among all of them.
 */
export function zipsWithin(boxes: readonly (readonly [number, number, number, number])[]): ZipEntry[] {
  if (cache) {
    return [...cache.values()].filter((z) =>
      boxes.some((b) => z.lng >= b[0] && z.lng <= b[2] && z.lat >= b[1] && z.lat <= b[3]),
    );
  }
  const inside = packageRows().filter((z) =>
    boxes.some((b) => z.longitude >= b[0] && z.longitude <= b[2] && z.latitude >= b[1] && z.latitude <= b[3]),
  );
  return entries(inside);
}

/** A place name as USPS prints it: capitals, ASCII ('Cañon City' -> 'CANON CITY'). */
export const uspsName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A key that matches a place however it is written: USPS capitals or GeoNames spelling, 'St.' or
 * 'Saint', 'Ft' or 'Fort', punctuation ignored.
 */
export function placeKey(name: string): string {
  return uspsName(name)
    .replace(/[.'’]/g, '')
    .replace(/-/g, ' ')
    .replace(/\bST\b/g, 'SAINT')
    .replace(/\bSTE\b/g, 'SAINTE')
    .replace(/\bFT\b/g, 'FORT')
    .replace(/\bMT\b/g, 'MOUNT')
    .replace(/\s+/g, ' ')
    .trim();
}
