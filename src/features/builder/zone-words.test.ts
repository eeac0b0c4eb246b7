import { describe, expect, it } from 'vitest';
import { UNNAMED_ZONE } from './areas-plan';
import { radiusText, zoneText } from './zone-words';

describe('the place a mailing covers', () => {
  it('names the search and its radius in miles for a US account', () => {
    // The planner's 2-mile radius, as it is saved: a whole number of metres.
    expect(zoneText({ name: '1550 Larimer St, Denver, CO', radius: 3219 }, 'US', 'en-US')).toBe(
      'around 1550 Larimer St, Denver, CO, 2 mi',
    );
    expect(radiusText(402, 'us', 'en-US')).toBe('0.25 mi');
    expect(radiusText(804, null, 'en-US')).toBe('0.5 mi');
  });

  it('in kilometres elsewhere', () => {
    expect(zoneText({ name: 'Lyon', radius: 3000 }, 'FR', 'en-US')).toBe('around Lyon, 3 km');
    expect(radiusText(12500, 'FR', 'en-US')).toBe('13 km');
  });

  it('says a point picked on the map in words, and leaves out a radius of nothing', () => {
    expect(zoneText({ name: UNNAMED_ZONE, radius: 1609 }, 'US', 'en-US')).toBe(
      'around a point chosen on the map, 1 mi',
    );
    expect(zoneText({ name: 'Austin, TX', radius: 0 }, 'US', 'en-US')).toBe('around Austin, TX');
  });
});
