/**
 * What the planner says when a search finds no carrier route: carrier routes exist only in and around
 * some places, so it names the nearest one the service knows (its `nearestCovered`) and offers to go there,
 * or offers a larger radius while there is one. It never suggests a larger radius at the largest.
 */
import type { NearestCoveredPlace } from '../../api/contract/carrier-route';
import { distanceText, largerRadius, type DistanceUnit } from './radius';

export type NoRoutesAction =
  | { kind: 'place'; text: string; place: NearestCoveredPlace }
  | { kind: 'radius'; text: string; radius: number };

export type NoRoutesNotice = { text: string; action: NoRoutesAction | null };

/** The general line: where carrier routes can be found (when the service names no city). */
export const COVERAGE_TEXT =
  'Carrier routes are available in and around the cities marked “Direct-mail routes” on the Cities page.';

/** Cities read to name where carrier routes are (the largest first, as the city search sorts them). */
export const COVERAGE_CITIES_READ = 300;

/**
 * "Carrier routes are available in and around Houston, Philadelphia, Austin and 5 more cities (marked
 * “Direct-mail routes” on the Cities page)." from the cities the service marks (`hasCarrierRoutes`), the
 * largest first; the general line when none is marked.
 */
export function coverageText(
  cities: readonly { name: string; hasCarrierRoutes?: boolean }[],
  max = 8,
  locale?: string,
): string {
  const names = [...new Set(cities.filter((c) => c.hasCarrierRoutes).map((c) => c.name))];
  if (names.length === 0) return COVERAGE_TEXT;
  const shown = names.slice(0, max);
  const more = names.length - shown.length;
  const list = new Intl.ListFormat(locale ?? 'en', { type: 'conjunction' }).format(
    more > 0 ? [...shown, `${more} more ${more === 1 ? 'city' : 'cities'}`] : shown,
  );
  return `Carrier routes are available in and around ${list} (marked “Direct-mail routes” on the Cities page).`;
}

export function noRoutesNotice(input: {
  radius: number;
  unit: DistanceUnit;
  /** The searched place as the user saw it; empty for "this place". */
  label: string;
  nearestCovered: NearestCoveredPlace | null | undefined;
  /** Where routes are, in words (`coverageText`). */
  coverage?: string;
  locale?: string;
}): NoRoutesNotice {
  const { radius, unit, nearestCovered, locale } = input;
  const coverage = input.coverage ?? COVERAGE_TEXT;
  const where = input.label.trim() ? input.label.trim() : 'this place';
  const head = `No carrier routes within ${distanceText(radius, unit, locale)} of ${where}.`;
  const larger = largerRadius(unit, radius);
  if (nearestCovered) {
    const away = distanceText(nearestCovered.distance, unit, locale);
    return {
      text: `${head} Carrier routes are available in and around ${nearestCovered.name}, the nearest place that has them (about ${away} away).`,
      action: { kind: 'place', text: `Search ${nearestCovered.name}`, place: nearestCovered },
    };
  }
  if (larger !== null)
    return {
      text: `${head} ${coverage}`,
      action: {
        kind: 'radius',
        text: `Widen the radius to ${distanceText(larger, unit, locale)}`,
        radius: larger,
      },
    };
  return { text: `${head} ${coverage}`, action: null };
}
