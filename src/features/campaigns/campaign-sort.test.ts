import { describe, expect, it } from 'vitest';
import type { Campaign } from '../../api/contract/campaign';
import { campaignStatusText, campaignTypeText } from '../../lib/campaign-labels';
import { sortCampaigns } from './campaign-sort';

const text = { typeText: campaignTypeText, statusText: campaignStatusText };

const types = { 1: 'HANDTOHAND', 2: 'LETTERBOX', 3: 'DIRECTMAIL', 4: 'INSERTS' } as const;
const statuses = { 0: 'DRAFT', 10: 'ACTIVE', 15: 'COMPLETED', 20: 'ARCHIVED' } as const;

function campaign(
  id: string,
  name: string,
  start: string | null,
  type: 1 | 2 | 3 | 4,
  status: 0 | 10 | 15 | 20,
) {
  return {
    id,
    name,
    type,
    status,
    typeEnum: types[type],
    statusEnum: statuses[status],
    start_date: start,
  } as Campaign;
}

// In the service's order, newest first.
const list = [
  campaign('6', 'zeta draft', null, 1, 0),
  campaign('5', 'Alpha 10', '2026-03-01', 3, 10),
  campaign('4', 'alpha 9', '2026-02-01', 2, 15),
  campaign('3', 'Beta', '2026-02-01', 4, 20),
  campaign('2', 'Émile', '2025-12-01', 1, 15),
  campaign('1', 'Delta', null, 2, 0),
];
/** The ids in order, one string: "2 4 3". */
const ids = (rows: Campaign[]) => rows.map((c) => c.id).join(' ');

describe('sortCampaigns', () => {
  it('orders names as a person reads them: case and accents aside, numbers by value', () => {
    expect(sortCampaigns(list, { key: 'name', dir: 'asc' }, text, 'en').map((c) => c.name)).toEqual([
      'alpha 9',
      'Alpha 10',
      'Beta',
      'Delta',
      'Émile',
      'zeta draft',
    ]);
    expect(ids(sortCampaigns(list, { key: 'name', dir: 'desc' }, text, 'en'))).toBe('6 2 1 3 5 4');
  });

  it('orders start dates by the calendar, unscheduled last either way, ties newest first', () => {
    expect(ids(sortCampaigns(list, { key: 'start', dir: 'asc' }, text))).toBe('2 4 3 5 6 1');
    expect(ids(sortCampaigns(list, { key: 'start', dir: 'desc' }, text))).toBe('5 4 3 2 6 1');
  });

  it('orders status by its lifecycle and type by the words shown', () => {
    expect(ids(sortCampaigns(list, { key: 'status', dir: 'asc' }, text))).toBe('6 1 5 4 2 3');
    // Direct mail, Hand-to-hand, Inserts, Letterbox.
    expect(ids(sortCampaigns(list, { key: 'type', dir: 'asc' }, text, 'en'))).toBe('5 6 2 3 4 1');
  });

  it('puts a draft in review after the drafts being built, and a cancelled draft before the archived', () => {
    const staged = [
      { ...campaign('4', 'Archived', null, 1, 20), draft_state: null },
      { ...campaign('3', 'Cancelled', null, 1, 20), draft_state: 'CANCELLED' as const },
      { ...campaign('2', 'In review', '2026-04-01', 3, 0), draft_state: 'IN_REVIEW' as const },
      { ...campaign('1', 'Built', null, 3, 0), draft_state: 'DRAFT' as const },
      campaign('0', 'Active', '2026-01-01', 3, 10),
    ];
    expect(ids(sortCampaigns(staged, { key: 'status', dir: 'asc' }, text))).toBe('1 2 0 3 4');
  });

  it('leaves the list it was given as it was', () => {
    const before = ids(list);
    sortCampaigns(list, { key: 'name', dir: 'asc' }, text);
    expect(ids(list)).toEqual(before);
  });
});
