import { z } from './zod';
import { qSingle } from './query';

/**
 * The geocoder (the spec lists it without a path; `GET /client/geocode?q=` is the sandbox's): a street
 * address, a city (`Austin, TX`) or a 5-digit ZIP, to points, best first. Nothing found is an empty list,
 * not an error.
 */
export const geocodeQuerySchema = z.object({
  q: qSingle(z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters')),
});
export type GeocodeQuery = z.output<typeof geocodeQuerySchema>;

export const geocodeKinds = ['address', 'city', 'zip'] as const;

export const geocodeResultSchema = z.object({
  label: z.string(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  kind: z.enum(geocodeKinds),
});
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;

export const geocodeSchema = z.object({ nodes: z.array(geocodeResultSchema) });
export type Geocode = z.infer<typeof geocodeSchema>;
