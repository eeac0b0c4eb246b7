/**
 * The Performance tab against the in-process sandbox, with the sandbox and the app both on Wednesday
 * 25 November 2026 (noon UTC, the same day in any time zone within eleven hours of UTC): the weeks are
 * labelled with dates, each measure has its own small chart, and the running week (Mon–Wed) is marked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { campaignListSchema, type Campaign } from '../../../api/contract/campaign';
import {
  isSummaryPerformance,
  isVolumePerformance,
  performanceSchema,
  type PerformanceVolume,
} from '../../../api/contract/performance';
import { scanAnalyticsSchema } from '../../../api/contract/scans';
import { isoWeekMonday } from '../../../api/contract/iso-week';
import { renderApp } from '../../../../test/support/render';
import { setupAppSandbox } from '../../../../test/support/app-sandbox';
import { catchDownloads } from '../../../../test/support/downloads';
import { addDays } from '../../../lib/dates';
import { formatDaySpan, formatShortDay, weekStartOf } from '../../../lib/week-buckets';
import { formatCount, formatRate } from '../performance/format';

const NOW = new Date('2026-11-25T12:00:00Z');
const TODAY = '2026-11-25';

const env = setupAppSandbox({ now: NOW });
let campaigns: Campaign[];

/**
 * jsdom lays nothing out, so a chart that sizes itself to its box measures 0 and draws nothing: this
 * observer reports every observed box as 800 px wide, as a desktop browser would.
 */
class SizedResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    const height = parseFloat((target as HTMLElement).style.height) || 120;
    const entry = { target, contentRect: { width: 800, height } } as unknown as ResizeObserverEntry;
    queueMicrotask(() => this.callback([entry], this as unknown as ResizeObserver));
  }
  unobserve() {}
  disconnect() {}
}

beforeAll(async () => {
  vi.stubGlobal('ResizeObserver', SizedResizeObserver);
  campaigns = campaignListSchema.parse(await env.data('/client/campaigns?first=500')).nodes;
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
afterAll(() => {
  vi.unstubAllGlobals();
});

/** The first page and chart of a file load lazily: slow on a busy machine. */
const slow = { timeout: 20_000 };

/** Only the clock is pinned; timers stay real so the app's requests and user events run as usual. */
const pinToday = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
};

/**
 * An active flyer campaign (weekly shape) that counts scans and conversions, with scans, whose last week
 * is this one, still running.
 */
async function runningCampaign(): Promise<{ c: Campaign; perf: PerformanceVolume }> {
  const counting = (x: Campaign) => x.scan_data_enabled && x.conversions_api_enabled;
  for (const c of campaigns.filter((x) => x.status === 10 && x.type !== 4 && counting(x))) {
    const perf = performanceSchema.parse(await env.data(`/client/campaigns/${c.id}/performance`));
    if (!isVolumePerformance(perf)) continue;
    const last = perf.xAxis.data.at(-1);
    const scans = scanAnalyticsSchema.parse(await env.data(`/client/campaigns/${c.id}/scans`)).quantity.value;
    if (last && weekStartOf(last) === isoWeekMonday(TODAY) && perf.xAxis.data.length > 1 && scans > 0)
      return { c, perf };
  }
  throw new Error('expected an active campaign with activity this week');
}

describe('performance tab', () => {
  it('draws each measure in its own chart, dates on the axis, the running week marked', async () => {
    const { c, perf } = await runningCampaign();
    const scans = scanAnalyticsSchema.parse(await env.data(`/client/campaigns/${c.id}/scans`));
    pinToday();
    renderApp(`/campaigns/${c.id}?tab=performance`, { clientKey: env.key });

    const figures = await screen.findByLabelText('Scan figures', {}, slow);
    const kpi = (title: string) => within(figures).getByText(title, { selector: 'dt' }).nextElementSibling;
    expect(kpi(scans.quantity.title)).toHaveTextContent(formatCount(scans.quantity.value));
    expect(kpi(scans.cvr.title)).toHaveTextContent(formatRate(scans.cvr));
    expect(kpi(scans.flyers.title)).toHaveTextContent(formatCount(scans.flyers.value));

    const chart = await screen.findByRole('figure', { name: 'Weekly performance chart' }, slow);
    // Small multiples: one chart per measure, each with its own heading and drawing.
    await waitFor(() => expect(chart.querySelectorAll('svg.recharts-surface')).toHaveLength(3), slow);
    expect(
      within(chart)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Scans', 'Conversions', 'Flyers distributed']);
    const panels = Array.from(chart.querySelectorAll('[data-measure]'));
    for (const panel of panels) {
      // A solid line through the complete weeks and a dashed one to this week's hollow point.
      const paths = Array.from(panel.querySelectorAll('path.recharts-line-curve'));
      expect(paths.filter((p) => p.getAttribute('stroke-dasharray'))).toHaveLength(1);
      expect(panel.querySelectorAll('circle[data-running]')).toHaveLength(1);
    }
    // The shared axis reads as dates ("Nov 23"), never as week numbers; this week says "so far".
    const ticks = Array.from(
      panels.at(-1)!.querySelectorAll('.recharts-xAxis-tick-labels text:not([data-running])'),
    ).map((t) => t.textContent);
    const mondays = perf.xAxis.data.map((w) => formatShortDay(weekStartOf(w)!));
    expect(ticks.length).toBeGreaterThan(0);
    for (const t of ticks) expect(mondays).toContain(t);
    expect(ticks).toContain(formatShortDay(isoWeekMonday(TODAY)));
    expect(chart).not.toHaveTextContent(/Week \d/);
    expect(panels.at(-1)!.querySelector('.recharts-xAxis-tick-labels text[data-running]')).toHaveTextContent(
      'so far',
    );
    expect(within(chart).getByTestId('running-note')).toHaveTextContent(
      'This week so far (Mon–Wed, 3 of 7 days): the dashed end of each line is a week still running, not a drop. It fills in until Sunday.',
    );
  }, 60_000);

  it('lists the same weeks as date ranges in the table, the running one flagged, and in the CSV', async () => {
    const { c, perf } = await runningCampaign();
    pinToday();
    const app = renderApp(`/campaigns/${c.id}?tab=performance&view=table`, { clientKey: env.key });
    const table = await screen.findByRole('table', { name: 'Performance by week' }, slow);
    expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Week', 'Scans', 'Conversions', 'Flyers distributed']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(perf.xAxis.data.length);
    perf.xAxis.data.forEach((w, i) => {
      const start = weekStartOf(w)!;
      const cells = within(rows[i]!).getAllByRole('cell');
      expect(cells[0]!.textContent).toContain(formatDaySpan({ start, end: addDays(start, 6)! }));
      expect(cells[1]).toHaveTextContent(formatCount(perf.yAxis.scans!.data[i]!));
      expect(cells[2]).toHaveTextContent(formatCount(perf.yAxis.conversions!.data[i]!));
      expect(cells[3]).toHaveTextContent(formatCount(perf.yAxis.flyersDistributed!.data[i]!));
    });
    // Only this week is flagged as running.
    expect(rows.map((r) => r.textContent!.includes('This week so far'))).toEqual(
      perf.xAxis.data.map((_, i) => i === perf.xAxis.data.length - 1),
    );
    expect(table).not.toHaveTextContent(/Week \d/);

    const download = catchDownloads();
    await app.user.click(screen.getByRole('button', { name: 'Download CSV' }));
    const lines = (await download.file().text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Week starting,Week ending,Scans,Conversions,Flyers distributed,Complete');
    expect(lines).toHaveLength(perf.xAxis.data.length + 1);
    const monday = isoWeekMonday(TODAY);
    expect(lines.at(-1)).toMatch(new RegExp(`^${monday},${addDays(monday, 6)},.*,"No, week still running"$`));
    expect(lines[1]).toMatch(/,Yes$/);
  }, 60_000);

  it('draws the daily shape as one chart per measure, with its totals and a day per row', async () => {
    let c: Campaign | undefined;
    let perf = undefined as ReturnType<typeof performanceSchema.parse> | undefined;
    const counting = (y: Campaign) => y.scan_data_enabled && y.conversions_api_enabled;
    for (const x of campaigns.filter((y) => y.type === 4 && y.status !== 0 && counting(y))) {
      perf = performanceSchema.parse(await env.data(`/client/campaigns/${x.id}/performance`));
      if (isSummaryPerformance(perf) && perf.timeline.length > 0) {
        c = x;
        break;
      }
    }
    if (!c || !perf || !isSummaryPerformance(perf)) throw new Error('expected an insert with a timeline');
    pinToday();
    const app = renderApp(`/campaigns/${c.id}?tab=performance`, { clientKey: env.key });
    const chart = await screen.findByRole('figure', { name: 'Daily performance chart' }, slow);
    const totals = screen.getByLabelText('Totals');
    for (const value of [perf.distributed, perf.scans, perf.reach, perf.conversions]) {
      expect(within(totals).getAllByText(formatCount(value)).length).toBeGreaterThan(0);
    }
    await waitFor(() => expect(chart.querySelectorAll('svg.recharts-surface')).toHaveLength(2), slow);
    expect(
      within(chart)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Distributed', 'Scans']);
    await app.user.click(screen.getByRole('button', { name: 'Table' }));
    expect(app.searchParams().get('view')).toBe('table');
    const table = await screen.findByRole('table', { name: 'Performance by day' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(perf.timeline.length);
    const first = [...perf.timeline].sort((a, b) => a.date.localeCompare(b.date))[0]!;
    expect(within(rows[0]!).getAllByRole('cell')[0]!.textContent).toContain(
      formatShortDay(first.date, undefined, first.date.slice(0, 4) !== '2026'),
    );
  }, 60_000);

  it('shows “Not counted”, never 0, for what a campaign does not count, and draws no line of it', async () => {
    let c: Campaign | undefined;
    let perf: PerformanceVolume | undefined;
    for (const x of campaigns.filter(
      (y) => y.status !== 0 && y.type !== 4 && !y.scan_data_enabled && !y.conversions_api_enabled,
    )) {
      const p = performanceSchema.parse(await env.data(`/client/campaigns/${x.id}/performance`));
      if (isVolumePerformance(p) && p.yAxis.flyersDistributed?.data.some((n) => n > 0)) {
        [c, perf] = [x, p];
        break;
      }
    }
    if (!c || !perf)
      throw new Error('expected a campaign that went out and counts neither scans nor conversions');
    // The service sends zeros for them: the page must not pass those off as figures.
    expect(perf.yAxis.scans?.data.every((n) => n === 0)).toBe(true);
    pinToday();
    renderApp(`/campaigns/${c.id}?tab=performance`, { clientKey: env.key });
    const figures = await screen.findByLabelText('Scan figures', {}, slow);
    const kpi = (title: string) => within(figures).getByText(title, { selector: 'dt' }).nextElementSibling;
    expect(kpi('Unique scans')).toHaveTextContent('Not counted');
    expect(kpi('Scan conversion rate')).toHaveTextContent('Not counted');
    expect(figures).not.toHaveTextContent(/\b0%/);
    const chart = await screen.findByRole('figure', { name: 'Weekly performance chart' }, slow);
    await waitFor(() => expect(chart.querySelectorAll('svg.recharts-surface')).toHaveLength(1), slow);
    expect(
      within(chart)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Flyers distributed']);
    expect(
      screen.getByText(/^QR code scans are not counted for this campaign\. Conversions are not counted/),
    ).toBeInTheDocument();
  }, 60_000);
});
