import { z } from './zod';
import { listPage } from './envelope';
import { qBool, qInt, qSingle, type RawQuery } from './query';
import { documentedAs, integerParam, numberParam } from './wire-schema';

/** A point of a route polygon, in decimal degrees. */
export const lngLatSchema = z.object({
  lng: z.number().check(z.gte(-180), z.lte(180)),
  lat: z.number().check(z.gte(-90), z.lte(90)),
});
export type LngLat = z.infer<typeof lngLatSchema>;

const ring = z.array(lngLatSchema);

/**
 * A route's polygons. Always read as a list of polygons (each a list of `{lng, lat}`); a single flat
 * polygon is accepted and wrapped, so a route drawn as one ring and one drawn in several parts read alike.
 */
export const routePathsSchema = documentedAs(
  z.union([
    z.array(ring),
    z.pipe(
      ring,
      z.transform((r) => [r]),
    ),
  ]),
  {
    input: z.union([z.array(ring), ring]),
    // Always answered as a list of polygons.
    output: z.array(ring),
  },
);

/**
 * `raw`: opaque. Keep it exactly as received and pass it back unchanged when setting a draft's routes
 * (`POST /client/campaigns/{id}/areas`); never build or edit it.
 */
export const rawRouteSchema = z.record(z.string(), z.unknown());
export type RawRoute = z.infer<typeof rawRouteSchema>;

/**
 * How a route's residences split by one attribute (`age`, `household_income`, `household_size`): a count
 * per value code of `GET /client/eddm/demographic-attributes`, in that order, adding up to the residences.
 */
export const routeDistributionSchema = z.object({
  key: z.string(),
  values: z.array(z.object({ value: z.string(), count: z.number().check(z.int(), z.nonnegative()) })),
});
export type RouteDistribution = z.infer<typeof routeDistributionSchema>;

/**
 * A postal carrier route. `paths` is present only when the lookup asked for `includePaths=true` (the spec
 * does not name the field; `paths` is the sandbox's name), and `demographics` only with
 * `includeDemographics=true` (the sandbox's: the spec does not show per-route demographics).
 */
export const carrierRouteSchema = z.object({
  zip: z.string(),
  croute: z.string(),
  zipName: z.string(),
  residentCount: z.number().check(z.int(), z.nonnegative()),
  businessCount: z.number().check(z.int(), z.nonnegative()),
  totalCount: z.number().check(z.int(), z.nonnegative()),
  raw: rawRouteSchema,
  paths: z.optional(routePathsSchema),
  demographics: z.optional(z.array(routeDistributionSchema)),
});
export type CarrierRoute = z.infer<typeof carrierRouteSchema>;

/**
 * `GET /client/carrier-routes/search` response: `{nodes, totalCount}`. Results are capped, not paged:
 * when `totalCount` exceeds `nodes.length`, search again with a larger `first`.
 */
export const carrierRouteListSchema = listPage(carrierRouteSchema);

/**
 * Not in the spec (the sandbox's): with no route near the searched point, the nearest place that has
 * carrier routes, so the planner can offer to go there. `distance` is in metres from the searched point.
 */
export const nearestCoveredPlaceSchema = z.object({
  name: z.string(),
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lng: z.number().check(z.gte(-180), z.lte(180)),
  distance: z.number().check(z.nonnegative()),
});
export type NearestCoveredPlace = z.infer<typeof nearestCoveredPlaceSchema>;
/** The radius search's answer: the spec's page, plus `nearestCovered` when it found no route. */
export const carrierRouteSearchSchema = z.extend(carrierRouteListSchema, {
  nearestCovered: z.optional(z.nullable(nearestCoveredPlaceSchema)),
});
export type CarrierRouteSearch = z.infer<typeof carrierRouteSearchSchema>;
export type CarrierRouteList = z.infer<typeof carrierRouteListSchema>;

/** A required (or, with `def`, defaulted) decimal parameter within bounds. */
const qDecimal = (min: number, max: number, unit: string, def?: number) => {
  const value = z.pipe(
    z.pipe(
      z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/, 'expected a decimal number')),
      z.transform(Number),
    ),
    z
      .number()
      .check(z.gte(min, `must be at least ${min}${unit}`), z.lte(max, `must be at most ${max}${unit}`)),
  );
  return documentedAs(
    qSingle(
      def === undefined
        ? value
        : z.pipe(
            z.optional(value),
            z.transform((n) => n ?? def),
          ),
    ),
    {
      input: numberParam(min, max, def),
    },
  );
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
  includeDemographics: qBool(false),
});
export type CarrierRouteSearchQuery = z.output<typeof carrierRouteSearchQuerySchema>;
/** What the dashboard sends: `lat` and `lng` required, the rest optional. */
export type CarrierRouteSearchParams = Pick<CarrierRouteSearchQuery, 'lat' | 'lng'> &
  Partial<Omit<CarrierRouteSearchQuery, 'lat' | 'lng'>>;

export const parseCarrierRouteSearchQuery = (raw: RawQuery) => carrierRouteSearchQuerySchema.safeParse(raw);

/** The largest volume best fit fills (the quotes' limit). */
export const BEST_FIT_MAX_VOLUME = 10_000_000;

/**
 * Best fit (the spec lists the lookup without its path; `GET /client/carrier-routes/best-fit` is the
 * sandbox's): the routes nearest the point until their residences reach `volume`.
 */
export const carrierRouteBestFitQuerySchema = z.object({
  lat: qDecimal(-90, 90, ''),
  lng: qDecimal(-180, 180, ''),
  volume: documentedAs(qInt(1, BEST_FIT_MAX_VOLUME, 0).check(z.refine((n: number) => n > 0, 'is required')), {
    input: integerParam(1, BEST_FIT_MAX_VOLUME),
  }),
  includePaths: qBool(false),
  includeDemographics: qBool(false),
});
export type CarrierRouteBestFitQuery = z.output<typeof carrierRouteBestFitQuerySchema>;

/**
 * Best-fit answer: the routes (nearest first), `homes` (their residences) and `reached` (false when every
 * route within 20 km together has fewer residences than asked for).
 */
export const carrierRouteBestFitSchema = z.extend(carrierRouteListSchema, {
  homes: z.number().check(z.int(), z.nonnegative()),
  reached: z.boolean(),
});
export type CarrierRouteBestFit = z.infer<typeof carrierRouteBestFitSchema>;

/** Routes of a city (`GET /client/carrier-routes/by-city`, the sandbox's path): `cityId` from the city search. */
export const carrierRoutesByCityQuerySchema = z.object({
  cityId: qSingle(
    z
      .string()
      .check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(40, 'must be at most 40 characters')),
  ),
  includePaths: qBool(false),
  includeDemographics: qBool(false),
});
export type CarrierRoutesByCityQuery = z.output<typeof carrierRoutesByCityQuerySchema>;

/**
 * The routes of a city: those of the ZIPs named after it (`basis: zipName`), or, for a place whose ZIPs
 * carry a neighbour's name, those within `radiusKm` of its centre (`basis: radius`); none outside the
 * sandbox's metros (`basis: none`).
 */
export const carrierRoutesByCitySchema = z.extend(carrierRouteListSchema, {
  city: z.object({ id: z.string(), name: z.string(), state: z.string() }),
  basis: z.enum(['zipName', 'radius', 'none']),
  radiusKm: z.optional(z.number().check(z.positive())),
});
export type CarrierRoutesByCity = z.infer<typeof carrierRoutesByCitySchema>;
