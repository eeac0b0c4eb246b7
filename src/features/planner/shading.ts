/**
 * Shading routes by one demographic attribute (age, household income or household size): each route's
 * median band, a colour per band from a sequential palette (light to dark as the band rises), a legend,
 * and a filter on the median band. The bands and their order are the attribute's values as the
 * demographic-attributes read lists them.
 */
import type { DemographicAttribute } from '../../api/contract/demographic-attributes';
import {
  shadingAttributeKeys,
  type BandCounts,
  type PlannerRoute,
  type RouteKey,
  type ShadingAttributeKey,
} from './types';

/**
 * Six steps of ColorBrewer's "Oranges", without its palest ones so every step stands out on a light
 * basemap; orange also stays clear of the blue water and green parks such basemaps draw.
 */
export const SHADING_PALETTE = ['#fdae6b', '#fd8d3c', '#f16913', '#d94801', '#a63603', '#7f2704'] as const;
/** Routes without data for the attribute: a mid grey, unlike any step of the palette. */
export const NO_DATA_COLOUR = '#a3a3a3';

export type ShadingAttribute = Pick<DemographicAttribute, 'key' | 'values'> & { key: ShadingAttributeKey };

const isShadingAttribute = (a: DemographicAttribute): a is DemographicAttribute & ShadingAttribute =>
  (shadingAttributeKeys as readonly string[]).includes(a.key);

/** The attributes the planner can shade by, from the demographic-attributes read, in its order. */
export const shadingAttributes = (
  attributes: readonly DemographicAttribute[],
): (DemographicAttribute & ShadingAttribute)[] => attributes.filter(isShadingAttribute);

export type LegendEntry = { value: string | null; label: string; colour: string };

export type Shading = {
  /** Each route's median band (index into the attribute's values), or null without data. */
  bands: Map<RouteKey, number | null>;
  colours: Map<RouteKey, string>;
  /** One entry per band, lowest first, then "No data". */
  legend: LegendEntry[];
};

/**
 * The band holding the middle household: the first band where the running count reaches half the total
 * (with an even total, the lower of the two middle households). Null when the counts add up to nothing.
 */
export function medianBand(counts: BandCounts | undefined, codes: readonly string[]): number | null {
  if (!counts) return null;
  const values = codes.map((code) => {
    const n = counts[code] ?? 0;
    return Number.isFinite(n) && n > 0 ? n : 0;
  });
  const total = values.reduce((s, n) => s + n, 0);
  if (total === 0) return null;
  let running = 0;
  for (let i = 0; i < values.length; i++) {
    running += values[i]!;
    if (running * 2 >= total) return i;
  }
  return null;
}

/** `n` colours spread over the palette, lightest first (one band gets the middle step). */
export function paletteFor(n: number): string[] {
  const last = SHADING_PALETTE.length - 1;
  if (n <= 0) return [];
  if (n === 1) return [SHADING_PALETTE[Math.round(last / 2)]!];
  return Array.from({ length: n }, (_, i) => SHADING_PALETTE[Math.round((i * last) / (n - 1))]!);
}

const codesOf = (attribute: ShadingAttribute) => attribute.values.map((v) => v.value);

export function shadeRoutes(routes: readonly PlannerRoute[], attribute: ShadingAttribute): Shading {
  const codes = codesOf(attribute);
  const palette = paletteFor(codes.length);
  const bands = new Map<RouteKey, number | null>();
  const colours = new Map<RouteKey, string>();
  for (const route of routes) {
    const band = medianBand(route.demographics?.[attribute.key], codes);
    bands.set(route.key, band);
    colours.set(route.key, band === null ? NO_DATA_COLOUR : palette[band]!);
  }
  const legend: LegendEntry[] = attribute.values.map((v, i) => ({
    value: v.value,
    label: v.label,
    colour: palette[i]!,
  }));
  legend.push({ value: null, label: 'No data', colour: NO_DATA_COLOUR });
  return { bands, colours, legend };
}

/**
 * The keys of the routes whose median band is `threshold` or above (in the attribute's order), in the
 * order of `routes`. Routes without data never match; an unknown threshold matches nothing.
 */
export function routesAtOrAbove(
  routes: readonly PlannerRoute[],
  attribute: ShadingAttribute,
  threshold: string,
): RouteKey[] {
  const codes = codesOf(attribute);
  const min = codes.indexOf(threshold);
  if (min < 0) return [];
  return routes
    .filter((route) => {
      const band = medianBand(route.demographics?.[attribute.key], codes);
      return band !== null && band >= min;
    })
    .map((route) => route.key);
}
