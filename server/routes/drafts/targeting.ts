import type { DraftTargeting } from '../../../src/api/contract/draft-targeting';
import { homesOf, type DraftState } from '../../domain/draft-state';

/** Everything chosen so far, all at once: map zones (EDDM zones, or the chosen cities), routes, attributes. */
export function draftTargeting(s: DraftState): DraftTargeting {
  const perLocation = new Map<number, number>();
  for (const r of s.routes)
    if (r.location_id !== null) perLocation.set(r.location_id, (perLocation.get(r.location_id) ?? 0) + 1);
  const zones = s.locations.map((l) => ({
    name: l.name,
    lat: l.lat,
    lng: l.lng,
    radius: l.radius,
    is_focused: l.is_focused === 1,
    selected_routes_count: perLocation.get(l.id) ?? 0,
  }));
  const cityZones = s.cities.map((c, i) => ({
    name: `${c.city_name}, ${c.state}`,
    lat: c.lat,
    lng: c.lng,
    radius: 5000,
    is_focused: zones.length === 0 && i === 0,
    selected_routes_count: 0,
  }));
  return {
    campaignId: String(s.campaign.id),
    suggestionsEnabled: s.draft?.suggestions_enabled === 1,
    distributionLocations: [...zones, ...cityZones],
    routes: s.routes.map((r) => ({
      zip: r.zip,
      croute: r.croute,
      residentCount: r.resident_count,
      businessCount: r.business_count,
      totalCount: r.resident_count + r.business_count,
    })),
    totalCount: homesOf(s.routes),
    cities: s.cities.map((c) => ({
      cityId: c.city_id,
      nameWithState: `${c.city_name}, ${c.state}`,
      ...(c.volume !== null ? { volume: c.volume } : {}),
    })),
    ...(s.attributes.length > 0
      ? {
          attributes: s.attributes.map((a) => ({
            key: a.key,
            values: JSON.parse(a.values_json) as string[],
          })),
        }
      : {}),
  };
}
