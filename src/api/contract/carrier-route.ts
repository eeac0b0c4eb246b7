import { z } from 'zod';
import { listPage } from './envelope';
import { qBool, qInt, qSingle, type RawQuery } from './query';

/** A point of a route polygon, in decimal degrees. */
export const lngLatSchema = z.object({
  lng: z.number().min(-180).max(180),
  lat: z.number().min(-90).max(90),
});
export type LngLat = z.infer<typeof lngLatSchema>;

const ring = z.array(lngLatSchema);

/**
 * A route's polygons. Always read as a list of polygons (each a list of `{lng, lat}`); a single flat
 * polygon is accepted and wrapped, so a route drawn as one ring and one drawn in several parts read alike.
 */
export const routePathsSchema = z.union([z.array(ring), ring.transform((r) => [r])]);

/**
 * `raw`: opaque. Keep it exactly as received and pass it back unchanged when setting a draft's routes
 * (`POST /client/campaigns/{id}/areas`); never build or edit it.
 */
export const rawRouteSchema = z.record(z.string(), z.unknown());
export type RawRoute = z.infer<typeof rawRouteSchema>;

/**
 * A postal carrier route. `paths` is present only when the search asked for `includePaths=true` (the spec
 * does not name the field; `paths` is the sandbox's name).
 */
export const carrierRouteSchema = z.object({
  zip: z.string(),
  croute: z.string(),
  zipName: z.string(),
  residentCount: z.number().int().nonnegative(),
  businessCount: z.number().int().nonnegative(),
  totalCount: z.number().int().nonnegative(),
  raw: rawRouteSchema,
  paths: routePathsSchema.optional(),
});
export type CarrierRoute = z.infer<typeof carrierRouteSchema>;

/**
 * `GET /client/carrier-routes/search` response: `{nodes, totalCount}`. Results are capped, not paged:
 * when `totalCount` exceeds `nodes.length`, search again with a larger `first`.
 */
export const carrierRouteListSchema = listPage(carrierRouteSchema);
export type CarrierRouteList = z.infer<typeof carrierRouteListSchema>;

/** A required (or, with `def`, defaulted) decimal parameter within bounds. */
const qDecimal = (min: number, max: number, unit: string, def?: number) => {
  const value = z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, 'expected a decimal number')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}${unit}`).max(max, `must be at most ${max}${unit}`));
  return qSingle(def === undefined ? value : value.optional().transform((n) => n ?? def));
};

export const carrierRouteLimits = {
  radiusDefault: 3000,
  radiusMax: 20000,
  firstDefault: 200,
  firstMax: 500,
} as const;

/**
 * `GET /client/carrier-routes/search` query: `lat` and `lng` required (decimal degrees), `radius` in
 * meters (default 3000, max 20000), `first` (default 200, max 500; no `skip`), `includePaths` (default
 * false).
 */
export const carrierRouteSearchQuerySchema = z.object({
  lat: qDecimal(-90, 90, ''),
  lng: qDecimal(-180, 180, ''),
  radius: qDecimal(1, carrierRouteLimits.radiusMax, ' m', carrierRouteLimits.radiusDefault),
  first: qInt(1, carrierRouteLimits.firstMax, carrierRouteLimits.firstDefault),
  includePaths: qBool(false),
});
export type CarrierRouteSearchQuery = z.output<typeof carrierRouteSearchQuerySchema>;
/** What the dashboard sends: `lat` and `lng` required, the rest optional. */
export type CarrierRouteSearchParams = Pick<CarrierRouteSearchQuery, 'lat' | 'lng'> &
  Partial<Omit<CarrierRouteSearchQuery, 'lat' | 'lng'>>;

export const parseCarrierRouteSearchQuery = (raw: RawQuery) => carrierRouteSearchQuerySchema.safeParse(raw);
