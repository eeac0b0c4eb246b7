import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PERIOD,
  isPeriod,
  periodWords,
  readPeriodChoice,
  resolvePeriod,
  writePeriodChoice,
  type Period,
  type PeriodChoice,
} from './period';

const TODAY = '2026-11-28'; // a Saturday: its week runs Nov 23 to 29
const resolve = (choice: PeriodChoice, today = TODAY): Period => {
  const p = resolvePeriod(choice, today);
  if (!isPeriod(p)) throw new Error(`no period: ${p.problem}`);
  return p;
};

describe('the results period', () => {
  it('counts a preset back in whole weeks from the week holding today, which runs', () => {
    const p = resolve({ preset: '3m' });
    expect(p).toMatchObject({ from: '2026-08-31', to: '2026-11-29', running: true });
    expect(p.weeks).toHaveLength(13);
    expect(p.weeks[0]).toBe('2026-08-31');
    expect(p.weeks.at(-1)).toBe('2026-11-23');
    expect(periodWords(p, TODAY, 'en-US')).toBe('13 weeks, Aug 31 to Nov 29');
    expect(resolve({ preset: '4w' })).toMatchObject({ from: '2026-11-02', to: '2026-11-29' });
    expect(resolve({ preset: '12m' }).weeks).toHaveLength(52);
  });

  it('writes the years when the period crosses one', () => {
    const p = resolve({ preset: '12m' });
    expect(p.from).toBe('2025-12-01');
    expect(periodWords(p, TODAY, 'en-US')).toBe('52 weeks, Dec 1, 2025 to Nov 29, 2026');
  });

  it('takes this year from the week holding January 1, counted whole', () => {
    // 2026-01-01 is a Thursday: its week starts on Monday, December 29, 2025.
    expect(resolve({ preset: 'year' })).toMatchObject({ from: '2025-12-29', to: '2026-11-29' });
    // On a Monday the running week has begun: it is counted, with its one day so far.
    const monday = resolve({ preset: 'year' }, '2026-11-30');
    expect(monday.weeks.at(-1)).toBe('2026-11-30');
    expect(monday.running).toBe(true);
  });

  it('widens a custom range to the whole weeks it touches and says which days were asked', () => {
    const p = resolve({ preset: 'custom', from: '2026-06-03', to: '2026-07-15' });
    expect(p).toMatchObject({ from: '2026-06-01', to: '2026-07-19', running: false });
    expect(p.weeks).toHaveLength(7);
    expect(p.widenedFrom).toEqual({ from: '2026-06-03', to: '2026-07-15' });
    // Whole weeks already: nothing to say.
    expect(resolve({ preset: 'custom', from: '2026-06-01', to: '2026-06-14' }).widenedFrom).toBeUndefined();
    // A single day is its week.
    expect(resolve({ preset: 'custom', from: '2026-06-03', to: '2026-06-03' }).weeks).toEqual(['2026-06-01']);
  });

  it('stops a custom range at this week and refuses one that is reversed or still to come', () => {
    const p = resolve({ preset: 'custom', from: '2026-11-01', to: '2027-02-01' });
    expect(p).toMatchObject({ from: '2026-10-26', to: '2026-11-29', running: true });
    expect(resolvePeriod({ preset: 'custom', from: '2026-07-15', to: '2026-06-03' }, TODAY)).toEqual({
      problem: 'reversed',
    });
    expect(resolvePeriod({ preset: 'custom', from: '2026-12-07', to: '2026-12-20' }, TODAY)).toEqual({
      problem: 'future',
    });
  });

  it('reads and writes the address, the default left out and anything unreadable read as it', () => {
    expect(readPeriodChoice(null)).toEqual(DEFAULT_PERIOD);
    expect(readPeriodChoice('12m')).toEqual({ preset: '12m' });
    expect(readPeriodChoice('2026-06-03..2026-07-15')).toEqual({
      preset: 'custom',
      from: '2026-06-03',
      to: '2026-07-15',
    });
    expect(readPeriodChoice('2026-02-30..2026-07-15')).toEqual(DEFAULT_PERIOD);
    expect(readPeriodChoice('forever')).toEqual(DEFAULT_PERIOD);
    expect(writePeriodChoice(DEFAULT_PERIOD)).toBeUndefined();
    expect(writePeriodChoice({ preset: 'year' })).toBe('year');
    expect(writePeriodChoice({ preset: 'custom', from: '2026-06-03', to: '2026-07-15' })).toBe(
      '2026-06-03..2026-07-15',
    );
  });
});
