/**
 * Distances in the account's units: miles for US accounts, kilometres elsewhere. The service takes metres,
 * so each preset is a whole number of metres; the planner shows it in the user's unit.
 */
import { numberFormat } from '../../lib/intl-cache';
import { DEFAULT_RADIUS, MAX_RADIUS, MIN_RADIUS } from '../../lib/plan-url';

export type DistanceUnit = 'mi' | 'km';

export const METRES_PER_MILE = 1609.344;

/** Radius choices in metres: 0.25 to 10 miles, or 0.5 to 10 km. */
export const RADIUS_PRESETS_BY_UNIT: Record<DistanceUnit, readonly number[]> = {
  mi: [0.25, 0.5, 1, 2, 3, 5, 10].map((mi) => Math.round(mi * METRES_PER_MILE)),
  km: [500, 1000, 2000, 3000, 5000, 10000],
};

/**
 * Miles for a US account, kilometres for another; miles while the account is not known yet (carrier
 * routes are the US Postal Service's).
 */
export const distanceUnitOf = (countryCode: string | null | undefined): DistanceUnit =>
  !countryCode || countryCode.trim().toUpperCase() === 'US' ? 'mi' : 'km';

/** `2 mi`, `0.25 mi`, `1.5 km`: a distance in metres, in `unit`. */
export function distanceText(metres: number, unit: DistanceUnit, locale?: string): string {
  const value = unit === 'mi' ? metres / METRES_PER_MILE : metres / 1000;
  const digits = value < 1 ? 2 : value < 10 ? 1 : 0;
  return `${numberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${unit}`;
}

/** The radius choices to offer: the unit's presets, plus `current` in its place when it is none of them. */
export function radiusChoices(unit: DistanceUnit, current: number): number[] {
  const presets = RADIUS_PRESETS_BY_UNIT[unit];
  return presets.includes(current) ? [...presets] : [...presets, current].sort((a, b) => a - b);
}

/** The preset of `unit` nearest `radius` (a search keeps the user's radius in the user's unit). */
export function nearestPreset(unit: DistanceUnit, radius: number): number {
  const presets = RADIUS_PRESETS_BY_UNIT[unit];
  if (!Number.isFinite(radius)) return nearestPreset(unit, DEFAULT_RADIUS);
  return presets.reduce((best, p) => (Math.abs(p - radius) < Math.abs(best - radius) ? p : best));
}

/** The next larger choice than `radius`, or null at the largest (never suggest a larger one then). */
export function largerRadius(unit: DistanceUnit, radius: number): number | null {
  const next = RADIUS_PRESETS_BY_UNIT[unit].find((p) => p > radius);
  return next !== undefined && next <= MAX_RADIUS ? next : null;
}

/** The next smaller choice than `radius`, or null at the smallest. */
export function smallerRadius(unit: DistanceUnit, radius: number): number | null {
  const next = [...RADIUS_PRESETS_BY_UNIT[unit]].reverse().find((p) => p < radius);
  return next !== undefined && next >= MIN_RADIUS ? next : null;
}
