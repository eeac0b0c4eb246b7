import { describe, expect, it } from 'vitest';
import { mayHaveResults, periodCampaigns, periodListParams, runOverlaps, SCAN_TAIL_WEEKS } from './in-period';

const period = { from: '2026-08-31', to: '2026-11-29' };
const campaign = (start_date: string | null, weeks = 2, country_id = 'US', counts = true) => ({
  start_date,
  campaign_duration_week: weeks,
  country_id,
  scan_data_enabled: counts,
  conversions_api_enabled: false,
});

describe('the campaigns a period reads', () => {
  it('asks the list for a year before the period to its end, in the statuses that have results', () => {
    expect(
      periodListParams(
        { types: [1], statuses: [], search: 'pizza' },
        { ...period, weeks: [], running: true },
      ),
    ).toEqual({
      types: [1],
      statuses: [10, 15, 20],
      search: 'pizza',
      from: '2025-09-01',
      to: '2026-11-29',
    });
    const p = { ...period, weeks: [], running: true };
    expect(periodListParams({ types: [], statuses: [0, 15] }, p)?.statuses).toEqual([15]);
    // Drafts only: nothing has results.
    expect(periodListParams({ types: [], statuses: [0] }, p)).toBeNull();
  });

  it('keeps campaigns whose run or the scans after it reach into the period', () => {
    // A two-week run from Aug 3 ends Aug 16; its scans may reach Oct 11.
    expect(runOverlaps(campaign('2026-08-03'), period)).toBe(false);
    expect(mayHaveResults(campaign('2026-08-03'), period)).toBe(true);
    // Ended more than the scan tail before the period.
    expect(mayHaveResults(campaign('2026-05-01', 1), period)).toBe(false);
    expect(SCAN_TAIL_WEEKS).toBe(8);
    expect(mayHaveResults(campaign('2026-07-01', 1), period)).toBe(true); // ends Jul 7, tail to Sep 1
    expect(mayHaveResults(campaign('2026-11-29'), period)).toBe(true);
    expect(mayHaveResults(campaign('2026-11-30'), period)).toBe(false);
    expect(mayHaveResults(campaign(null), period)).toBe(false);
    expect(runOverlaps(campaign('2026-11-29'), period)).toBe(true);
    // One that counts neither scans nor conversions has nothing after its run: not read.
    expect(mayHaveResults(campaign('2026-08-03', 2, 'US', false), period)).toBe(false);
    expect(mayHaveResults(campaign('2026-08-24', 2, 'US', false), period)).toBe(true);
  });

  it('reads the newest at most, says how many there are, and filters the country here', () => {
    const nodes = [
      campaign('2026-11-20'),
      campaign('2026-11-10', 2, 'FR'),
      campaign('2026-10-01'),
      campaign('2026-01-01'), // long before: left out
      campaign('2026-09-01'),
    ];
    expect(periodCampaigns(nodes, period, undefined, 2)).toEqual({ campaigns: nodes.slice(0, 2), total: 4 });
    expect(periodCampaigns(nodes, period, 'FR')).toEqual({ campaigns: [nodes[1]], total: 1 });
  });
});
