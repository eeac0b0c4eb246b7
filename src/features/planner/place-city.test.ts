import { describe, expect, it } from 'vitest';
import type { City } from '../../api/contract/city';
import { areaLabel, cityOfLabel, nearestCity } from './place-city';

const city = (id: string, name: string, state: string, latitude: string, longitude: string): City => ({
  id,
  name,
  state,
  nameWithState: `${name}, ${state}`,
  country_id: 'US',
  country_name: 'United States',
  latitude,
  longitude,
});

describe('cityOfLabel', () => {
  it('reads the city and state of the geocoder’s labels: address, city with ZIP, city, area search', () => {
    const austin = { name: 'Austin', state: 'TX' };
    expect(cityOfLabel('600 Congress Ave, Austin, TX 78704')).toEqual(austin);
    expect(cityOfLabel('Austin, TX 78701')).toEqual(austin);
    expect(cityOfLabel('Austin, TX')).toEqual(austin);
    expect(cityOfLabel('Near Austin, TX')).toEqual(austin);
    expect(cityOfLabel('near Austin, TX')).toEqual(austin);
  });

  it('keeps a name of several words, and reads a ZIP+4', () => {
    expect(cityOfLabel('1 Main St, Salt Lake City, UT 84101-1234')).toEqual({
      name: 'Salt Lake City',
      state: 'UT',
    });
    expect(cityOfLabel('Near St. Louis, MO')).toEqual({ name: 'St. Louis', state: 'MO' });
  });

  it('trims the parts and writes the state in capitals', () => {
    expect(cityOfLabel('  Austin ,  tx  ')).toEqual({ name: 'Austin', state: 'TX' });
    expect(cityOfLabel('Austin,,TX')).toEqual({ name: 'Austin', state: 'TX' });
  });

  it('is null when the label does not end with a city and a two-letter state', () => {
    for (const label of [
      '',
      'Austin',
      '78701',
      'Map area',
      'Austin, Texas',
      'Austin, TX 7870',
      'Austin, TX 787012',
      'Austin, T1',
      ', TX',
      '78701, TX',
      'Near 78701, TX',
    ])
      expect(cityOfLabel(label), label).toBeNull();
  });
});

describe('nearestCity', () => {
  // Two cities of one name in one state, far apart: the point settles which one is meant.
  const portlandOr = city('1', 'Portland', 'OR', '45.5152', '-122.6784');
  const portlandMe = city('2', 'Portland', 'ME', '43.6591', '-70.2568');
  const springfieldIl = city('3', 'Springfield', 'IL', '39.7817', '-89.6501');
  const springfieldMo = city('4', 'Springfield', 'MO', '37.2089', '-93.2923');

  it('takes the city nearest the point', () => {
    expect(nearestCity([portlandOr, portlandMe], { lat: 45.52, lng: -122.68 })).toBe(portlandOr);
    expect(nearestCity([portlandOr, portlandMe], { lat: 43.66, lng: -70.26 })).toBe(portlandMe);
    expect(nearestCity([springfieldIl, springfieldMo], { lat: 37.3, lng: -93.3 })).toBe(springfieldMo);
    expect(nearestCity([springfieldMo, springfieldIl], { lat: 39.7, lng: -89.6 })).toBe(springfieldIl);
  });

  it('skips a city whose coordinates are unreadable', () => {
    const broken = city('5', 'Portland', 'OR', 'n/a', '-122.6784');
    expect(nearestCity([broken, portlandMe], { lat: 45.52, lng: -122.68 })).toBe(portlandMe);
    expect(nearestCity([broken], { lat: 45.52, lng: -122.68 })).toBeNull();
  });

  it('keeps the first listed of two at the same distance, and is null for no cities', () => {
    const twin = city('6', 'Portland', 'OR', '45.5152', '-122.6784');
    expect(nearestCity([portlandOr, twin], { lat: 45, lng: -122 })).toBe(portlandOr);
    expect(nearestCity([twin, portlandOr], { lat: 45, lng: -122 })).toBe(twin);
    expect(nearestCity([], { lat: 45, lng: -122 })).toBeNull();
  });
});

describe('areaLabel', () => {
  it('names the city of the search before it', () => {
    expect(areaLabel('600 Congress Ave, Austin, TX 78704')).toBe('Near Austin, TX');
    expect(areaLabel('Austin, tx')).toBe('Near Austin, TX');
  });

  it('does not stack a second "Near" on a search of the map’s area', () => {
    expect(areaLabel('Near Austin, TX')).toBe('Near Austin, TX');
    expect(areaLabel(areaLabel(areaLabel('Austin, TX 78701')))).toBe('Near Austin, TX');
  });

  it('is "Map area" when the search before it named no city', () => {
    expect(areaLabel('')).toBe('Map area');
    expect(areaLabel('78701')).toBe('Map area');
    expect(areaLabel('Map area')).toBe('Map area');
  });

  it('gives a label whose city reads back the same', () => {
    expect(cityOfLabel(areaLabel('1 Main St, Salt Lake City, UT 84101'))).toEqual({
      name: 'Salt Lake City',
      state: 'UT',
    });
  });
});
