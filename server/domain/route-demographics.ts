import { createRng, hashSeed, type Rng } from '../db/seed/prng';
import { demographicAttributes } from './demographics';

/**
 * Demographics of a carrier route: how its residences split by the head of household's age, household
 * income and household size, as whole numbers that each add up to the route's residences. The value codes
 * are those of `demographicAttributes` (what the demographics step of a draft takes).
 *
 * Computed, not stored: a deterministic function of the route (its ZIP, code, residences and distance to
 * the metro centre), so it costs the seed nothing. Near the centre there are more young, single and renting
 * households; each ZIP has its own affluence, shared by its routes, so income shading shows neighbourhoods.
 */
export type DistributionKey = 'age' | 'household_income' | 'household_size';

export interface RouteDemographics {
  zip: string;
  croute: string;
  residences: number;
  attributes: { key: DistributionKey; values: { value: string; count: number }[] }[];
}

/** Base shares and how they move with urbanity (1 at the centre, towards 0 at the edge) or affluence (-1..1). */
const profiles: Record<DistributionKey, { base: number[]; urban?: number[]; affluent?: number[] }> = {
  age: { base: [0.06, 0.16, 0.18, 0.18, 0.19, 0.23], urban: [0.08, 0.12, 0.02, -0.05, -0.07, -0.1] },
  household_income: {
    base: [0.16, 0.2, 0.17, 0.13, 0.17, 0.17],
    affluent: [-0.1, -0.07, -0.02, 0.02, 0.07, 0.1],
  },
  household_size: { base: [0.27, 0.33, 0.31, 0.09], urban: [0.16, 0.02, -0.13, -0.05] },
};

const valueCodes = (key: DistributionKey): string[] => {
  const attribute = demographicAttributes.find((a) => a.key === key);
  if (!attribute) throw new Error(`no demographic attribute ${key}`);
  return attribute.values.map((v) => v.value);
};

/** Whole numbers proportional to `weights` that add up to `total` (largest remainder). */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((s, c) => s + c, 0);
  const byRemainder = exact
    .map((e, i) => ({ i, r: e - Math.floor(e) }))
    .sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    counts[i]! += 1;
    left -= 1;
  }
  return counts;
}

function weightsFor(key: DistributionKey, urban: number, affluence: number, rng: Rng): number[] {
  const { base, urban: du, affluent: da } = profiles[key];
  return base.map((b, i) => {
    const w = b + urban * (du?.[i] ?? 0) + affluence * (da?.[i] ?? 0);
    return Math.max(0.01, w) * (0.85 + 0.3 * rng.next());
  });
}

export function routeDemographics(route: {
  zip: string;
  croute: string;
  residentCount: number;
  centreKm: number;
}): RouteDemographics {
  const rng = createRng(hashSeed(`route-demographics:${route.zip}:${route.croute}`));
  const zipAffluence = createRng(hashSeed(`zip-affluence:${route.zip}`)).next() * 2 - 1;
  const affluence = Math.max(-1, Math.min(1, 0.8 * zipAffluence + 0.4 * (rng.next() - 0.5)));
  const urban = Math.exp(-route.centreKm / 6);
  const keys: DistributionKey[] = ['age', 'household_income', 'household_size'];
  return {
    zip: route.zip,
    croute: route.croute,
    residences: route.residentCount,
    attributes: keys.map((key) => {
      const codes = valueCodes(key);
      const counts = apportion(route.residentCount, weightsFor(key, urban, affluence, rng));
      return { key, values: codes.map((value, i) => ({ value, count: counts[i]! })) };
    }),
  };
}
