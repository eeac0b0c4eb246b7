import { describe, expect, it } from 'vitest';
import { MAX_RADIUS } from '../../lib/plan-url';
import {
  distanceText,
  distanceUnitOf,
  largerRadius,
  nearestPreset,
  radiusChoices,
  RADIUS_PRESETS_BY_UNIT,
  smallerRadius,
} from './radius';

describe('radius in the account’s units', () => {
  it('uses miles for US accounts (and while unknown), kilometres elsewhere', () => {
    expect(distanceUnitOf('US')).toBe('mi');
    expect(distanceUnitOf(' us ')).toBe('mi');
    expect(distanceUnitOf(undefined)).toBe('mi');
    expect(distanceUnitOf('FR')).toBe('km');
  });

  it('offers 0.25 to 10 miles as whole metres, within what the service takes', () => {
    expect(RADIUS_PRESETS_BY_UNIT.mi).toEqual([402, 805, 1609, 3219, 4828, 8047, 16093]);
    expect(RADIUS_PRESETS_BY_UNIT.mi.map((m) => distanceText(m, 'mi', 'en-US'))).toEqual([
      '0.25 mi',
      '0.5 mi',
      '1 mi',
      '2 mi',
      '3 mi',
      '5 mi',
      '10 mi',
    ]);
    expect(Math.max(...RADIUS_PRESETS_BY_UNIT.mi)).toBeLessThanOrEqual(MAX_RADIUS);
    expect(RADIUS_PRESETS_BY_UNIT.km.map((m) => distanceText(m, 'km', 'en-US'))).toEqual([
      '0.5 km',
      '1 km',
      '2 km',
      '3 km',
      '5 km',
      '10 km',
    ]);
  });

  it('writes any distance in the unit, rounded to what reads well', () => {
    expect(distanceText(3000, 'mi', 'en-US')).toBe('1.9 mi');
    expect(distanceText(250_000, 'mi', 'en-US')).toBe('155 mi');
    expect(distanceText(1500, 'km', 'de-DE')).toBe('1,5 km');
  });

  it('adds a radius that is no preset to the choices, in order', () => {
    expect(radiusChoices('mi', 3000)).toEqual([402, 805, 1609, 3000, 3219, 4828, 8047, 16093]);
    expect(radiusChoices('km', 3000)).toEqual(RADIUS_PRESETS_BY_UNIT.km);
  });

  it('snaps a radius to the nearest preset of the unit', () => {
    expect(nearestPreset('mi', 3000)).toBe(3219);
    expect(nearestPreset('km', 3219)).toBe(3000);
    expect(nearestPreset('mi', Number.NaN)).toBe(3219);
  });

  it('has no larger radius at the largest choice, and no smaller one at the smallest', () => {
    expect(largerRadius('mi', 3219)).toBe(4828);
    expect(largerRadius('mi', 16093)).toBeNull();
    expect(largerRadius('km', 10000)).toBeNull();
    expect(largerRadius('km', 20000)).toBeNull();
    expect(smallerRadius('km', 500)).toBeNull();
    expect(smallerRadius('mi', 3000)).toBe(1609);
  });
});
