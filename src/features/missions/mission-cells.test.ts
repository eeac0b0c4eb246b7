import { describe, expect, it } from 'vitest';
import { checkWindowText, scheduledParts } from './mission-cells';

const zone = { locale: 'en-US', timeZone: 'UTC' };
const run = (start: string, checkIn: string | null, checkout: string | null) => ({
  time_range_start: start,
  check_in_time: checkIn,
  checkout_time: checkout,
});

describe('mission cells', () => {
  it('splits the scheduled start into a date and a time', () => {
    expect(scheduledParts('2027-02-27T18:30:00Z', zone)).toEqual({ date: 'Feb 27, 2027', time: '6:30 PM' });
    expect(scheduledParts('soon', zone)).toBeUndefined();
  });

  it('shows check-in and check-out as a time range on the scheduled day', () => {
    const text = checkWindowText(
      run('2026-11-16T18:30:00Z', '2026-11-16T18:32:00Z', '2026-11-16T21:10:00Z'),
      zone,
    );
    expect(text?.replace(/\s/g, ' ')).toBe('6:32 – 9:10 PM');
  });

  it('adds the dates when the run spills over to another day', () => {
    const text = checkWindowText(
      run('2026-11-16T22:30:00Z', '2026-11-16T22:32:00Z', '2026-11-17T01:10:00Z'),
      zone,
    );
    expect(text?.replace(/\s/g, ' ')).toMatch(/^Nov 16, 2026, 10:32 PM – Nov 17, 2026, 1:10 AM$/);
  });

  it('says a run under way is not out yet, and nothing before it starts', () => {
    expect(
      checkWindowText(run('2026-11-16T18:30:00Z', '2026-11-16T18:20:00Z', null), zone)?.replace(/\s/g, ' '),
    ).toBe('In at 6:20 PM, not out yet');
    expect(checkWindowText(run('2026-11-16T18:30:00Z', null, null), zone)).toBeUndefined();
  });
});
