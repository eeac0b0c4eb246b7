import { describe, expect, it } from 'vitest';
import { editDistance, matchCity, normaliseCityName, stripRegion, suggestCities } from './city-match';

const cities = [
  { name: 'Austin' },
  { name: 'New York', aliases: ['NYC', 'New York City'] },
  { name: 'Los Angeles' },
  { name: 'San Francisco' },
  { name: 'Munich', aliases: ['München'] },
];

describe('city matching', () => {
  it('normalises case, accents, punctuation and spaces', () => {
    expect(normaliseCityName('  Saint-Étienne ')).toBe('saint etienne');
    expect(normaliseCityName('MÜNCHEN')).toBe('munchen');
  });

  it('drops a trailing state or region after a comma only', () => {
    expect(stripRegion('Austin, TX')).toBe('Austin');
    expect(stripRegion('Washington, D.C.')).toBe('Washington');
    expect(stripRegion('Austin')).toBe('Austin');
  });

  it('counts edits, with an adjacent swap as one', () => {
    expect(editDistance('austin', 'austin')).toBe(0);
    expect(editDistance('austinn', 'austin')).toBe(1);
    expect(editDistance('austni', 'austin')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('matches names and aliases loosely', () => {
    expect(matchCity(cities, 'new york city')?.name).toBe('New York');
    expect(matchCity(cities, 'Munchen')?.name).toBe('Munich');
    expect(matchCity(cities, 'Austin, Texas')?.name).toBe('Austin');
    expect(matchCity(cities, 'Austinn')).toBeUndefined();
  });

  it('suggests typos and prefixes, closest first, and nothing far-fetched', () => {
    expect(suggestCities(cities, 'Austinn')).toEqual(['Austin']);
    expect(suggestCities(cities, 'San')).toEqual(['San Francisco']);
    expect(suggestCities(cities, 'Los Angelos')).toEqual(['Los Angeles']);
    expect(suggestCities(cities, 'Muenchen')).toEqual(['Munich']);
    expect(suggestCities(cities, 'Tulsa')).toEqual([]);
    expect(suggestCities(cities, '   ')).toEqual([]);
    expect(suggestCities(cities, 'a', 5)).toEqual([]);
  });
});
