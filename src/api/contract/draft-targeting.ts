import { z } from 'zod';

/** A map zone of a draft: a centre, a radius in meters and how many routes were chosen in it. */
export const distributionLocationSchema = z.object({
  name: z.string(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  radius: z.number().nonnegative(),
  is_focused: z.boolean(),
  selected_routes_count: z.number().int().nonnegative(),
});
export type DistributionLocation = z.infer<typeof distributionLocationSchema>;

/** A chosen carrier route as read back (the route lookup's counts, without `raw`). */
export const targetedRouteSchema = z.object({
  zip: z.string(),
  croute: z.string(),
  residentCount: z.number().int().nonnegative(),
  businessCount: z.number().int().nonnegative(),
  totalCount: z.number().int().nonnegative(),
});
export type TargetedRoute = z.infer<typeof targetedRouteSchema>;

/** A chosen demographic attribute: the same element shape the demographics step sends. */
export const targetedAttributeSchema = z.object({ key: z.string(), values: z.array(z.string()) });
export type TargetedAttribute = z.infer<typeof targetedAttributeSchema>;

/**
 * `GET /client/campaigns/{id}/draft-targeting`: everything chosen so far, all at once (no paging).
 * `totalCount` is the number of homes and businesses the routes reach. Demographic attributes, when set,
 * are in `attributes` (the spec says they are part of the response without naming the field; this name is
 * the sandbox's, matching the demographics request body); absent when none are set.
 */
export const draftTargetingSchema = z.object({
  campaignId: z.string(),
  suggestionsEnabled: z.boolean(),
  distributionLocations: z.array(distributionLocationSchema),
  routes: z.array(targetedRouteSchema),
  totalCount: z.number().int().nonnegative(),
  attributes: z.array(targetedAttributeSchema).optional(),
});
export type DraftTargeting = z.infer<typeof draftTargetingSchema>;
