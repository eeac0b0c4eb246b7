import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupAppSandbox } from '../../../test/support/app-sandbox';
import { catchDownloads } from '../../../test/support/downloads';
import { renderApp } from '../../../test/support/render';
import { expectedResults, lastWeeks, type Expected } from '../../../test/support/results';
import { localToday } from '../../lib/week';

const env = setupAppSandbox();
const nf = new Intl.NumberFormat('en-US');
const rate = (n: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n);
const slow = { timeout: 15_000 };

/** The results of the default period (the last 13 weeks, this one included), from the service's answers. */
const expected = () =>
  expectedResults(<T,>(path: string) => env.data(path) as Promise<T>, lastWeeks(localToday(), 13));

const table = () => screen.getByRole('table', { name: 'Results by campaign' });
/** The body row of a campaign, by its link. */
function rowOf(name: string) {
  const link = within(table()).getByRole('link', { name });
  return link.closest('tr')!;
}
/** The cell of a row under a column (the cells carry their column's name for the phone's cards). */
const cell = (row: HTMLElement, column: string) => row.querySelector(`td[data-label="${column}"]`)!;

/** Waits until every campaign's results are read. */
async function allRead() {
  await waitFor(() => expect(screen.queryByText(/^Reading results:/)).toBeNull(), slow);
  await screen.findByText(/ran or w(as|ere) scanned from/, {}, slow);
}

describe('results', () => {
  it('shows each campaign’s figures of the last 3 months as its weekly series sum them, and “Not counted” where they are not counted', async () => {
    const want = await expected();
    const app = renderApp('/results', { clientKey: env.key });
    await screen.findByRole('heading', { level: 1, name: 'Results' });
    expect(screen.getByRole('button', { name: 'Last 3 months' })).toHaveAttribute('aria-pressed', 'true');
    await allRead();
    expect(document.title).toBe('Results · Doorstep');

    const notCounting = want.filter((w) => w.scans === null);
    expect(notCounting.length).toBeGreaterThan(0);
    for (const w of want) {
      const row = rowOf(w.campaign.name);
      expect(cell(row, 'Flyers distributed')).toHaveTextContent(nf.format(w.flyers));
      expect(cell(row, 'Scans')).toHaveTextContent(w.scans === null ? 'Not counted' : nf.format(w.scans));
      if (w.rate !== null) expect(cell(row, 'Scans per 1,000 flyers')).toHaveTextContent(rate(w.rate));
      if (w.conversions === null && !w.campaign.conversions_api_enabled)
        expect(cell(row, 'Conversions')).toHaveTextContent('Not counted');
    }
    // The totals row: sums of what is counted, and the rate of the totals, not a mean of rates.
    const counted = want.filter((w) => w.scans !== null);
    const scans = counted.reduce((s, w) => s + w.scans!, 0);
    const flyers = counted.reduce((s, w) => s + w.flyers, 0);
    const foot = table().querySelector('tfoot tr') as HTMLElement;
    expect(cell(foot, 'Scans')).toHaveTextContent(nf.format(scans));
    expect(cell(foot, 'Scans per 1,000 flyers')).toHaveTextContent(rate((scans / flyers) * 1000));
    expect(cell(foot, 'Flyers distributed')).toHaveTextContent(
      nf.format(want.reduce((s, w) => s + w.flyers, 0)),
    );
    // Every row whose scans read "Not counted" is counted in the note that says why they are left out.
    const shownNotCounting = within(table())
      .getAllByRole('row')
      .filter((r) => r.querySelector('td[data-label="Scans"]')?.textContent === 'Not counted');
    expect(shownNotCounting.length).toBeGreaterThanOrEqual(notCounting.length);
    expect(
      screen.getByText(new RegExp(`^${shownNotCounting.length} campaigns? do(es)? not count QR code scans`)),
    ).toBeInTheDocument();
    expect(app.location().search).toBe('');
  });

  it('sorts by scans per 1,000 flyers, highest first, with too small a campaign never leading', async () => {
    const want = await expected();
    const app = renderApp('/results', { clientKey: env.key });
    await allRead();
    await app.user.click(within(table()).getByRole('button', { name: /Scans per 1,000 flyers/ }));
    expect(app.searchParams().get('sort')).toBe('scanRate');
    const header = () => within(table()).getByRole('columnheader', { name: /Scans per 1,000 flyers/ });
    await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'descending'));
    const ranked = want
      .filter((w): w is Expected & { rate: number } => w.rate !== null && w.flyers >= 1000)
      .sort((a, b) => b.rate - a.rate);
    const firstRow = within(table()).getAllByRole('row')[1]!;
    expect(firstRow).toHaveTextContent(ranked[0]!.campaign.name);
    // A pilot's rate is the highest of all, but with too few flyers it is marked and not first.
    const top = want.filter((w) => w.rate !== null).sort((a, b) => b.rate! - a.rate!)[0]!;
    expect(top.flyers).toBeLessThan(1000);
    expect(within(rowOf(top.campaign.name)).getByText('Few flyers')).toBeInTheDocument();
    // What worked, in words: the same leader.
    const best = screen.getByRole('region', { name: /^What worked/ });
    expect(within(best).getAllByRole('listitem')[0]).toHaveTextContent(ranked[0]!.campaign.name);
    expect(within(best).getByText(/^By channel:/)).toBeInTheDocument();
    expect(best).toHaveTextContent('the service does not share what each campaign cost');
    await within(best).findByText(/Your estimated cost per scan for/, {}, slow);

    await app.user.click(header().querySelector('button')!);
    await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'ascending'));
  });

  it('marks a row whose read failed with a retry, never a zero, and leaves it out of the totals', async () => {
    const want = await expected();
    const victim = want.find((w) => w.scans !== null && w.scans > 0)!;
    env.corrupt(
      (url) => url.pathname.endsWith(`/campaigns/${victim.campaign.id}/performance`),
      () => ({ success: true, data: { xAxis: 'broken' } }),
    );
    const app = renderApp('/results', { clientKey: env.key });
    await allRead();
    const row = rowOf(victim.campaign.name);
    expect(row).toHaveTextContent('Could not read its results.');
    expect(row.querySelector('td[data-label="Scans"]')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('could not be read');
    const foot = table().querySelector('tfoot tr') as HTMLElement;
    const counted = want.filter((w) => w.scans !== null && w !== victim);
    expect(cell(foot, 'Scans')).toHaveTextContent(nf.format(counted.reduce((s, w) => s + w.scans!, 0)));

    env.mend();
    await app.user.click(within(row).getByRole('button', { name: `Try again: ${victim.campaign.name}` }));
    await waitFor(() =>
      expect(cell(rowOf(victim.campaign.name), 'Scans')).toHaveTextContent(nf.format(victim.scans!)),
    );
  });

  it('compares ticked campaigns on one chart, with the same numbers in a table and a CSV, kept in the address', async () => {
    const want = (await expected()).filter((w) => w.rate !== null && w.flyers >= 1000).slice(0, 3);
    const app = renderApp('/results', { clientKey: env.key });
    await allRead();
    // Ticked one after the other without waiting: none is lost.
    for (const w of want)
      await app.user.click(screen.getByRole('checkbox', { name: `Compare ${w.campaign.name}` }));
    expect(app.searchParams().get('compare')).toBe(want.map((w) => w.campaign.id).join(','));
    const panel = await screen.findByRole('region', { name: 'Compare 3 campaigns' });
    const byWeek = within(panel).getByRole('table', { name: 'Comparison by week' });
    // The running rate's last week is the rate of the period, as the results table shows it.
    const lastRow = within(byWeek).getAllByRole('row').at(-1)!;
    const headers = within(byWeek)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    for (const w of want) {
      const column = headers.indexOf(w.campaign.name);
      expect(within(lastRow).getAllByRole('cell')[column]).toHaveTextContent(rate(w.rate!));
    }
    const download = catchDownloads();
    await app.user.click(within(panel).getByRole('button', { name: 'Download CSV' }));
    const csv = await download.file().text();
    expect(csv.split('\r\n')[0]).toContain(want[0]!.campaign.name.slice(0, 12));
    expect(csv).toContain(String(Math.round(want[0]!.rate! * 10) / 10));

    await app.user.click(within(panel).getByRole('button', { name: 'Scans' }));
    expect(app.searchParams().get('measure')).toBe('scans');
    await app.user.click(within(panel).getByRole('button', { name: 'By week of each campaign' }));
    expect(app.searchParams().get('align')).toBe('campaign');
    await waitFor(() =>
      expect(
        within(within(panel).getByRole('table', { name: 'Comparison by week' })).getAllByRole('row')[1],
      ).toHaveTextContent('Week 1'),
    );
  });

  it('goes back from a campaign to the results, and to the list, as they were left', async () => {
    const want = await expected();
    const app = renderApp('/results?sort=scans&dir=desc', { clientKey: env.key });
    await allRead();
    await app.user.click(within(table()).getByRole('link', { name: want[0]!.campaign.name }));
    await screen.findByRole('heading', { level: 1, name: want[0]!.campaign.name });
    await app.user.click(await screen.findByRole('tab', { name: 'Performance' }));
    await app.user.click(screen.getByRole('link', { name: 'Back to results' }));
    await screen.findByRole('heading', { level: 1, name: 'Results' });
    expect(app.location().search).toBe('?sort=scans&dir=desc');

    // The list, from the view switch, keeps the results' filters; a campaign opened from it goes back there.
    await app.user.click(screen.getByRole('link', { name: 'List' }));
    await screen.findByRole('table', { name: 'Campaigns' }, slow);
    await app.user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(app.searchParams().get('page')).toBe('2'));
    const first = within(screen.getByRole('table', { name: 'Campaigns' })).getAllByRole('link')[0]!;
    await app.user.click(first);
    await app.user.click(await screen.findByRole('link', { name: 'Back to campaigns' }));
    await screen.findByRole('table', { name: 'Campaigns' }, slow);
    expect(app.searchParams().get('page')).toBe('2');
  });
});
