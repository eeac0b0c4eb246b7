import { describe, expect, it } from 'vitest';
import type { City } from '../../api/contract/city';
import { savedCitiesOfTargeting, savedCitiesOfZones } from './saved-cities';

const quoted = (flyersCount: number, missing: string[] = []) => ({
  missing,
  quote: { flyersCount } as never,
});
const city = (id: string, nameWithState: string) => ({ id, nameWithState }) as City;

describe('the cities a draft was saved with', () => {
  it('keeps each listed city’s own volume', () => {
    const saved = savedCitiesOfTargeting(
      [
        { cityId: '1', nameWithState: 'Austin, TX', volume: 3000 },
        { cityId: '2', nameWithState: 'Denver, CO', volume: 2000 },
      ],
      quoted(5000),
    );
    expect(saved).toEqual({
      rows: [
        { cityId: '1', name: 'Austin, TX', volume: '3000' },
        { cityId: '2', name: 'Denver, CO', volume: '2000' },
      ],
      unmatched: 0,
      volumeUnsplit: false,
    });
  });

  it('gives a single city saved without a volume the quoted one, and says when several cannot be split', () => {
    expect(savedCitiesOfTargeting([{ cityId: '1', nameWithState: 'Austin, TX' }], quoted(4000)).rows).toEqual(
      [{ cityId: '1', name: 'Austin, TX', volume: '4000' }],
    );
    expect(
      savedCitiesOfTargeting([{ cityId: '1', nameWithState: 'Austin, TX' }], quoted(0, ['volume'])).rows[0]
        ?.volume,
    ).toBe('');
    const two = savedCitiesOfTargeting(
      [
        { cityId: '1', nameWithState: 'Austin, TX' },
        { cityId: '2', nameWithState: 'Denver, CO', volume: 100 },
      ],
      quoted(4000),
    );
    expect(two.rows.map((r) => r.volume)).toEqual(['', '100']);
    expect(two.volumeUnsplit).toBe(true);
  });

  it('from zones found again by name: one city takes the quoted volume, several leave it unsplit', () => {
    expect(savedCitiesOfZones({ cities: [city('1', 'Austin, TX')], unmatched: 1 }, quoted(1500))).toEqual({
      rows: [{ cityId: '1', name: 'Austin, TX', volume: '1500' }],
      unmatched: 1,
      volumeUnsplit: false,
    });
    const two = savedCitiesOfZones(
      { cities: [city('1', 'Austin, TX'), city('2', 'Denver, CO')], unmatched: 0 },
      quoted(1500),
    );
    expect(two.rows.map((r) => r.volume)).toEqual(['', '']);
    expect(two.volumeUnsplit).toBe(true);
  });
});
