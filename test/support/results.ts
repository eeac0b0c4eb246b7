/**
 * What the results view should show, worked out in the test from the service's own answers, without the
 * view's code: the campaigns whose weekly series have anything in the period's weeks, and each one's
 * flyers, scans and conversions summed over those weeks (null where the campaign does not count them).
 * The component test and the browser test compare the page with it.
 */
import { mondayOfIsoWeek } from '../../src/api/contract/iso-week';

type Campaign = {
  id: string;
  name: string;
  type: number;
  start_date: string | null;
  scan_data_enabled: boolean;
  conversions_api_enabled: boolean;
};
type Volume = { xAxis: { data: string[] }; yAxis: Record<string, { data: number[] } | undefined> };
type Summary = { timeline: { date: string; distributed: number; scans: number }[]; conversions: number };

export type Expected = {
  campaign: Campaign;
  flyers: number;
  scans: number | null;
  conversions: number | null;
  /** Scans per 1,000 flyers, or null without scans or flyers. */
  rate: number | null;
};

const DAY = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The Monday of `today`'s week, and the Monday `weeks - 1` weeks before it. */
export function lastWeeks(today: string, weeks: number): { from: string; to: string } {
  const t = Date.parse(`${today}T00:00:00Z`);
  const monday = t - ((new Date(t).getUTCDay() + 6) % 7) * DAY;
  return { from: day(monday - (weeks - 1) * 7 * DAY), to: day(monday + 6 * DAY) };
}

const mondayOf = (bucket: string) => {
  const [y, w] = bucket.split('-W').map(Number) as [number, number];
  return mondayOfIsoWeek(y, w);
};

export async function expectedResults(
  read: <T>(path: string) => Promise<T>,
  period: { from: string; to: string },
): Promise<Expected[]> {
  const list = await read<{ nodes: Campaign[] }>(
    `/client/campaigns?statuses=10,15,20&to=${period.to}&first=500`,
  );
  const out: Expected[] = [];
  for (const c of list.nodes) {
    const p = await read<Volume | Summary>(`/client/campaigns/${c.id}/performance`);
    let flyers = 0;
    let scans = 0;
    let conversions: number | null = 0;
    const inside = (d: string) => d >= period.from && d <= period.to;
    if ('xAxis' in p) {
      p.xAxis.data.forEach((bucket, i) => {
        if (!inside(mondayOf(bucket))) return;
        flyers += p.yAxis.flyersDistributed?.data[i] ?? 0;
        scans += p.yAxis.scans?.data[i] ?? 0;
        conversions! += p.yAxis.conversions?.data[i] ?? 0;
      });
    } else {
      const days = p.timeline.filter((d) => inside(d.date));
      for (const d of days) {
        flyers += d.distributed;
        scans += d.scans;
      }
      conversions = days.length === p.timeline.length ? p.conversions : days.length === 0 ? 0 : null;
    }
    if (flyers + scans + (conversions ?? 0) === 0) continue;
    const counted = c.scan_data_enabled ? scans : null;
    out.push({
      campaign: c,
      flyers,
      scans: counted,
      conversions: c.conversions_api_enabled ? conversions : null,
      rate: counted !== null && flyers > 0 ? (counted / flyers) * 1000 : null,
    });
  }
  return out;
}
