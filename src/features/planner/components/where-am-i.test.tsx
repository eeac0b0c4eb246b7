/**
 * "Where am I" on the planner, against the in-process sandbox: the pin named for the searched place, the
 * ZIP areas and the route labels the map is given, the route card (on a focused row, with the shaded
 * demographic), the skip link from the search field to the table, and the phone's second line per row.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CarrierRoute } from '../../../api/contract/carrier-route';
import { setupAppSandbox } from '../../../../test/support/app-sandbox';
import { renderApp } from '../../../../test/support/render';
import { fakeMap as fake } from '../../../../test/support/fake-map';

// jsdom has no WebGL: the stand-in map (test/support/fake-map.tsx), 800 x 600 px here, its projection
// putting every point in its middle, so a route's card is placed on it.
vi.mock('react-map-gl/maplibre', async () => (await import('../../../../test/support/fake-map')).mapGl());
vi.mock('terra-draw', async () => (await import('../../../../test/support/fake-map')).terraDraw());
vi.mock('terra-draw-maplibre-gl-adapter', async () =>
  (await import('../../../../test/support/fake-map')).adapter(),
);

const env = setupAppSandbox();
beforeAll(() => {
  fake.view = { width: 800, height: 600, point: { x: 400, y: 300 } };
});

const AUSTIN = { lat: 30.26715, lng: -97.74306 };
const RADIUS = 2000;
const PLAN = `/plan?lat=${AUSTIN.lat}&lng=${AUSTIN.lng}&q=${encodeURIComponent('Austin, TX')}&r=${RADIUS}`;

async function searchRoutes(): Promise<CarrierRoute[]> {
  const found = await env.data(
    `/client/carrier-routes/search?lat=${AUSTIN.lat}&lng=${AUSTIN.lng}&radius=${RADIUS}&first=500&includePaths=true`,
  );
  return (found as { nodes: CarrierRoute[] }).nodes;
}

const nf = new Intl.NumberFormat('en-US');

async function openPlanner() {
  const app = renderApp(PLAN, { clientKey: env.key });
  const table = await screen.findByRole('table', { name: 'Routes in the search' }, { timeout: 20000 });
  const routes = await searchRoutes();
  await waitFor(() =>
    expect(
      within(table)
        .getAllByRole('row')
        .filter((r) => r.dataset.route),
    ).toHaveLength(routes.length),
  );
  return { app, table, routes };
}

type Collection<P> = { features: { properties: P }[] };

describe('where am I', () => {
  it('pins the searched place, outlines and names its ZIPs, and labels routes with their ZIP', async () => {
    const { routes } = await openPlanner();
    expect(screen.getByRole('img', { name: 'Searched place: Austin, TX' })).toBeInTheDocument();

    const withArea = routes.filter((r) => (r.paths ?? []).some((p) => p.length >= 3));
    const zips = [...new Set(withArea.map((r) => r.zip))].sort();
    expect(zips.length).toBeGreaterThan(1);
    // The outlines and names share a source, told apart by their part, filled once the routes are drawn.
    const zipParts = (source: string, part: string) =>
      ((fake.sources[source] as Collection<{ zip: string; part?: string }> | undefined)?.features ?? [])
        .filter((f) => f.properties.part === part)
        .map((f) => f.properties.zip);
    await waitFor(() => expect([...zipParts('zip-areas', 'zip-label')].sort()).toEqual(zips));
    const outlined = zipParts('zip-areas', 'zip-outline');
    expect([...outlined].sort()).toEqual(zips);

    const labels = (fake.sources['routes'] as Collection<{ key?: string; label: string }>).features;
    for (const { properties } of labels) {
      if (!properties.key) continue;
      const [zip, code] = properties.key.split('-');
      expect(properties.label).toBe(`${zip} · ${code}`);
    }
    expect(JSON.parse(screen.getByTestId('layer-routes-label').dataset.layout!)['text-field']).toEqual([
      'get',
      'label',
    ]);
  });

  it('shows a focused row’s route on the map: outlined, with its card, until the focus leaves', async () => {
    const { table, routes } = await openPlanner();
    const row = within(table)
      .getAllByRole('row')
      .find((r) => r.dataset.route)!;
    const route = routes.find((r) => `${r.zip}-${r.croute}` === row.dataset.route)!;
    expect(screen.queryByTestId('route-card')).not.toBeInTheDocument();

    const checkbox = within(row).getByRole('checkbox');
    checkbox.focus();
    await waitFor(() =>
      expect(screen.getByTestId('layer-routes-hover').dataset.filter).toContain(row.dataset.route!),
    );
    const card = await screen.findByTestId('route-card');
    expect(card).toHaveTextContent(`ZIP ${route.zip} · Route ${route.croute}`);
    expect(card).toHaveTextContent(route.croute.startsWith('R') ? 'Rural route' : 'City route');
    const figure = (name: string) =>
      within(card).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Homes')).toBe(nf.format(route.residentCount));
    expect(figure('Businesses')).toBe(nf.format(route.businessCount));
    expect(figure('Pieces')).toBe(nf.format(route.totalCount));

    checkbox.blur();
    await waitFor(() => expect(screen.queryByTestId('route-card')).not.toBeInTheDocument());
    expect(screen.getByTestId('layer-routes-hover').dataset.filter).not.toContain(row.dataset.route!);
  });

  it('puts the shaded demographic on the card, in the attribute’s words', async () => {
    const { app, table } = await openPlanner();
    await app.user.selectOptions(screen.getByLabelText('Shade routes by'), 'household_income');
    const row = within(table)
      .getAllByRole('row')
      .find((r) => r.dataset.route)!;
    within(row).getByRole('checkbox').focus();
    const card = await screen.findByTestId('route-card');
    expect(card).toHaveTextContent(/Household income, middle household/i);
  });

  it('skips from the search field to the routes table in one Tab and Enter', async () => {
    const { app } = await openPlanner();
    await app.user.click(screen.getByLabelText('Address, city or ZIP code'));
    await app.user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to the routes table' });
    expect(skip).toHaveFocus();
    await app.user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Routes, scrollable' })).toHaveFocus();
  });

  it('gives each row a phone line with its ZIP before the code and its homes and businesses below', async () => {
    const { table, routes } = await openPlanner();
    for (const row of within(table)
      .getAllByRole('row')
      .filter((r) => r.dataset.route)
      .slice(0, 5)) {
      const route = routes.find((r) => `${r.zip}-${r.croute}` === row.dataset.route)!;
      expect(row).toHaveTextContent(`${route.zip} · ${route.croute}`);
      expect(row).toHaveTextContent(
        `${nf.format(route.residentCount)} homes · ${nf.format(route.businessCount)} businesses`,
      );
    }
    expect(within(table).getByRole('button', { name: /Pieces/ })).toBeInTheDocument();
  });
});
