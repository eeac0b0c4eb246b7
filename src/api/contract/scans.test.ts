import { describe, expect, it } from 'vitest';
import { percentType, scanAnalyticsSchema } from './scans';

const scans = {
  quantity: { title: 'Unique scans', value: 412 },
  cvr: { title: 'Scan conversion rate', value: 3.4, type: 'PERCENT' },
  flyers: { title: 'Flyers distributed', value: 12000 },
};

describe('scanAnalyticsSchema', () => {
  it('parses the three figures', () => {
    const parsed = scanAnalyticsSchema.parse(scans);
    expect(parsed).toEqual(scans);
    expect(parsed.cvr.type).toBe(percentType);
  });

  it('strips fields the spec does not show', () => {
    const parsed = scanAnalyticsSchema.parse({ ...scans, progress: { value: 0.5 }, avgScanGap: 3, cost: 10 });
    expect(Object.keys(parsed).sort()).toEqual(['cvr', 'flyers', 'quantity']);
  });

  it('refuses a missing cvr type or a negative count', () => {
    expect(scanAnalyticsSchema.safeParse({ ...scans, cvr: { title: 'CVR', value: 3 } }).success).toBe(false);
    expect(scanAnalyticsSchema.safeParse({ ...scans, quantity: { title: 'Scans', value: -1 } }).success).toBe(
      false,
    );
  });
});
