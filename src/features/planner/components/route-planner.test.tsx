/**
 * The planner's map wiring against the in-process sandbox: the lasso in remove mode (and with Alt held),
 * and "Search this area" (route-planner-layers.test.tsx: the map's layers).
 */
import { booleanIntersects } from '@turf/boolean-intersects';
import { polygon } from '@turf/helpers';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { LngLat } from '../../../api/contract/carrier-route';
import { renderApp, type RenderedApp } from '../../../../test/support/render';
import { fakeMap as fake } from '../../../../test/support/fake-map';
import {
  AUSTIN,
  currentRows,
  expectSelection,
  keyOf,
  modeButton,
  planUrl,
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
    const routes = await planner.searchRoutes(AUSTIN, radius);
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

    const app = renderApp(planUrl(AUSTIN, 'Austin, TX', radius), { clientKey: planner.key });
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
    const app = renderApp(planUrl(AUSTIN, 'Austin, TX', radius), { clientKey: planner.key });
    const rows = await selectAll(app);
    await waitFor(() => expect(app.searchParams().get('routes')).not.toBeNull());
    await app.user.click(screen.getByRole('button', { name: 'Undo' }));
    expectSelection(rows, []);
    await waitFor(() => expect(app.searchParams().get('routes')).toBeNull());
  });

  it('in add mode adds the touched routes, and removes them with Alt held; Alt in remove mode adds', async () => {
    const app = renderApp(planUrl(AUSTIN, 'Austin, TX', radius), { clientKey: planner.key });
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
    const app = renderApp(planUrl(AUSTIN, 'Austin, TX', radius), { clientKey: planner.key });
    await tableRows((await planner.searchRoutes(AUSTIN, radius)).length);
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

    const there = (await planner.searchRoutes(east, radius)).map(keyOf).sort();
    const here = (await planner.searchRoutes(AUSTIN, radius)).map(keyOf).sort();
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
