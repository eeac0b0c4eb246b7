/**
 * The rows the cities step starts from: the cities a street draft was saved with. The sandbox's read-back
 * lists them (`cities`: id, name and each city's own volume); a service that sends only the spec's city
 * zones leaves the step to find each city again by name, and then one saved city takes the quoted volume
 * (with several, the read-back cannot split it).
 */
import type { City } from '../../api/contract/city';
import type { CreationStatus } from '../../api/contract/creation-status';
import type { TargetedCity } from '../../api/contract/draft-targeting';

/** A city row of the step: the volume as typed (empty for none). */
export type CityRow = { cityId: string; name: string; volume: string };

/** What the step starts from, and what it says about it. */
export type SavedCities = {
  rows: CityRow[];
  /** Cities saved earlier that could not be found any more. */
  unmatched: number;
  /** The quoted pieces are not split by city (zones read back without volumes). */
  volumeUnsplit: boolean;
};

/** The volume a draft was quoted for, once it has one (set with the cities or on the launch step). */
function quotedVolume(status: Pick<CreationStatus, 'missing' | 'quote'>): string {
  return status.quote.flyersCount > 0 && !status.missing.includes('volume')
    ? String(status.quote.flyersCount)
    : '';
}

/**
 * The cities as the read-back lists them, each with its own volume. Saved without volumes, a single city
 * takes the quoted volume (set on the launch step); several leave it unsplit.
 */
export function savedCitiesOfTargeting(
  cities: readonly TargetedCity[],
  status: Pick<CreationStatus, 'missing' | 'quote'>,
): SavedCities {
  const own = cities.map((c) => ({
    cityId: c.cityId,
    name: c.nameWithState,
    volume: c.volume === undefined ? '' : String(c.volume),
  }));
  const unsplit = own.some((r) => r.volume === '');
  const rows = own.length === 1 && unsplit ? own.map((r) => ({ ...r, volume: quotedVolume(status) })) : own;
  return { rows, unmatched: 0, volumeUnsplit: rows.length > 1 && unsplit };
}

/** The cities found again from the zones; a single one takes the quoted volume once the draft has one. */
export function savedCitiesOfZones(
  found: { cities: readonly City[]; unmatched: number },
  status: Pick<CreationStatus, 'missing' | 'quote'>,
): SavedCities {
  const volume = found.cities.length === 1 ? quotedVolume(status) : '';
  return {
    rows: found.cities.map((c) => ({ cityId: c.id, name: c.nameWithState, volume })),
    unmatched: found.unmatched,
    volumeUnsplit: found.cities.length > 1,
  };
}
