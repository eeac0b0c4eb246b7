import { z } from './zod';
import { qSingle } from './query';

/**
 * The geocoder (the spec lists it without a path; `GET /client/geocode?q=` is the sandbox's): a street
 * address, a city (`Austin, TX`) or a 5-digit ZIP, to points, best first. Nothing found is an empty list,
 * not an error.
 */
export const geocodeQuerySchema = z.object({
  q: qSingle(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'must not be empty'),
        z.maxLength(200, 'must be at most 200 characters'),
      ),
  ),
});
export type GeocodeQuery = z.output<typeof geocodeQuerySchema>;

export const geocodeKinds = ['address', 'city', 'zip'] as const;

export const geocodeResultSchema = z.object({
  label: z.string(),
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lng: z.number().check(z.gte(-180), z.lte(180)),
  kind: z.enum(geocodeKinds),
});
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;

export const geocodeSchema = z.object({ nodes: z.array(geocodeResultSchema) });
export type Geocode = z.infer<typeof geocodeSchema>;
