/**
 * The planner's map layers against the in-process sandbox: demographic shading with "select only the routes
 * at or above", the routes the client's past direct-mail campaigns targeted, and the street basemap.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CarrierRoute } from '../../../api/contract/carrier-route';
import { renderApp } from '../../../../test/support/render';
import { env } from '../../../config/env';
import { fakeMap as fake } from '../../../../test/support/fake-map';
import {
  AUSTIN,
  expectSelection,
  keyOf,
  mapSelection,
  planUrl,
  PORTLAND_Q,
  setupRoutePlannerSandbox,
  tableRows,
} from '../../../../test/support/route-planner';

// jsdom has no WebGL. The map is a stand-in: it hands the planner a map whose centre the test sets, runs
// `onLoad` once (so the planner starts its lasso), and renders its layers and sources for the test to read.
vi.mock('react-map-gl/maplibre', async () => (await import('../../../../test/support/fake-map')).mapGl());
vi.mock('terra-draw', async () => (await import('../../../../test/support/fake-map')).terraDraw());
vi.mock('terra-draw-maplibre-gl-adapter', async () =>
  (await import('../../../../test/support/fake-map')).adapter(),
);

const planner = setupRoutePlannerSandbox();
const { read, searchRoutes } = planner;

describe('demographic shading', () => {
  type Attribute = { key: string; label: string; values: { value: string; label: string }[] };
  const radius = 2000;

  it('selects exactly the routes where most households are at or above the band chosen', async () => {
    const { attributes } = await read<{ attributes: Attribute[] }>('/client/eddm/demographic-attributes');
    const income = attributes.find((a) => a.key === 'household_income')!;
    const routes = await searchRoutes(AUSTIN, radius);
    const threshold = income.values.find((v) => v.value === '75k_100k')!;
    const rank = (code: string) => income.values.findIndex((v) => v.value === code);
    // More than half the route's households have an income in the threshold's band or above.
    const passes = (route: CarrierRoute) => {
      const counts = route.demographics?.find((d) => d.key === income.key)?.values ?? [];
      const total = counts.reduce((s, c) => s + c.count, 0);
      const above = counts
        .filter((c) => rank(c.value) >= rank(threshold.value))
        .reduce((s, c) => s + c.count, 0);
      return above * 2 > total;
    };
    const expected = routes.filter(passes).map(keyOf);
    const others = routes.filter((r) => !passes(r)).map(keyOf);
    // The band must split the routes, or the test proves nothing.
    expect(expected.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);

    const app = renderApp(planUrl(AUSTIN, 'Austin, TX', radius), { clientKey: planner.key });
    const rows = await tableRows(routes.length);
    // A route selected before, below the band: "only these" drops it.
    await app.user.click(within(rows.find((r) => r.dataset.route === others[0])!).getByRole('checkbox'));
    expectSelection(rows, [others[0]!]);

    const panel = screen.getByRole('region', { name: 'Who lives there' });
    await app.user.selectOptions(await within(panel).findByLabelText('Shade routes by'), income.label);
    expect(
      within(panel).getByRole('list', { name: `Legend: ${income.label}, typical household` }),
    ).toBeInTheDocument();
    // The lowest band first: every route with data.
    expect(within(panel).getByLabelText('At or above')).toHaveValue(income.values[0]!.value);

    await app.user.selectOptions(within(panel).getByLabelText('At or above'), threshold.label);
    const select = within(panel).getByRole('button', { name: `Select only these ${expected.length} routes` });
    await app.user.click(select);
    expectSelection(rows, expected);

    // The map shades the routes by band: no colour of a route that passes is the colour of one that does not.
    const features = (fake.sources.routes as { features: { properties: { key: string; shade: string } }[] })
      .features;
    const shades = (keys: string[]) =>
      new Set(features.filter((f) => keys.includes(f.properties.key)).map((f) => f.properties.shade));
    expect(shades(expected).has('')).toBe(false);
    expect([...shades(expected)].filter((c) => shades(others).has(c))).toEqual([]);

    // One step back returns the selection from before.
    await app.user.click(screen.getByRole('button', { name: 'Undo' }));
    expectSelection(rows, [others[0]!]);
  });
});

describe('previously mailed routes', () => {
  type Campaigns = { nodes: { id: string; name: string }[] };
  type Targeting = { routes: { zip: string; croute: string }[] };

  /** The routes a client's direct-mail campaigns in these statuses targeted, with the campaigns' names. */
  async function targetedBy(clientKey: string, statuses: string) {
    const { nodes } = await read<Campaigns>(
      `/client/campaigns?types=3&statuses=${statuses}&first=20`,
      clientKey,
    );
    const out = new Map<string, string[]>();
    for (const c of nodes) {
      const t = await read<Targeting>(`/client/campaigns/${c.id}/draft-targeting`, clientKey);
      for (const r of t.routes) out.set(keyOf(r), [...(out.get(keyOf(r)) ?? []), c.name]);
    }
    return out;
  }
  /** Active, paused or completed: campaigns that went out. */
  const WENT_OUT = '10,15,20';

  /**
   * Searches `q`, and checks that the table and the map mark exactly the listed routes client 0's campaigns
   * that went out targeted, each with the names of those campaigns. Gives the listed keys and client 0's
   * marks, for the case's own checks.
   */
  async function expectMarks(q: string, radius: number) {
    const { nodes } = await read<{ nodes: { lat: number; lng: number }[] }>(
      `/client/geocode?q=${encodeURIComponent(q)}`,
    );
    const place = nodes[0]!;
    const listed = (await searchRoutes(place, radius)).map(keyOf);
    const mine = await targetedBy(planner.key, WENT_OUT);
    const marked = listed.filter((k) => mine.has(k)).sort();
    expect(marked.length).toBeGreaterThan(0);

    renderApp(planUrl(place, q, radius), { clientKey: planner.key });
    const rows = await tableRows(listed.length);
    const isMarked = (row: HTMLElement) => within(row).queryByText(', mailed before') !== null;
    await waitFor(() =>
      expect(
        rows
          .filter(isMarked)
          .map((r) => r.dataset.route)
          .sort(),
      ).toEqual(marked),
    );
    for (const row of rows.filter(isMarked))
      expect(within(row).getByText(', mailed before').parentElement).toHaveAttribute(
        'title',
        `Mailed before: ${mine.get(row.dataset.route!)!.join(', ')}`,
      );

    // The map marks the same routes.
    const features = (fake.sources.routes as { features: { properties: { key: string; mailed: number } }[] })
      .features;
    expect(
      features
        .filter((f) => f.properties.mailed === 1)
        .map((f) => f.properties.key)
        .sort(),
    ).toEqual(marked);
    return { listed, mine };
  }

  it('marks the routes the client’s past campaigns targeted, and not those only other clients mailed', async () => {
    const theirs = new Set<string>();
    for (const other of planner.sandbox.credentials.clients.slice(1))
      for (const k of (await targetedBy(other.clientKey, WENT_OUT)).keys()) theirs.add(k);
    const { listed, mine } = await expectMarks(PORTLAND_Q, 1000);
    // Routes only another client mailed are in the search, or the test proves nothing.
    expect(listed.filter((k) => theirs.has(k) && !mine.has(k)).length).toBeGreaterThan(0);
  });

  it('names every campaign that mailed a route, and does not mark the routes of a mere draft', async () => {
    const drafts = await targetedBy(planner.key, '0');
    const { listed, mine } = await expectMarks('Minneapolis, MN', 2000);
    // A route mailed twice, and a route only a draft holds, are in the search, or the test proves nothing.
    expect(listed.filter((k) => (mine.get(k)?.length ?? 0) > 1).length).toBeGreaterThan(0);
    expect(listed.filter((k) => drafts.has(k) && !mine.has(k)).length).toBeGreaterThan(0);
  });
});

describe('street basemap', () => {
  const NOTICE = 'The street map is unavailable right now; your routes still work.';

  it('when the street map cannot be reached, says so and goes on planning on the plain style', async () => {
    // Component tests draw the plain style (.env.test); this one is built for a street map.
    const plain = env.mapStyleUrl;
    env.mapStyleUrl = 'https://tiles.example.com/styles/streets';
    try {
      const radius = 1000;
      const app = renderApp(planUrl(AUSTIN, 'Austin, TX', radius), { clientKey: planner.key });
      const rows = await tableRows((await searchRoutes(AUSTIN, radius)).length);
      expect(fake.props!.mapStyle).toBe('https://tiles.example.com/styles/streets');
      expect(screen.getByTestId('scale').dataset.unit).toBe('imperial'); // a US account
      expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();

      // The style could not be fetched (offline, blocked): MapLibre reports an error.
      vi.spyOn(console, 'error').mockImplementationOnce(() => undefined);
      act(() => fake.props!.onError!({ type: 'error', error: new Error('Failed to fetch') }));
      expect(await screen.findByText(NOTICE)).toBeInTheDocument();
      expect(fake.props!.mapStyle).toMatchObject({ sources: {}, layers: [{ type: 'background' }] });

      // The routes are still on the map, and still picked.
      expect(screen.getByTestId('layer-routes-fill')).toBeInTheDocument();
      await app.user.click(within(rows[0]!).getByRole('checkbox'));
      await waitFor(() => expect(mapSelection()).toEqual([rows[0]!.dataset.route]));
    } finally {
      env.mapStyleUrl = plain;
    }
  });
});
