import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clearAccessToken, setAccessToken } from '../../api/session';
import { accessToken } from '../../../test/support/sandbox';
import { setupAppSandbox } from '../../../test/support/app-sandbox';
import { renderApp } from '../../../test/support/render';
import { fakeMap as map } from '../../../test/support/fake-map';

// jsdom has no WebGL: the map is a stand-in that renders its layers and lets the test "click" a route.
vi.mock('react-map-gl/maplibre', async () => (await import('../../../test/support/fake-map')).mapGl());
vi.mock('terra-draw', async () => (await import('../../../test/support/fake-map')).terraDraw());
vi.mock('terra-draw-maplibre-gl-adapter', async () =>
  (await import('../../../test/support/fake-map')).adapter(),
);

const env = setupAppSandbox();

const count = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
const totalsOf = () => {
  const dl = screen.getByTestId('planner-totals');
  const value = (label: string) => count(within(dl).getByText(label).nextElementSibling!.textContent);
  return {
    routes: value('Routes'),
    homes: value('Homes'),
    businesses: value('Businesses'),
    pieces: value('Pieces'),
  };
};
const rowCells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent ?? '');

/** What the EDDM calculator itself answers for these pieces and format. */
async function calculatorTotal(volume: number, format: string): Promise<number> {
  const res = await env.sandbox.fetch('http://sandbox.test/client/calculators/eddm', {
    method: 'POST',
    headers: { Authorization: `Bearer ${env.key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ volume, format }),
  });
  return ((await res.json()) as { data: { total: number } }).data.total;
}

describe('Plan a mailing', () => {
  it('searches a city, lists its routes, and keeps totals, gauge, sort, quote and address in step', async () => {
    const app = renderApp('/plan', { clientKey: env.key });
    await app.findByRole('heading', { level: 1, name: 'Plan a mailing' });
    expect(
      screen.getByRole('heading', { name: 'Search an address, a city or a ZIP code' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Plan a mailing · Doorstep'));

    // Where routes are, before any search.
    expect(
      await screen.findByText(/Carrier routes are available in and around .*Austin.*and \d+ more cities/),
    ).toBeInTheDocument();

    // 1 mile (a US account: miles): a few dozen routes, all rendered (a longer list renders only the rows
    // in view).
    expect(
      within(screen.getByLabelText('Radius'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['0.25 mi', '0.5 mi', '1 mi', '2 mi', '3 mi', '5 mi', '10 mi']);
    expect(screen.getByLabelText('Radius')).toHaveDisplayValue('2 mi');
    await app.user.selectOptions(screen.getByLabelText('Radius'), '1 mi');
    await app.user.type(screen.getByLabelText('Address, city or ZIP code'), 'Austin, TX');
    await app.user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(app.searchParams().get('q')).toBe('Austin, TX'));
    expect(app.searchParams().get('lat')).toBe('30.26715');

    const table = await screen.findByRole('table', { name: 'Routes in the search' });
    const rows = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .filter((r) => r.getAttribute('data-route'));
    await waitFor(() => expect(rows().length).toBeGreaterThan(5));
    expect(app.searchParams().get('r')).toBe('1609');
    expect(totalsOf()).toEqual({ routes: 0, homes: 0, businesses: 0, pieces: 0 });
    // One definition of what is mailed, said in words; no option the service cannot honour.
    expect(
      screen.getByText(/^Every Door Direct Mail delivers to every home and business on the chosen routes/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Mail businesses too')).toBeNull();

    // The minimum comes from the city's channel rules.
    const gauge = await screen.findByTestId('planner-gauge');
    const minimum = count(/the ([\d,]+)-piece minimum/.exec(gauge.textContent ?? '')?.[1] ?? '');
    expect(minimum).toBeGreaterThan(0);

    // A checkbox selects a route: totals, gauge and the address follow.
    const first = rows()[0]!;
    const firstHomes = count(rowCells(first)[3]!);
    await app.user.click(within(first).getByRole('checkbox'));
    const one = totalsOf();
    expect(one).toMatchObject({ routes: 1, homes: firstHomes });
    // Pieces: every home and business on the route.
    expect(one.pieces).toBe(one.homes + one.businesses);
    expect(screen.getByTestId('planner-gauge')).toHaveTextContent(
      `${new Intl.NumberFormat().format(Math.max(0, minimum - one.pieces))} more pieces`,
    );
    await waitFor(() => expect(app.searchParams().get('routes')).toBe(encodeKey(first.dataset.route!)));
    expect(screen.getByTestId('planner-announcement')).toHaveTextContent(/1 route selected/);

    // The map's selected layer shows the same route.
    expect(JSON.parse(screen.getByTestId('layer-routes-selected').dataset.filter!)).toEqual([
      'in',
      ['get', 'key'],
      ['literal', [first.dataset.route]],
    ]);

    // A click on the map toggles a route too.
    const second = rows()[1]!;
    act(() =>
      map.props!.onClick!({
        features: [{ properties: { key: second.dataset.route } }],
        point: { x: 1, y: 1 },
      }),
    );
    await waitFor(() => expect(totalsOf().routes).toBe(2));
    expect(within(second).getByRole('checkbox')).toBeChecked();

    // Undo and redo.
    await app.user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(totalsOf().routes).toBe(1);
    await app.user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(totalsOf().routes).toBe(2);

    // Sort by homes, largest first.
    await app.user.click(within(table).getByRole('button', { name: 'Homes' }));
    expect(within(table).getByRole('columnheader', { name: 'Homes' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const homes = rows().map((r) => count(rowCells(r)[3]!));
    expect(homes).toEqual([...homes].sort((a, b) => b - a));

    const t = totalsOf();
    expect(t.pieces).toBe(t.homes + t.businesses);
    expect(t.businesses).toBeGreaterThan(0);

    // The live quote of the selection: the EDDM calculator's, for the same pieces and format, and the
    // format by its name and size.
    const format = screen.getByLabelText('Format');
    expect(within(format).getByRole('option', { selected: true })).toHaveTextContent(
      'Best seller (6.25 × 9 in)',
    );
    const total = await screen.findByTestId('planner-quote-total', {}, { timeout: 5000 });
    expect(total.textContent).toMatch(/^\$[\d,]+\.\d{2}$/);
    expect(screen.getByTestId('planner-quote')).toHaveTextContent(
      `for ${new Intl.NumberFormat().format(Math.max(t.pieces, 1))} pieces, Best seller (6.25 × 9 in)`,
    );
    const calculator = await calculatorTotal(t.pieces, 'BEST_SELLER');
    await waitFor(() =>
      expect(screen.getByTestId('planner-quote-total')).toHaveTextContent(
        new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(calculator),
      ),
    );

    // Select all in radius, then clear.
    await app.user.click(screen.getByRole('button', { name: 'Select all in radius' }));
    await waitFor(() => expect(totalsOf().routes).toBeGreaterThan(5));
    await app.user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(totalsOf().routes).toBe(0);
    await waitFor(() => expect(app.searchParams().get('routes')).toBeNull());
  });

  it('reads a shared plan from the address and fills to a number of pieces', async () => {
    const app = renderApp('/plan?lat=30.26715&lng=-97.74306&q=Austin%2C%20TX&r=1000&routes=78701-C011', {
      clientKey: env.key,
    });
    const table = await screen.findByRole('table', { name: 'Routes in the search' });
    await waitFor(() => expect(totalsOf().routes).toBe(1));
    expect(within(table).getByRole('checkbox', { name: 'Route C011 in 78701' })).toBeChecked();

    await app.user.type(screen.getByLabelText('Fill to'), '5000');
    await app.user.click(screen.getByRole('button', { name: 'Fill to N pieces' }));
    await waitFor(() => expect(totalsOf().pieces).toBeGreaterThanOrEqual(5000));
    expect(screen.getByText(/Added \d+ routes/)).toBeInTheDocument();
    expect(totalsOf().routes).toBeGreaterThan(1);
  });

  it('ignores an old "mail businesses too" in the address and drops it', async () => {
    const app = renderApp(
      '/plan?lat=30.26715&lng=-97.74306&q=Austin%2C%20TX&r=1609&biz=1&routes=78701-C011',
      { clientKey: env.key },
    );
    await waitFor(() => expect(totalsOf().routes).toBe(1));
    const t = totalsOf();
    expect(t.pieces).toBe(t.homes + t.businesses);
    await app.user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(app.searchParams().has('routes')).toBe(false));
    expect(app.searchParams().has('biz')).toBe(false);
  });

  it('names the nearest place with routes where there are none, and searches it on request; never a larger radius at the largest', async () => {
    const app = renderApp('/plan?lat=43.6135&lng=-116.20345&q=Boise%2C%20ID&r=16093', { clientKey: env.key });
    const notice = await screen.findByTestId('planner-no-routes', {}, { timeout: 5000 });
    expect(notice).toHaveTextContent(
      /^No carrier routes within 10 mi of Boise, ID\. Carrier routes are available in and around (.+), the nearest place that has them \(about [\d,]+ mi away\)\./,
    );
    expect(notice).not.toHaveTextContent(/larger radius|Widen/i);
    const place = /in and around (.+), the nearest/.exec(notice.textContent ?? '')![1]!;
    await app.user.click(within(notice).getByRole('button', { name: `Search ${place}` }));
    await waitFor(() => expect(app.searchParams().get('q')).toBe(place));
    await screen.findByRole('table', { name: 'Routes in the search' }, { timeout: 5000 });
    expect(screen.getByRole('heading', { name: /^Routes \(\d+\)$/ })).not.toHaveTextContent('(0)');
    expect(screen.queryByTestId('planner-no-routes')).toBeNull();
  });

  it('one click on "Start a direct-mail draft with these routes" makes one draft and opens its design step', async () => {
    setAccessToken(
      await accessToken(env.sandbox, env.sandbox.credentials.clients[0]!.clientId),
      Date.now() + 3_000_000,
    );
    try {
      const drafts = async () =>
        ((await env.data('/client/campaigns?statuses=0&first=500')) as { totalCount: number }).totalCount;
      const before = await drafts();
      const app = renderApp(
        '/plan?lat=30.26715&lng=-97.74306&q=1100%20Congress%20Ave%2C%20Austin%2C%20TX%2078701&r=1609&fmt=LARGE&routes=78701-C011',
        { clientKey: env.key },
      );
      await waitFor(() => expect(totalsOf().routes).toBe(1));
      // Enough routes for the direct-mail minimum, which the routes step checks.
      await app.user.click(screen.getByRole('button', { name: 'Select all in radius' }));
      await waitFor(() => expect(screen.getByTestId('planner-gauge')).toHaveTextContent(/^Minimum of/), {
        timeout: 5000,
      });
      const chosen = totalsOf().routes;
      const link = screen.getByRole('link', { name: 'Start a direct-mail draft with these routes' });
      await waitFor(() => expect(link.getAttribute('href')).not.toMatch(/routes=78701-C011&/), {
        timeout: 5000,
      });
      await app.user.click(screen.getByRole('link', { name: 'Start a direct-mail draft with these routes' }));
      await waitFor(() => expect(app.location().pathname).toMatch(/^\/campaigns\/\d+\/build$/), {
        timeout: 5000,
      });
      expect(app.searchParams().get('step')).toBe('creative');
      expect(await drafts()).toBe(before + 1);
      const id = /^\/campaigns\/(\d+)\/build$/.exec(app.location().pathname)![1]!;
      const targeting = (await env.data(`/client/campaigns/${id}/draft-targeting`)) as {
        routes: { zip: string; croute: string }[];
      };
      expect(targeting.routes).toHaveLength(chosen);
      expect(targeting.routes.map((r) => `${r.zip}-${r.croute}`)).toContain('78701-C011');
    } finally {
      clearAccessToken();
    }
  });
});

/** The address form of one route key (see plan-url). */
const encodeKey = (key: string) => key.replace(/^(\d{5})-/, '$1-');
