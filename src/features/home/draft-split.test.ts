import { describe, expect, it } from 'vitest';
import { archivedToAsk, draftsToAsk, HOME_STATUS_READS, splitArchived, splitDrafts } from './draft-split';

type State = 'DRAFT' | 'IN_REVIEW' | 'CANCELLED' | null | undefined;

const d = (
  id: string,
  draft_state?: State,
  start_date: string | null = null,
  updated_at = '2026-03-01T10:00:00Z',
) => ({
  id,
  status: 0,
  draft_state,
  start_date,
  updated_at,
});
const archived = (id: string, draft_state?: State, start_date: string | null = '2025-06-01') => ({
  ...d(id, draft_state, start_date),
  status: 20,
});

describe("Home's drafts", () => {
  it('lists every draft being built, dated or not, last changed first; those in review apart', () => {
    // The service lists undated drafts first: a dated draft changed today comes after older ones.
    const s = splitDrafts([
      d('9', 'DRAFT', null, '2025-10-03T08:00:00Z'),
      d('8', 'IN_REVIEW', '2026-04-06', '2026-03-10T08:00:00Z'),
      d('7', null, null, '2025-10-03T09:00:00Z'),
      d('3', 'DRAFT', '2026-04-06', '2026-03-16T09:00:00Z'),
      d('2', 'IN_REVIEW', '2026-04-01', '2026-03-12T08:00:00Z'),
    ]);
    expect(s.building.map((c) => c.id)).toEqual(['3', '7', '9']);
    expect(s.inReview.map((c) => c.id)).toEqual(['2', '8']);
  });

  it('puts the newer draft first when two changed at the same instant', () => {
    const s = splitDrafts([d('4', 'DRAFT'), d('12', 'DRAFT'), d('7', 'DRAFT')]);
    expect(s.building.map((c) => c.id)).toEqual(['12', '7', '4']);
  });

  it("reads a service without draft_state from the dated drafts' creation status", () => {
    const drafts = [d('3', undefined, '2026-04-06'), d('2', undefined, null), d('1', 'DRAFT', '2026-04-06')];
    const s = splitDrafts(drafts, (id) => (id === '3' ? 'IN_REVIEW' : undefined));
    expect(s.inReview.map((c) => c.id)).toEqual(['3']);
    expect(s.building.map((c) => c.id)).toEqual(['2', '1']);
  });

  it('asks whether the dated drafts shown are ready to submit, and only those when the list says each state', () => {
    const drafts = [
      d('5', 'DRAFT', '2026-04-06', '2026-03-16T09:00:00Z'),
      d('4', 'DRAFT', null, '2026-03-15T09:00:00Z'),
      d('3', 'IN_REVIEW', '2026-04-06', '2026-03-14T09:00:00Z'),
      d('2', 'DRAFT', '2026-04-06', '2026-03-13T09:00:00Z'),
    ];
    // Two shown: 5 (dated) and 4 (no launch date, so not ready); 2 is not shown, 3 is in review.
    expect(draftsToAsk(drafts, 2).map((c) => c.id)).toEqual(['5']);
    expect(draftsToAsk(drafts, 10).map((c) => c.id)).toEqual(['5', '2']);
  });

  it('asks a service without draft_state about its dated drafts last changed, a bounded number of them', () => {
    const many = Array.from({ length: HOME_STATUS_READS + 20 }, (_, i) =>
      d(String(i + 1), undefined, '2026-04-06', `2026-03-01T10:${String(i % 60).padStart(2, '0')}:00Z`),
    );
    const asked = draftsToAsk([...many, d('999', undefined, null)], 10);
    expect(asked).toHaveLength(HOME_STATUS_READS);
    expect(asked.map((c) => c.id)).not.toContain('999');
  });
});

describe("Home's archived campaigns", () => {
  it('counts cancelled drafts apart from the archived campaigns', () => {
    const s = splitArchived([archived('5', null), archived('4', 'CANCELLED', null), archived('3', null)]);
    expect(s.cancelled.map((c) => c.id)).toEqual(['4']);
    expect(s.archivedCount).toBe(2);
  });

  it('reads a service without draft_state from the creation status of those that never started', () => {
    const list = [archived('5'), archived('4', undefined, null), archived('3', 'CANCELLED', null)];
    expect(archivedToAsk(list).map((c) => c.id)).toEqual(['4']);
    const s = splitArchived(list, (id) => (id === '4' ? 'CANCELLED' : undefined));
    expect(s.cancelled.map((c) => c.id)).toEqual(['4', '3']);
    expect(s.archivedCount).toBe(1);
  });
});
