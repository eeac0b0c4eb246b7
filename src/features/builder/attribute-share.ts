/**
 * How many homes on the chosen routes match the chosen audience attributes, from the routes' demographics
 * (each route's residences split by age, household income, household size). Mail to every door reaches
 * every home on the routes whatever the attributes: this only says how much of it is the audience.
 */
import type { ChosenAttribute } from '../../api/contract/builder';
import type { RouteDistribution } from '../../api/contract/carrier-route';
import { routeKeyOf } from './areas-plan';

type RouteWithDemographics = {
  zip: string;
  croute: string;
  demographics?: readonly RouteDistribution[];
};

type AttributeShare = {
  /** The attribute's key (`household_income`). */
  key: string;
  /** Residences matching the chosen values, on the chosen routes that have figures. */
  matching: number;
  /** Residences on those routes. */
  homes: number;
  /** `matching / homes`, or null when no chosen route has figures for the attribute. */
  share: number | null;
  /** Chosen routes without figures for the attribute (left out of both counts). */
  routesWithout: number;
};

/**
 * The share of each chosen attribute over the chosen routes (`chosen` keys, found in `routes`). An
 * attribute with no value chosen is left out.
 */
export function attributeShares(
  chosen: readonly { zip: string; croute: string }[],
  routes: readonly RouteWithDemographics[],
  attributes: readonly ChosenAttribute[],
): AttributeShare[] {
  const byKey = new Map(routes.map((r) => [routeKeyOf(r), r]));
  return attributes
    .filter((a) => a.values.length > 0)
    .map((a) => {
      let matching = 0;
      let homes = 0;
      let routesWithout = 0;
      for (const c of chosen) {
        const split = byKey.get(routeKeyOf(c))?.demographics?.find((d) => d.key === a.code);
        const total = split?.values.reduce((s, v) => s + v.count, 0) ?? 0;
        if (!split || total === 0) {
          routesWithout += 1;
          continue;
        }
        homes += total;
        matching += split.values.filter((v) => a.values.includes(v.value)).reduce((s, v) => s + v.count, 0);
      }
      return { key: a.code, matching, homes, share: homes > 0 ? matching / homes : null, routesWithout };
    });
}
