import { z } from './zod';

/** A map zone of a draft: a centre, a radius in meters and how many routes were chosen in it. */
export const distributionLocationSchema = z.object({
  name: z.string(),
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lng: z.number().check(z.gte(-180), z.lte(180)),
  radius: z.number().check(z.nonnegative()),
  is_focused: z.boolean(),
  selected_routes_count: z.number().check(z.int(), z.nonnegative()),
});
export type DistributionLocation = z.infer<typeof distributionLocationSchema>;

/** A chosen carrier route as read back (the route lookup's counts, without `raw`). */
export const targetedRouteSchema = z.object({
  zip: z.string(),
  croute: z.string(),
  residentCount: z.number().check(z.int(), z.nonnegative()),
  businessCount: z.number().check(z.int(), z.nonnegative()),
  totalCount: z.number().check(z.int(), z.nonnegative()),
});
export type TargetedRoute = z.infer<typeof targetedRouteSchema>;

/** A chosen demographic attribute: the same element shape the demographics step sends. */
export const targetedAttributeSchema = z.object({ key: z.string(), values: z.array(z.string()) });
export type TargetedAttribute = z.infer<typeof targetedAttributeSchema>;

/**
 * A city a street draft (hand-to-hand, letterbox) was saved with, as the cities step sent it: the city's
 * id (`/client/cities`), its name as listed there ('Name, ST', the city's `nameWithState`) and the volume
 * chosen for it, absent when none was.
 */
export const targetedCitySchema = z.object({
  cityId: z.string(),
  nameWithState: z.string(),
  volume: z.optional(z.number().check(z.int(), z.positive())),
});
export type TargetedCity = z.infer<typeof targetedCitySchema>;

/**
 * `GET /client/campaigns/{id}/draft-targeting`: everything chosen so far, all at once (no paging).
 * `totalCount` is the number of homes and businesses the routes reach. Demographic attributes, when set,
 * are in `attributes` (the spec says they are part of the response without naming the field; this name is
 * the sandbox's, matching the demographics request body); absent when none are set.
 *
 * `cities` is not in the spec (the sandbox's, beside the spec's fields): the cities a street draft was
 * saved with, in the saved order, with their volumes (`targetedCitySchema`); empty when none are. The
 * spec's `distributionLocations` also lists them as zones ('Name, ST' at the city's centre), without ids
 * or volumes. Optional: a service that does not send it leaves the zones as the only read-back.
 */
export const draftTargetingSchema = z.object({
  campaignId: z.string(),
  suggestionsEnabled: z.boolean(),
  distributionLocations: z.array(distributionLocationSchema),
  routes: z.array(targetedRouteSchema),
  totalCount: z.number().check(z.int(), z.nonnegative()),
  attributes: z.optional(z.array(targetedAttributeSchema)),
  cities: z.optional(z.array(targetedCitySchema)),
});
export type DraftTargeting = z.infer<typeof draftTargetingSchema>;
