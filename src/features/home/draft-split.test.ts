import { describe, expect, it } from 'vitest';
import { draftsToAsk, splitDrafts } from './draft-split';

const d = (id: string, draft_state?: 'DRAFT' | 'IN_REVIEW' | null, start_date: string | null = null) => ({
  id,
  status: 0,
  draft_state,
  start_date,
});

describe("Home's drafts", () => {
  it('counts as drafts only those still being built; those in review apart', () => {
    const s = splitDrafts([d('3', 'IN_REVIEW'), d('2', 'DRAFT'), d('1', null)], 3);
    expect(s.building.map((c) => c.id)).toEqual(['2', '1']);
    expect(s.inReview.map((c) => c.id)).toEqual(['3']);
    expect(s.buildingCount).toBe(2);
    expect(s.inReviewCount).toBe(1);
  });

  it('counts the drafts beyond the page read as being built', () => {
    const s = splitDrafts([d('3', 'IN_REVIEW'), d('2', 'DRAFT')], 40);
    expect(s.buildingCount).toBe(39);
    expect(s.inReviewCount).toBe(1);
  });

  it("reads a service without draft_state from the dated drafts' creation status", () => {
    const drafts = [d('3', undefined, '2026-04-06'), d('2', undefined, null), d('1', 'DRAFT', '2026-04-06')];
    expect(draftsToAsk(drafts).map((c) => c.id)).toEqual(['3']);
    const s = splitDrafts(drafts, 3, (id) => (id === '3' ? 'IN_REVIEW' : undefined));
    expect(s.inReview.map((c) => c.id)).toEqual(['3']);
    expect(s.buildingCount).toBe(2);
  });
});
