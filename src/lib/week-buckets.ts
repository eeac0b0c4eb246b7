/**
 * ISO week buckets of the performance series (`YYYY-Www`, e.g. `2026-W12`): parsing, the Monday a week
 * starts on, and a readable label. Calendar arithmetic in UTC, so a week never shifts a day.
 */
import { mondayOfIsoWeek } from '../api/contract/iso-week';

const ISO_WEEK = /^(\d{4})-W(\d{2})$/;

/** `2026-W12` -> {year: 2026, week: 12}; undefined when it is not a week that exists in that year. */
export function parseIsoWeek(bucket: string): { year: number; week: number } | undefined {
  const m = ISO_WEEK.exec(bucket);
  if (!m) return undefined;
  const year = Number(m[1]);
  const week = Number(m[2]);
  if (week < 1 || week > isoWeeksInYear(year)) return undefined;
  return { year, week };
}

/** 52 or 53: a year has 53 ISO weeks when it starts or ends on a Thursday. */
export function isoWeeksInYear(year: number): number {
  const jan1 = new Date(Date.UTC(year, 0, 1)).getUTCDay();
  const dec31 = new Date(Date.UTC(year, 11, 31)).getUTCDay();
  return jan1 === 4 || dec31 === 4 ? 53 : 52;
}

/** The Monday a bucket starts on, or undefined for a bucket that is not an ISO week. */
export function weekStartOf(bucket: string): string | undefined {
  const w = parseIsoWeek(bucket);
  return w ? mondayOfIsoWeek(w.year, w.week) : undefined;
}

/** `2026-W07` -> "Week 7, 2026"; anything else is returned as is. */
export function formatIsoWeek(bucket: string): string {
  const w = parseIsoWeek(bucket);
  return w ? `Week ${w.week}, ${w.year}` : bucket;
}
