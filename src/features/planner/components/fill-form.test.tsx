/**
 * "Fill to N pieces" and "Fill to a budget" in the planner, against the in-process sandbox: the line under
 * the fill belongs to the search and the selection it describes, the fill never widens the radius without
 * asking (and offers only radii of the list), Enter fills, the budget's price is the calculator's, and the
 * embedded planner starts "Fill to" at the number it is given.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../test/support/render';
import {
  AUSTIN,
  fillNote,
  plannerTotals,
  planUrl,
  renderEmbeddedPlanner,
  setupRoutePlannerSandbox,
  tableRows,
} from '../../../../test/support/route-planner';
import { RADIUS_PRESETS_BY_UNIT } from '../radius';

vi.mock('react-map-gl/maplibre', async () => (await import('../../../../test/support/fake-map')).mapGl());
vi.mock('terra-draw', async () => (await import('../../../../test/support/fake-map')).terraDraw());
vi.mock('terra-draw-maplibre-gl-adapter', async () =>
  (await import('../../../../test/support/fake-map')).adapter(),
);

const planner = setupRoutePlannerSandbox();
const MI = RADIUS_PRESETS_BY_UNIT.mi; // 0.25, 0.5, 1, 2, 3, 5, 10 mi in metres
const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);
const nf = new Intl.NumberFormat('en-US');

/** The pieces a fill can take within `radius` of Austin (routes with homes, PO boxes left out). */
async function fillablePieces(radius: number) {
  const routes = await planner.searchRoutes(AUSTIN, radius);
  return routes
    .filter((r) => r.residentCount > 0 && !/^B/i.test(r.croute))
    .reduce((sum, r) => sum + r.totalCount, 0);
}

/** What the EDDM calculator answers for these pieces in the Best seller format. */
async function calculatorTotal(volume: number): Promise<number> {
  const res = await planner.sandbox.fetch('http://sandbox.test/client/calculators/eddm', {
    method: 'POST',
    headers: { Authorization: `Bearer ${planner.key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ volume, format: 'BEST_SELLER' }),
  });
  return ((await res.json()) as { data: { total: number } }).data.total;
}

const fillTo = () => screen.getByLabelText('Fill to');

// The first test also loads the planner's code; other engineers' tests share the machine's two cores.

describe('Fill to N pieces', { timeout: 40_000 }, () => {
  it('a line about a search that found no routes goes away with a new search that lists routes', async () => {
    const app = renderApp('/plan?lat=43.6135&lng=-116.20345&q=Boise%2C%20ID&r=16093', {
      clientKey: planner.key,
    });
    await screen.findByTestId('planner-no-routes', {}, { timeout: 20000 });
    await app.user.type(fillTo(), '3000');
    await app.user.click(screen.getByRole('button', { name: 'Fill to N pieces' }));
    await waitFor(() => expect(fillNote()).toMatch(/3,000 short/));
    expect(fillNote()).toBe(
      'No route within 10 mi can be added: the mailing stays at 0 pieces, 3,000 short of 3,000.',
    );

    const search = screen.getByLabelText('Address, city or ZIP code');
    await app.user.clear(search);
    await app.user.type(search, 'Austin, TX');
    await app.user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(app.searchParams().get('q')).toBe('Austin, TX'));
    await screen.findByRole('table', { name: 'Routes in the search' }, { timeout: 10000 });
    expect(screen.getByRole('heading', { name: /^Routes \(\d+\)$/ })).not.toHaveTextContent('(0)');
    expect(fillNote()).toBeNull();
    expect(screen.queryByText(/short of/)).toBeNull();
  });

  it('Enter in the field fills; the line describes the selection it made, and goes once another route is chosen', async () => {
    const app = renderApp(planUrl(AUSTIN, 'Austin, TX', 1000), { clientKey: planner.key });
    const rows = await tableRows((await planner.searchRoutes(AUSTIN, 1000)).length);
    await app.user.type(fillTo(), '5000{Enter}');
    await waitFor(() => expect(plannerTotals().pieces).toBeGreaterThanOrEqual(5000));
    const { routes, pieces } = plannerTotals();
    expect(fillNote()).toBe(`Added ${routes} routes: ${nf.format(pieces)} pieces.`);

    // One more route, tapped by hand: the line no longer describes the selection, so it goes.
    const unchosen = rows.find((r) => !within(r).getByRole('checkbox').matches(':checked'))!;
    await app.user.click(within(unchosen).getByRole('checkbox'));
    await waitFor(() => expect(plannerTotals().routes).toBe(routes + 1));
    expect(fillNote()).toBeNull();
    expect(screen.queryByText(/^Added \d+ routes/)).toBeNull();
  });

  it('never widens the radius by itself: it says how far the radius reaches and offers the next radius of the list', async () => {
    const here = MI[0]!;
    const app = renderApp(planUrl(AUSTIN, 'Austin, TX', here), { clientKey: planner.key });
    await tableRows((await planner.searchRoutes(AUSTIN, here)).length);
    const inReach = await fillablePieces(here);
    const target = inReach + 2000;
    // The first radius of the list whose routes reach the target.
    let offered: number | undefined;
    for (const r of MI.slice(1))
      if (offered === undefined && (await fillablePieces(r)) >= target) offered = r;
    expect(offered).toBeDefined();
    const words = `${Number((offered! / 1609.344).toFixed(2))} mi`;

    await app.user.type(fillTo(), String(target));
    await app.user.click(screen.getByRole('button', { name: 'Fill to N pieces' }));
    await waitFor(() => expect(fillNote()).toMatch(/short of/));
    expect(fillNote()).toMatch(
      new RegExp(
        `^With the routes within 0\\.25 mi, the mailing reaches ${nf.format(inReach)} pieces, 2,000 short of ${nf.format(target)}\\. Within ${words} it reaches [\\d,]+\\.$`,
      ),
    );
    // Nothing changed: no route chosen, the radius as it was.
    expect(plannerTotals().routes).toBe(0);
    expect(app.searchParams().get('r')).toBe(String(here));

    await app.user.click(
      screen.getByRole('button', { name: new RegExp(`^Widen to ${words} and add \\d+ routes$`) }),
    );
    await waitFor(() => expect(app.searchParams().get('r')).toBe(String(offered)));
    await waitFor(() => expect(plannerTotals().pieces).toBeGreaterThanOrEqual(target));
    await waitFor(() => expect(screen.getByLabelText('Radius')).toHaveDisplayValue(words));
    await waitFor(() =>
      expect(fillNote()).toMatch(new RegExp(`^Added \\d+ routes: [\\d,]+ pieces, within ${words}\\.$`)),
    );
    expect(
      within(screen.getByLabelText('Radius'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['0.25 mi', '0.5 mi', '1 mi', '2 mi', '3 mi', '5 mi', '10 mi']);
  });

  it('a target no radius reaches: offers the largest radius of the list and changes nothing', async () => {
    const app = renderApp(planUrl(AUSTIN, 'Austin, TX', MI[3]!), { clientKey: planner.key });
    await tableRows((await planner.searchRoutes(AUSTIN, MI[3]!)).length);
    await app.user.type(fillTo(), '10000000');
    await app.user.click(screen.getByRole('button', { name: 'Fill to N pieces' }));
    await waitFor(() => expect(fillNote()).toMatch(/short of 10,000,000/), { timeout: 20000 });
    expect(fillNote()).toMatch(/Within 10 mi it reaches [\d,]+, the most the radius list allows\.$/);
    expect(
      screen.getByRole('button', { name: /^Widen to 10 mi and add [\d,]+ routes$/ }),
    ).toBeInTheDocument();
    expect(plannerTotals().routes).toBe(0);
    expect(app.searchParams().get('r')).toBe(String(MI[3]));
  });
});

describe('Fill to a budget', { timeout: 40_000 }, () => {
  it('takes the nearest routes whose calculator price stays within the amount, and says what is left', async () => {
    const app = renderApp(planUrl(AUSTIN, 'Austin, TX', MI[2]!), { clientKey: planner.key });
    await tableRows((await planner.searchRoutes(AUSTIN, MI[2]!)).length);
    await app.user.type(screen.getByLabelText('Budget ($)'), '2,000{Enter}');
    await waitFor(() => expect(fillNote()).toMatch(/left of \$2,000\.00\.$/), { timeout: 10000 });
    const m = /^(\d+) routes, ([\d,]+) pieces: (\$[\d,.]+), (\$[\d,.]+) left of \$2,000\.00\.$/.exec(
      fillNote()!,
    );
    expect(m, fillNote()!).not.toBeNull();
    const pieces = Number(m![2]!.replace(/,/g, ''));
    const total = await calculatorTotal(pieces);
    expect(m![3]).toBe(usd(total));
    expect(m![4]).toBe(usd(2000 - total));
    expect(plannerTotals()).toEqual({ routes: Number(m![1]), pieces });
    // The price panel, priced by the same calculator, agrees.
    await waitFor(() => expect(screen.getByTestId('planner-quote-total')).toHaveTextContent(usd(total)), {
      timeout: 5000,
    });
  });

  it('a budget below the price of the smallest mailing says so and chooses nothing', async () => {
    const app = renderApp(planUrl(AUSTIN, 'Austin, TX', MI[2]!), { clientKey: planner.key });
    await tableRows((await planner.searchRoutes(AUSTIN, MI[2]!)).length);
    await app.user.type(screen.getByLabelText('Budget ($)'), '100');
    await app.user.click(screen.getByRole('button', { name: 'Fill to a budget' }));
    const minimum = usd(await calculatorTotal(1000));
    await waitFor(() =>
      expect(fillNote()).toBe(
        `$100.00 is less than the smallest mailing costs: 1,000 pieces, the minimum, cost ${minimum}.`,
      ),
    );
    expect(plannerTotals().routes).toBe(0);
  });

  it('a budget larger than every route in the radius says so and offers a larger radius of the list', async () => {
    const app = renderApp(planUrl(AUSTIN, 'Austin, TX', MI[0]!), { clientKey: planner.key });
    await tableRows((await planner.searchRoutes(AUSTIN, MI[0]!)).length);
    await app.user.type(screen.getByLabelText('Budget ($)'), '1000000');
    await app.user.click(screen.getByRole('button', { name: 'Fill to a budget' }));
    await waitFor(() => expect(fillNote()).toMatch(/^Every route within 0\.25 mi fits the budget/), {
      timeout: 20000,
    });
    expect(
      screen.getByRole('button', { name: /^Widen to \d+ mi and add [\d,]+ routes$/ }),
    ).toBeInTheDocument();
    expect(plannerTotals().routes).toBe(0);
    expect(app.searchParams().get('r')).toBe(String(MI[0]));
  });
});

describe('the embedded planner’s fillTarget', { timeout: 40_000 }, () => {
  it('starts "Fill to" at the number given while no route is chosen, and fills to it', async () => {
    const view = await renderEmbeddedPlanner(planUrl(AUSTIN, 'Austin, TX', 1000), planner.key, {
      fillTarget: 6000,
    });
    await tableRows((await planner.searchRoutes(AUSTIN, 1000)).length);
    expect(fillTo()).toHaveValue(6000);
    await view.user.click(screen.getByRole('button', { name: 'Fill to N pieces' }));
    await waitFor(() => expect(plannerTotals().pieces).toBeGreaterThanOrEqual(6000));
    await waitFor(() => expect(view.client.isFetching()).toBe(0));
    view.unmount();
    view.client.clear();
    view.router.dispose();
  });

  it('leaves "Fill to" empty when routes are already chosen, or when no number is given', async () => {
    const chosen = await renderEmbeddedPlanner(
      `${planUrl(AUSTIN, 'Austin, TX', 1000)}&routes=78701-C011`,
      planner.key,
      {
        fillTarget: 6000,
      },
    );
    await waitFor(() => expect(plannerTotals().routes).toBe(1), { timeout: 20000 });
    expect(fillTo()).toHaveValue(null);
    await waitFor(() => expect(chosen.client.isFetching()).toBe(0));
    chosen.unmount();
    chosen.client.clear();
    chosen.router.dispose();

    const without = await renderEmbeddedPlanner(planUrl(AUSTIN, 'Austin, TX', 1000), planner.key);
    await tableRows((await planner.searchRoutes(AUSTIN, 1000)).length);
    expect(fillTo()).toHaveValue(null);
    await waitFor(() => expect(without.client.isFetching()).toBe(0));
    without.unmount();
    without.client.clear();
    without.router.dispose();
  });
});
