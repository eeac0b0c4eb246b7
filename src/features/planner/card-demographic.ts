/** The line a route's card shows for the attribute the map is shaded by. */
import type { DemographicAttribute } from '../../api/contract/demographic-attributes';
import type { Shading } from './shading';
import type { RouteKey } from './types';

export type CardDemographic = { title: string; value: string };

/**
 * The shaded attribute's name and the route's median band in words ("Household income", "$50k to $75k"),
 * "No data" for a route without it; null when the map is not shaded.
 */
export function cardDemographic(
  attribute: Pick<DemographicAttribute, 'label' | 'values'> | null,
  shading: Pick<Shading, 'bands'> | null,
  key: RouteKey,
): CardDemographic | null {
  if (!attribute || !shading) return null;
  const band = shading.bands.get(key);
  const value = band === null || band === undefined ? undefined : attribute.values[band]?.label;
  return { title: attribute.label, value: value ?? 'No data' };
}
