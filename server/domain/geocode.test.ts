import { describe, expect, it } from 'vitest';
import { geocode, normalizeStreet } from './geocode';
import { haversineKm } from './geo';
import { METRO_RADIUS_KM, routeMetros } from './route-world';

const AUSTIN = routeMetros.find((m) => m.name === 'Austin')!;
const nodes = (q: string) => geocode(q).nodes;

describe('geocode', () => {
  it('a street address in a demo metro: one stable point in that metro, labelled with its ZIP', () => {
    const [a] = nodes('500 Congress Ave, Austin, TX');
    expect(a).toMatchObject({ kind: 'address' });
    expect(a!.label).toMatch(/^500 Congress Ave, Austin, TX 787\d\d$/);
    expect(haversineKm(a!.lat, a!.lng, AUSTIN.lat, AUSTIN.lng)).toBeLessThan(10);
    // The same address however written; deterministic.
    for (const q of [
      '500 congress avenue, austin, tx',
      '500 Congress Ave Austin TX',
      '500 Congress Ave., Austin, TX',
    ])
      expect(nodes(q)).toEqual([a]);
    expect(nodes('500 Congress Ave, Austin, TX')).toEqual([a]);
  });

  it('numbers on one street line up; another street is elsewhere', () => {
    const at = (n: number) => nodes(`${n} Congress Ave, Austin, TX`)[0]!;
    const [a, b, c] = [at(100), at(900), at(1700)];
    const ab = haversineKm(a.lat, a.lng, b.lat, b.lng);
    const bc = haversineKm(b.lat, b.lng, c.lat, c.lng);
    const ac = haversineKm(a.lat, a.lng, c.lat, c.lng);
    expect(ab).toBeGreaterThan(0.3);
    expect(Math.abs(ab + bc - ac)).toBeLessThan(0.05);
    const other = nodes('900 Lamar Blvd, Austin, TX')[0]!;
    expect(haversineKm(other.lat, other.lng, b.lat, b.lng)).toBeGreaterThan(0.05);
  });

  it('every demo metro geocodes addresses inside it', () => {
    for (const m of routeMetros) {
      const [a] = nodes(`1200 Main St, ${m.name}, ${m.state}`);
      expect(a?.kind, m.name).toBe('address');
      expect(haversineKm(a!.lat, a!.lng, m.lat, m.lng), m.name).toBeLessThan(METRO_RADIUS_KM);
    }
  });

  it('an address with a ZIP lands near that ZIP', () => {
    const [a] = nodes('1600 Guadalupe St, Austin, TX 78705');
    expect(a!.label).toBe('1600 Guadalupe St, Austin, TX 78705');
    expect(haversineKm(a!.lat, a!.lng, 30.2896, -97.7396)).toBeLessThan(1.5);
    expect(nodes('1600 Guadalupe St, Austin, TX 10001')).toEqual([]);
  });

  it('City, ST (and City ST) gives the city centre; a name alone, the cities of that name, largest first', () => {
    expect(nodes('Austin, TX')).toEqual([
      { label: 'Austin, TX', lat: AUSTIN.lat, lng: AUSTIN.lng, kind: 'city' },
    ]);
    expect(nodes('austin tx')).toEqual(nodes('Austin, TX'));
    expect(nodes('St. Paul, MN')[0]).toMatchObject({ label: 'Saint Paul, MN', kind: 'city' });
    const portland = nodes('Portland');
    expect(portland.length).toBeGreaterThan(1);
    expect(portland.length).toBeLessThanOrEqual(5);
    expect(portland[0]!.label).toBe('Portland, OR');
    expect(portland.every((n) => n.kind === 'city' && n.label.startsWith('Portland, '))).toBe(true);
  });

  it('a 5-digit ZIP (or ZIP+4) gives its centroid', () => {
    expect(nodes('78701')).toEqual([{ label: 'Austin, TX 78701', lat: 30.2713, lng: -97.7426, kind: 'zip' }]);
    expect(nodes('78701-2001')).toEqual(nodes('78701'));
  });

  it('anything unknown gives no nodes', () => {
    for (const q of [
      '',
      '   ',
      '99999',
      'qwertyuiop',
      'Atlantis, ZZ',
      '12 Main St, Nowhere, TX',
      'Main St',
      '12 Main St',
    ])
      expect(nodes(q), q).toEqual([]);
  });

  it('normalizes streets the USPS way', () => {
    expect(normalizeStreet('south congress avenue')).toBe('S Congress Ave');
    expect(normalizeStreet('East 6th Street')).toBe('E 6th St');
    expect(normalizeStreet('Martin Luther King Jr. Boulevard')).toBe('Martin Luther King Jr Blvd');
  });
});
