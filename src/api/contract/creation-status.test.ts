import { describe, expect, it } from 'vitest';
import { creationStatusSchema, submittability } from './creation-status';

const status = {
  campaignId: '2210',
  internalStatus: 'DRAFT',
  lastActiveStep: 'segments',
  submittable: false,
  missing: ['selectedDesignId', 'startDate'],
  earliestStartDate: '2026-04-20',
  launchLeadTimeEnforced: true,
  launchLeadTimeKnown: true,
  minStartBusinessDays: 10,
  asOfDateUtc: '2026-04-03',
  pathfinderCities: 0,
  quote: { totalCosts: 1890.5, flyersCount: 4200 },
};

describe('creationStatusSchema', () => {
  it('parses a draft with outstanding items; completeness fields may be left out', () => {
    const parsed = creationStatusSchema.parse(status);
    expect(parsed.missing).toEqual(['selectedDesignId', 'startDate']);
    expect(parsed.complete).toBeUndefined();
    expect(parsed.adjustments).toEqual([]);
    expect(submittability(parsed)).toBe('no');
    expect(submittability({ submittable: true })).toBe('yes');
  });

  it('reads submittable null as unknown, with complete false and an explanation', () => {
    const unknown = {
      ...status,
      submittable: null,
      complete: false,
      note: 'The audience status could not be read; submit may still fail.',
    };
    const parsed = creationStatusSchema.parse(unknown);
    expect(submittability(parsed)).toBe('unknown');
  });

  it('refuses submittable null without complete false or without an explanation', () => {
    expect(creationStatusSchema.safeParse({ ...status, submittable: null }).success).toBe(false);
    expect(creationStatusSchema.safeParse({ ...status, submittable: null, complete: false }).success).toBe(
      false,
    );
    const withAdjustment = {
      ...status,
      submittable: null,
      complete: false,
      adjustments: [
        { code: 'INPUT_NOT_MATCHED', field: 'audienceId', affects: ['submittable'], detail: 'not read' },
      ],
    };
    expect(creationStatusSchema.safeParse(withAdjustment).success).toBe(true);
  });

  it('refuses a bad date and strips unknown fields', () => {
    expect(creationStatusSchema.safeParse({ ...status, earliestStartDate: '20 April' }).success).toBe(false);
    expect(creationStatusSchema.parse({ ...status, margin: 0.3 })).not.toHaveProperty('margin');
  });
});
