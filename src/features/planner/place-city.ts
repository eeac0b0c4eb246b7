/**
 * The city of a searched place, for the channel rules (they are read per city). The geocoder answers with a
 * label and a point; the label names the city ("600 Congress Ave, Austin, TX 78704", "Austin, TX 78701",
 * "Austin, TX", or "Near Austin, TX" for a search of the map's area), the city search finds the cities of that name, and the one nearest the point is taken (a
 * name shared by two places of one state is settled by distance).
 */
import type { City } from '../../api/contract/city';
import { distanceMetres } from './geo';
import type { PlanPoint } from '../../lib/plan-url';

/** "Name, ST" from a geocoder label, or null when the label does not end with a city and a state. */
export function cityOfLabel(label: string): { name: string; state: string } | null {
  const parts = label
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2) return null;
  const state = /^([A-Za-z]{2})(\s+\d{5}(-\d{4})?)?$/.exec(parts.at(-1)!);
  // "Near Austin, TX": the label of a search of the map's area.
  const name = parts.at(-2)!.replace(/^near\s+/i, '');
  if (!state || !/[A-Za-z]/.test(name)) return null;
  return { name, state: state[1]!.toUpperCase() };
}

/** The city nearest `point` among `cities` (their coordinates are decimal strings); null for none. */
export function nearestCity(cities: readonly City[], point: PlanPoint): City | null {
  let best: City | null = null;
  let bestDistance = Infinity;
  for (const city of cities) {
    const lat = Number(city.latitude);
    const lng = Number(city.longitude);
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) continue;
    const d = distanceMetres(point, { lat, lng });
    if (d < bestDistance) {
      best = city;
      bestDistance = d;
    }
  }
  return best;
}

/** The label of a search of the map's area: near the city of the search before it, when it named one. */
export function areaLabel(previousLabel: string): string {
  const city = cityOfLabel(previousLabel);
  return city ? `Near ${city.name}, ${city.state}` : 'Map area';
}
