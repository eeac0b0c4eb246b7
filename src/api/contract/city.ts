import { z } from './zod';
import { recordId } from './common';
import { completenessFields, listPage } from './envelope';
import { qInt, qSingle, qSkip, qText, type RawQuery } from './query';

/** A decimal degree carried as a string, e.g. `"30.2672"`. */
const decimalString = z
  .string()
  .check(z.regex(/^-?\d{1,3}(\.\d+)?$/, 'expected decimal degrees as a string'));

/** A targetable city. `state` is the state code; `nameWithState` reads 'Name, ST'. */
export const citySchema = z.object({
  id: recordId,
  name: z.string(),
  state: z.string(),
  nameWithState: z.string(),
  country_id: z.string(),
  country_name: z.string(),
  latitude: decimalString,
  longitude: decimalString,
  /**
   * Not in the spec (the sandbox's): whether carrier routes (EDDM) can be looked up in and around this
   * city. Absent from a service that does not say.
   */
  hasCarrierRoutes: z.optional(z.boolean()),
});
export type City = z.infer<typeof citySchema>;

/**
 * `GET /client/cities` response: a page of cities plus `returnedCount`, `hasNextPage` and the
 * completeness fields (`complete: false` with a TRUNCATED adjustment when the list is cut).
 */
export const cityListSchema = z.extend(listPage(citySchema), {
  returnedCount: z.number().check(z.int(), z.nonnegative()),
  hasNextPage: z.boolean(),
  ...completenessFields,
});
export type CityList = z.infer<typeof cityListSchema>;

const stateCode = qSingle(
  z.optional(
    z.pipe(
      z.string().check(z.trim(), z.regex(/^[A-Za-z]{2}$/, 'expected a two-letter state code such as TX')),
      z.transform((s) => s.toUpperCase()),
    ),
  ),
);

/**
 * `GET /client/cities` query. `search` matches the name, or reads 'Name, ST' (see `splitCitySearch`);
 * `state` wins over a state parsed from `search`. `first` default 500, max 1000.
 */
export const cityListQuerySchema = z.object({
  search: qText(),
  state: stateCode,
  first: qInt(1, 1000, 500),
  skip: qSkip(),
});
export type CityListQuery = z.output<typeof cityListQuerySchema>;
export type CityListParams = Partial<CityListQuery>;

export const parseCityListQuery = (raw: RawQuery) => cityListQuerySchema.safeParse(raw);

/**
 * Reads a city search: 'Austin, TX' gives `{name: 'Austin', state: 'TX'}`; 'Austin' gives `{name}`.
 * A part after the last comma counts as a state only when it is a two-letter code.
 */
export function splitCitySearch(search: string): { name: string; state?: string } {
  const match = /^(.*\S)\s*,\s*([A-Za-z]{2})$/.exec(search.trim());
  if (!match) return { name: search.trim() };
  return { name: match[1]!, state: match[2]!.toUpperCase() };
}

/** The state a cities request filters on: an explicit `state` wins over one parsed from `search`. */
export const effectiveCityState = (q: Pick<CityListQuery, 'search' | 'state'>): string | undefined =>
  q.state ?? (q.search ? splitCitySearch(q.search).state : undefined);
