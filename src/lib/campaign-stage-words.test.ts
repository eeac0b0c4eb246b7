import { describe, expect, it } from 'vitest';
import {
  campaignStageFilterOptions,
  campaignStageText,
  campaignStatusFilterOptions,
  stageStatusCode,
  isBeingBuilt,
  stageOf,
  stageSentence,
} from './campaign-stage-words';

const c = (status: number, draft_state?: 'DRAFT' | 'IN_REVIEW' | 'CANCELLED' | null) => ({
  status,
  draft_state,
  statusEnum: ({ 0: 'DRAFT', 10: 'ACTIVE', 15: 'COMPLETED', 20: 'ARCHIVED' } as Record<number, string>)[
    status
  ]!,
});

describe('campaign stage words', () => {
  it('reads the draft state first, then the creation status, then the status code', () => {
    expect(stageOf(c(0, 'IN_REVIEW'))).toBe('inReview');
    expect(stageOf(c(20, 'CANCELLED'))).toBe('cancelled');
    expect(stageOf(c(0, 'DRAFT'), 'IN_REVIEW')).toBe('draft');
    expect(stageOf(c(0, null), 'IN_REVIEW')).toBe('draft');
    // A service without draft_state: the creation status says.
    expect(stageOf(c(0), 'IN_REVIEW')).toBe('inReview');
    expect(stageOf(c(20), 'CANCELLED')).toBe('cancelled');
    expect(stageOf(c(0), 'DRAFT')).toBe('draft');
    expect(stageOf(c(0))).toBe('draft');
    expect(stageOf(c(20))).toBe('archived');
  });

  it('says "In review" and "Cancelled", and "Draft" only for a draft being built', () => {
    expect(campaignStageText(c(0, 'IN_REVIEW'), 'inReview')).toBe('In review');
    expect(campaignStageText(c(20, 'CANCELLED'), 'cancelled')).toBe('Cancelled');
    expect(campaignStageText(c(0, 'DRAFT'), 'draft')).toBe('Draft');
    expect(campaignStageText(c(10, null), 'active')).toBe('Active');
    expect(isBeingBuilt('draft')).toBe(true);
    expect(isBeingBuilt('inReview')).toBe(false);
    expect(stageSentence('inReview')).toMatch(/nothing is printed, mailed or charged until it is approved/);
    expect(stageSentence('draft')).toBeNull();
  });

  it('names what each status filter shows', () => {
    expect(campaignStatusFilterOptions.map((o) => o.label)).toEqual([
      'Draft or in review',
      'Active',
      'Completed',
      'Archived or cancelled',
    ]);
  });

  it("offers the campaign list's status choices in the words of the badges", () => {
    const states = { inReview: 'IN_REVIEW', cancelled: 'CANCELLED' } as const;
    expect(campaignStageFilterOptions.map((o) => o.label)).toEqual([
      'Draft',
      'In review',
      'Active',
      'Completed',
      'Archived',
      'Cancelled',
    ]);
    for (const o of campaignStageFilterOptions) {
      const campaign = c(
        stageStatusCode[o.value],
        o.value in states ? states[o.value as keyof typeof states] : null,
      );
      expect(campaignStageText(campaign, stageOf(campaign))).toBe(o.label);
    }
  });
});
