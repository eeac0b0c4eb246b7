import { describe, expect, it } from 'vitest';
import { demographicAttributes } from '../../../server/domain/demographics';
import {
  medianBand,
  NO_DATA_COLOUR,
  paletteFor,
  routesAtOrAbove,
  SHADING_PALETTE,
  shadeRoutes,
  shadingAttributes,
  type ShadingAttribute,
} from './shading';
import { makeRoute } from './test-routes';

// The sandbox's attributes, as the demographic-attributes read lists them.
const attributes = shadingAttributes(demographicAttributes);
const attribute = (key: string) => attributes.find((a) => a.key === key)!;
const income = attribute('household_income');
const size = attribute('household_size');

const withIncome = (croute: string, counts: number[]) =>
  makeRoute('78701', croute, {
    demographics: [
      {
        key: 'household_income',
        values: income.values.map((v, i) => ({ value: v.value, count: counts[i] ?? 0 })),
      },
    ],
  });

/** WCAG relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('shadingAttributes', () => {
  it('keeps age, income and household size, in the order listed', () => {
    expect(attributes.map((a) => a.key)).toEqual(['age', 'household_income', 'household_size']);
  });
});

describe('medianBand', () => {
  const codes = ['a', 'b', 'c', 'd'];
  it('is the band holding the middle household', () => {
    expect(medianBand({ a: 10, b: 10, c: 50, d: 30 }, codes)).toBe(2);
    expect(medianBand({ a: 60, b: 10, c: 10, d: 20 }, codes)).toBe(0);
    expect(medianBand({ d: 1 }, codes)).toBe(3);
  });

  it('takes the lower middle for an even split', () => {
    expect(medianBand({ a: 5, b: 0, c: 0, d: 5 }, codes)).toBe(0);
    expect(medianBand({ a: 4, b: 1, c: 0, d: 5 }, codes)).toBe(1);
  });

  it('follows the order of the codes, not of the counts object', () => {
    expect(medianBand({ d: 70, a: 30 }, ['d', 'c', 'b', 'a'])).toBe(0);
    expect(medianBand({ d: 70, a: 30 }, codes)).toBe(3);
  });

  it('is null without data, and ignores codes not listed and bad counts', () => {
    expect(medianBand(undefined, codes)).toBeNull();
    expect(medianBand({}, codes)).toBeNull();
    expect(medianBand({ zzz: 100 }, codes)).toBeNull();
    expect(medianBand({ a: -50, b: 1, c: Number.NaN }, codes)).toBe(1);
  });
});

describe('paletteFor', () => {
  it('spreads the bands over the palette, lightest first and darkest last', () => {
    expect(paletteFor(6)).toEqual([...SHADING_PALETTE]);
    expect(paletteFor(4)).toEqual([
      SHADING_PALETTE[0],
      SHADING_PALETTE[2],
      SHADING_PALETTE[3],
      SHADING_PALETTE[5],
    ]);
    expect(paletteFor(1)).toHaveLength(1);
    expect(paletteFor(0)).toEqual([]);
  });

  it('darkens step by step and stays visible on a light basemap; no-data grey is none of the steps', () => {
    const lum = SHADING_PALETTE.map(luminance);
    for (let i = 1; i < lum.length; i++) expect(lum[i]).toBeLessThan(lum[i - 1]!);
    for (const colour of SHADING_PALETTE) expect(contrast(colour, '#f5f5f5')).toBeGreaterThan(1.6);
    expect(SHADING_PALETTE).not.toContain(NO_DATA_COLOUR);
    expect(contrast(NO_DATA_COLOUR, '#f5f5f5')).toBeGreaterThan(1.6);
  });
});

describe('shadeRoutes', () => {
  it('colours each route by its median band, neutral without data, with a legend', () => {
    const poor = withIncome('C001', [80, 10, 5, 5, 0, 0]);
    const rich = withIncome('C002', [0, 0, 5, 10, 20, 65]);
    const unknown = makeRoute('78701', 'C003');
    const shading = shadeRoutes([poor, rich, unknown], income);
    expect([...shading.bands]).toEqual([
      ['78701-C001', 0],
      ['78701-C002', 5],
      ['78701-C003', null],
    ]);
    expect(shading.colours.get('78701-C001')).toBe(SHADING_PALETTE[0]);
    expect(shading.colours.get('78701-C002')).toBe(SHADING_PALETTE[5]);
    expect(shading.colours.get('78701-C003')).toBe(NO_DATA_COLOUR);
    expect(shading.legend.map((e) => e.label)).toEqual([...income.values.map((v) => v.label), 'No data']);
    expect(shading.legend[0]).toEqual({
      value: 'under_25k',
      label: 'Under $25,000',
      colour: SHADING_PALETTE[0],
    });
    expect(shading.legend.at(-1)).toEqual({ value: null, label: 'No data', colour: NO_DATA_COLOUR });
  });

  it('shades a four-band attribute over the whole palette', () => {
    const big = makeRoute('78701', 'C009', {
      demographics: [{ key: 'household_size', values: [{ value: '5_plus', count: 9 }] }],
    });
    const shading = shadeRoutes([big], size);
    expect(shading.colours.get('78701-C009')).toBe(SHADING_PALETTE[5]);
    expect(shading.legend).toHaveLength(5);
  });

  it('treats a route with data for another attribute as without data for this one', () => {
    const route = withIncome('C001', [1, 0, 0, 0, 0, 0]);
    expect(shadeRoutes([route], attribute('age')).colours.get(route.key)).toBe(NO_DATA_COLOUR);
  });
});

describe('routesAtOrAbove', () => {
  const routes = [
    withIncome('C001', [80, 10, 5, 5, 0, 0]),
    withIncome('C002', [0, 0, 5, 10, 20, 65]),
    makeRoute('78701', 'C003'),
    withIncome('C004', [10, 10, 40, 20, 10, 10]),
  ];

  it('keeps the routes whose median band is the threshold or above', () => {
    expect(routesAtOrAbove(routes, income, '50k_75k')).toEqual(['78701-C002', '78701-C004']);
    expect(routesAtOrAbove(routes, income, '150k_plus')).toEqual(['78701-C002']);
  });

  it('never keeps routes without data; an unknown threshold keeps nothing', () => {
    expect(routesAtOrAbove(routes, income, 'under_25k')).toEqual(['78701-C001', '78701-C002', '78701-C004']);
    expect(routesAtOrAbove(routes, income, 'millions')).toEqual([]);
    const other: ShadingAttribute = { key: 'age', values: [{ value: 'x', label: 'X' }] };
    expect(routesAtOrAbove(routes, other, 'x')).toEqual([]);
  });
});
