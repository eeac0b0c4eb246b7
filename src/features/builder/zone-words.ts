/**
 * The place a route mailing covers, in words, from the draft's targeting read-back (its zone: the search
 * as the user made it, a label and a radius in metres): "around 1550 Larimer St, Denver, CO, 2 mi", in
 * miles for a US account (and while the account is not known: carrier routes are the US Postal
 * Service's), kilometres elsewhere.
 */
import type { DistributionLocation } from '../../api/contract/draft-targeting';
import { numberFormat } from '../../lib/intl-cache';
import { UNNAMED_ZONE } from './areas-plan';

const METRES_PER_MILE = 1609.344;

/** `3219` m -> "2 mi" (US), "3.2 km" (elsewhere); up to two decimals under 1, one under 10. */
export function radiusText(metres: number, countryCode: string | null | undefined, locale?: string): string {
  const miles = !countryCode || countryCode.trim().toUpperCase() === 'US';
  const value = miles ? metres / METRES_PER_MILE : metres / 1000;
  const digits = value < 1 ? 2 : value < 10 ? 1 : 0;
  return `${numberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${miles ? 'mi' : 'km'}`;
}

/** "around 1550 Larimer St, Denver, CO, 2 mi"; a point picked on the map is "around a point chosen on the map". */
export function zoneText(
  zone: Pick<DistributionLocation, 'name' | 'radius'>,
  countryCode: string | null | undefined,
  locale?: string,
): string {
  const name = zone.name.trim();
  const place = !name || name === UNNAMED_ZONE ? 'a point chosen on the map' : name;
  return zone.radius > 0
    ? `around ${place}, ${radiusText(zone.radius, countryCode, locale)}`
    : `around ${place}`;
}
