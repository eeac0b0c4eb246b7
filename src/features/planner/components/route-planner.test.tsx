/**
 * The planner's map wiring against the in-process sandbox: the lasso in remove mode (and with Alt held),
 * "Search this area", demographic shading with "select only the routes at or above", and the routes the
 * client's past direct-mail campaigns targeted.
 */
import { booleanIntersects } from '@turf/boolean-intersects';
import { polygon } from '@turf/helpers';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CarrierRoute, LngLat } from '../../../api/contract/carrier-route';
import { renderApp, startAppSandbox, type RenderedApp } from '../../../../test/support/render';
import type { Sandbox } from '../../../../test/support/sandbox';
import { env } from '../../../config/env';
import { fakeMap as fake } from '../../../../test/support/fake-map';

// jsdom has no WebGL. The map is a stand-in: it hands the planner a map whose centre the test sets, runs
// `onLoad` once (so the planner starts its lasso), and renders its layers and sources for the test to read.
vi.mock('react-map-gl/maplibre', async () => (await import('../../../../test/support/fake-map')).mapGl());
vi.mock('terra-draw', async () => (await import('../../../../test/support/fake-map')).terraDraw());
vi.mock('terra-draw-maplibre-gl-adapter', async () =>
  (await import('../../../../test/support/fake-map')).adapter(),
);

// A fixed seed anchor, so the seeded campaigns (and the routes they targeted) are the same on every run.
const NOW = new Date('2026-05-15T12:00:00Z');
let sandbox: Sandbox;
let key: string;
beforeAll(async () => {
  sandbox = await startAppSandbox({ now: NOW });
  key = sandbox.credentials.clients[0]!.clientKey;
});
afterAll(() => sandbox.close());

const AUSTIN = { lat: 30.26715, lng: -97.74306 };
const PORTLAND_Q = 'Portland, OR';

/** A read of the sandbox as a client, past the app (the test's own view of the data). */
async function read<T>(path: string, clientKey = key): Promise<T> {
  const response = await sandbox.fetch(`http://sandbox.test${path}`, {
    headers: { Authorization: `Bearer ${clientKey}` },
  });
  const body = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

const keyOf = (r: { zip: string; croute: string }) => `${r.zip}-${r.croute}`;

/** The routes the planner's search lists at a point. */
const searchRoutes = (point: { lat: number; lng: number }, radius: number) =>
  read<{ nodes: CarrierRoute[] }>(
    `/client/carrier-routes/search?lat=${point.lat}&lng=${point.lng}&radius=${radius}&first=500&includePaths=true&includeDemographics=true`,
  ).then((r) => r.nodes);

const planUrl = (point: { lat: number; lng: number }, label: string, radius: number) =>
  `/plan?lat=${point.lat}&lng=${point.lng}&q=${encodeURIComponent(label)}&r=${radius}`;

/** The rows of the routes table now. */
const currentRows = () =>
  within(screen.getByRole('table', { name: 'Routes in the search' }))
    .queryAllByRole('row')
    .filter((r) => r.dataset.route);

/** The rows of the routes table, once it lists `count` routes. */
async function tableRows(count: number) {
  // The first test of the file also loads the planner's code: a busy 2-core machine takes its time.
  await screen.findByRole('table', { name: 'Routes in the search' }, { timeout: 20000 });
  await waitFor(() => expect(currentRows()).toHaveLength(count));
  return currentRows();
}

/** The selected route keys, as the map's selected layer shows them. */
function mapSelection(): string[] {
  const filter = JSON.parse(screen.getByTestId('layer-routes-selected').dataset.filter!) as unknown[];
  return filter[0] === 'in' ? [...(filter[2] as [string, string[]])[1]].sort() : [];
}

/** The selected route keys, as the table's checkboxes show them. */
const tableSelection = (rows: HTMLElement[]) =>
  rows
    .filter((r) => within(r).getByRole('checkbox').matches(':checked'))
    .map((r) => r.dataset.route!)
    .sort();

function expectSelection(rows: HTMLElement[], keys: Iterable<string>) {
  const expected = [...keys].sort();
  expect(tableSelection(rows)).toEqual(expected);
  expect(mapSelection()).toEqual(expected);
}

const modeButton = (name: string) =>
  within(screen.getByRole('group', { name: 'Map selection' })).getByRole('button', { name });

describe('lasso', () => {
  const radius = 1000;
  // A loop over part of the search: a box east of the searched point.
  const box = { west: -97.7431, south: 30.2635, east: -97.737, north: 30.2705 };
  const loop = [
    [box.west, box.south],
    [box.east, box.south],
    [box.east, box.north],
    [box.west, box.north],
    [box.west, box.south],
  ];
  let all: string[];
  let touched: Set<string>;

  beforeAll(async () => {
    const routes = await searchRoutes(AUSTIN, radius);
    all = routes.map(keyOf);
    // Which routes the loop touches, by turf (not by the planner's own hit test).
    const lasso = polygon([loop]);
    const ring = (path: LngLat[]) => {
      const coords = path.map((p) => [p.lng, p.lat]);
      const [first, last] = [coords[0]!, coords.at(-1)!];
      return first[0] === last[0] && first[1] === last[1] ? coords : [...coords, first];
    };
    touched = new Set(
      routes
        .filter((r) =>
          (r.paths ?? []).some((p) => p.length >= 3 && booleanIntersects(polygon([ring(p)]), lasso)),
        )
        .map(keyOf),
    );
  });

  async function selectAll(app: RenderedApp) {
    const rows = await tableRows(all.length);
    await app.user.click(screen.getByRole('button', { name: 'Select all in radius' }));
    expectSelection(rows, all);
    return rows;
  }

  it('in remove mode removes the routes the loop touches and only them; undo puts them back', async () => {
    // The loop must touch some routes of the search and leave others, or the test proves nothing.
    expect(touched.size).toBeGreaterThan(1);
    expect(touched.size).toBeLessThan(all.length - 1);

    const app = renderApp(planUrl(AUSTIN, 'Austin, TX', radius), { clientKey: key });
    const rows = await selectAll(app);

    await app.user.click(modeButton('Lasso: remove'));
    expect(modeButton('Lasso: remove')).toHaveAttribute('aria-pressed', 'true');
    expect(fake.draw!.mode).toBe('freehand');
    expect(screen.getByText(/Drag a loop to remove the routes it touches/)).toBeInTheDocument();

    act(() => fake.draw!.finish(loop));
    const kept = all.filter((k) => !touched.has(k));
    await waitFor(() => expectSelection(rows, kept));
    await waitFor(() => expect(app.searchParams().get('routes')).not.toBeNull());

    // A second loop over routes no longer selected changes nothing, and makes no undo step of its own.
    act(() => fake.draw!.finish(loop));
    expectSelection(rows, kept);

    await app.user.click(screen.getByRole('button', { name: 'Undo' }));
    expectSelection(rows, all);
    await app.user.click(screen.getByRole('button', { name: 'Redo' }));
    expectSelection(rows, kept);

    // Back to clicking: the lasso stops drawing.
    await app.user.click(modeButton('Click'));
    expect(fake.draw!.mode).toBe('static');
  });

  it('an undo back to no route takes the routes out of the address too', async () => {
    const app = renderApp(planUrl(AUSTIN, 'Austin, TX', radius), { clientKey: key });
    const rows = await selectAll(app);
    await waitFor(() => expect(app.searchParams().get('routes')).not.toBeNull());
    await app.user.click(screen.getByRole('button', { name: 'Undo' }));
    expectSelection(rows, []);
    await waitFor(() => expect(app.searchParams().get('routes')).toBeNull());
  });

  it('in add mode adds the touched routes, and removes them with Alt held; Alt in remove mode adds', async () => {
    const app = renderApp(planUrl(AUSTIN, 'Austin, TX', radius), { clientKey: key });
    const rows = await tableRows(all.length);

    await app.user.click(modeButton('Lasso: add'));
    act(() => fake.draw!.finish(loop));
    await waitFor(() => expectSelection(rows, touched));

    await app.user.click(screen.getByRole('button', { name: 'Select all in radius' }));
    expectSelection(rows, all);
    fireEvent.keyDown(window, { key: 'Alt', altKey: true });
    act(() => fake.draw!.finish(loop));
    fireEvent.keyUp(window, { key: 'Alt', altKey: false });
    await waitFor(() =>
      expectSelection(
        rows,
        all.filter((k) => !touched.has(k)),
      ),
    );

    await app.user.click(modeButton('Lasso: remove'));
    fireEvent.keyDown(window, { key: 'Alt', altKey: true });
    act(() => fake.draw!.finish(loop));
    fireEvent.keyUp(window, { key: 'Alt', altKey: false });
    await waitFor(() => expectSelection(rows, all));

    // Alt released: remove mode removes again.
    act(() => fake.draw!.finish(loop));
    await waitFor(() =>
      expectSelection(
        rows,
        all.filter((k) => !touched.has(k)),
      ),
    );
  });
});

describe('Search this area', () => {
  it('is offered once the map moves well away from the search, and searches at the map’s centre', async () => {
    const radius = 1000;
    const app = renderApp(planUrl(AUSTIN, 'Austin, TX', radius), { clientKey: key });
    await tableRows((await searchRoutes(AUSTIN, radius)).length);
    const moveTo = (point: { lat: number; lng: number }) => {
      fake.centre = point;
      act(() => fake.props!.onMoveEnd!());
    };

    // A small move (about 400 m, under three quarters of the radius) offers nothing.
    moveTo({ lat: AUSTIN.lat, lng: AUSTIN.lng + 0.0042 });
    expect(screen.queryByRole('button', { name: 'Search this area' })).not.toBeInTheDocument();

    // About 3 km east: offered. Moving back near the search takes the offer away again.
    const east = { lat: 30.26715, lng: -97.71186 };
    moveTo(east);
    expect(await screen.findByRole('button', { name: 'Search this area' })).toBeInTheDocument();
    moveTo(AUSTIN);
    expect(screen.queryByRole('button', { name: 'Search this area' })).not.toBeInTheDocument();
    moveTo(east);

    const there = (await searchRoutes(east, radius)).map(keyOf).sort();
    const here = (await searchRoutes(AUSTIN, radius)).map(keyOf).sort();
    expect(there).not.toEqual(here);

    await app.user.click(screen.getByRole('button', { name: 'Search this area' }));
    await waitFor(() => expect(app.searchParams().get('lng')).toBe(String(east.lng)));
    expect(app.searchParams().get('lat')).toBe(String(east.lat));
    expect(app.searchParams().get('q')).toBe('Near Austin, TX');
    expect(app.searchParams().get('r')).toBe(String(radius));
    expect(screen.queryByRole('button', { name: 'Search this area' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Address, city or ZIP code')).toHaveValue('Near Austin, TX'),
    );

    // The table lists the routes around the new centre, and the minimum is still Austin's.
    await waitFor(() =>
      expect(
        currentRows()
          .map((r) => r.dataset.route)
          .sort(),
      ).toEqual(there),
    );
    expect(await screen.findByTestId('planner-gauge')).toHaveTextContent(/-piece minimum/);
  });
});

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

    const app = renderApp(planUrl(AUSTIN, 'Austin, TX', radius), { clientKey: key });
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
    const mine = await targetedBy(key, WENT_OUT);
    const marked = listed.filter((k) => mine.has(k)).sort();
    expect(marked.length).toBeGreaterThan(0);

    renderApp(planUrl(place, q, radius), { clientKey: key });
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
    for (const other of sandbox.credentials.clients.slice(1))
      for (const k of (await targetedBy(other.clientKey, WENT_OUT)).keys()) theirs.add(k);
    const { listed, mine } = await expectMarks(PORTLAND_Q, 1000);
    // Routes only another client mailed are in the search, or the test proves nothing.
    expect(listed.filter((k) => theirs.has(k) && !mine.has(k)).length).toBeGreaterThan(0);
  });

  it('names every campaign that mailed a route, and does not mark the routes of a mere draft', async () => {
    const drafts = await targetedBy(key, '0');
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
      const app = renderApp(planUrl(AUSTIN, 'Austin, TX', radius), { clientKey: key });
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
