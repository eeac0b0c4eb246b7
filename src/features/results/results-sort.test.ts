import { describe, expect, it } from 'vitest';
import type { CampaignResult } from './campaign-results';
import { nextResultSort, readResultSort, sortResults } from './results-sort';

function row(id: string, name: string, flyers: number | null, scans: number | null) {
  const result: CampaignResult | undefined =
    flyers === null
      ? undefined
      : {
          flyers,
          scans,
          conversions: 0,
          gaps: scans === null ? { scans: 'not-counted' } : {},
          scanRate: scans === null || flyers === 0 ? null : (scans / flyers) * 1000,
          conversionRate: flyers === 0 ? null : 0,
          weeklyScans: null,
          active: true,
        };
  return { campaign: { id, name }, result };
}

const rows = [
  row('1', 'Big mailer', 20_000, 200), // 10 per 1,000
  row('2', 'Pilot', 40, 3), // 75, too few flyers to rank
  row('3', 'Street team', 2000, 60), // 30
  row('4', 'Not counted', 5000, null),
  row('5', 'Still reading', null, null), // no result yet
];
const names = (sorted: typeof rows) => sorted.map((r) => r.campaign.name);

describe('the results order', () => {
  it('sorts a measure high to low on its first click, low to high on the second, then as listed', () => {
    expect(nextResultSort(undefined, 'scanRate')).toEqual({ key: 'scanRate', dir: 'desc' });
    expect(nextResultSort({ key: 'scanRate', dir: 'desc' }, 'scanRate')).toEqual({
      key: 'scanRate',
      dir: 'asc',
    });
    expect(nextResultSort({ key: 'scanRate', dir: 'asc' }, 'scanRate')).toBeUndefined();
    expect(nextResultSort({ key: 'scans', dir: 'desc' }, 'name')).toEqual({ key: 'name', dir: 'asc' });
    expect(nextResultSort({ key: 'name', dir: 'asc' }, 'name')).toEqual({ key: 'name', dir: 'desc' });
  });

  it('puts rates with too few flyers after the ranked ones, and rows without the figure last, both ways', () => {
    expect(names(sortResults(rows, { key: 'scanRate', dir: 'desc' }))).toEqual([
      'Street team',
      'Big mailer',
      'Pilot',
      'Not counted',
      'Still reading',
    ]);
    expect(names(sortResults(rows, { key: 'scanRate', dir: 'asc' }))).toEqual([
      'Big mailer',
      'Street team',
      'Pilot',
      'Not counted',
      'Still reading',
    ]);
    expect(names(sortResults(rows, { key: 'scans', dir: 'desc' }))).toEqual([
      'Big mailer',
      'Street team',
      'Pilot',
      'Not counted',
      'Still reading',
    ]);
    expect(names(sortResults(rows, { key: 'flyers', dir: 'desc' }))).toEqual([
      'Big mailer',
      'Not counted',
      'Street team',
      'Pilot',
      'Still reading',
    ]);
  });

  it('keeps the service order without a sort, and reads the address', () => {
    expect(names(sortResults(rows, undefined))).toEqual(names(rows));
    expect(names(sortResults(rows, { key: 'name', dir: 'asc' }))[0]).toBe('Big mailer');
    expect(readResultSort('scanRate', null)).toEqual({ key: 'scanRate', dir: 'desc' });
    expect(readResultSort('name', 'DESC')).toEqual({ key: 'name', dir: 'desc' });
    expect(readResultSort('cost', 'desc')).toBeUndefined();
  });
});
