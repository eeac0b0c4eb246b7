import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Sandbox } from '../../../test/support/sandbox';
import { renderApp, startAppSandbox } from '../../../test/support/render';

// jsdom has no WebGL: the map is a stand-in that renders its layers and lets the test "click" a route.
const map = vi.hoisted(() => ({
  props: null as null | { onClick?: (e: unknown) => void },
}));
vi.mock('react-map-gl/maplibre', () => ({
  default: (props: { children?: ReactNode; onClick?: (e: unknown) => void }) => {
    map.props = props;
    return <div data-testid="map">{props.children}</div>;
  },
  Source: ({ children }: { children?: ReactNode }) => <>{children}</>,
  Layer: ({ id, filter }: { id: string; filter?: unknown }) => (
    <div data-testid={`layer-${id}`} data-filter={JSON.stringify(filter ?? null)} />
  ),
  NavigationControl: () => null,
}));
vi.mock('terra-draw', () => ({
  TerraDraw: class {},
  TerraDrawFreehandMode: class {},
}));
vi.mock('terra-draw-maplibre-gl-adapter', () => ({ TerraDrawMapLibreGLAdapter: class {} }));

let sandbox: Sandbox;
let key: string;
beforeAll(async () => {
  sandbox = await startAppSandbox();
  key = sandbox.credentials.clients[0]!.clientKey;
});
afterAll(() => sandbox.close());

const count = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
const totalsOf = () => {
  const dl = screen.getByTestId('planner-totals');
  const value = (label: string) => count(within(dl).getByText(label).nextElementSibling!.textContent);
  return { routes: value('Routes'), homes: value('Homes'), pieces: value('Pieces') };
};
const rowCells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent ?? '');

describe('Plan a mailing', () => {
  it('searches a city, lists its routes, and keeps totals, gauge, sort, quote and address in step', async () => {
    const app = renderApp('/plan', { clientKey: key });
    await app.findByRole('heading', { level: 1, name: 'Plan a mailing' });
    expect(
      screen.getByRole('heading', { name: 'Search an address, a city or a ZIP code' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Plan a mailing · Doorstep'));

    // 1 km: a few dozen routes, all rendered (a longer list renders only the rows in view).
    await app.user.selectOptions(screen.getByLabelText('Radius'), '1000');
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
    expect(totalsOf()).toEqual({ routes: 0, homes: 0, pieces: 0 });

    // The minimum comes from the city's channel rules.
    const gauge = await screen.findByTestId('planner-gauge');
    const minimum = count(/the ([\d,]+)-piece minimum/.exec(gauge.textContent ?? '')?.[1] ?? '');
    expect(minimum).toBeGreaterThan(0);

    // A checkbox selects a route: totals, gauge and the address follow.
    const first = rows()[0]!;
    const firstHomes = count(rowCells(first)[3]!);
    await app.user.click(within(first).getByRole('checkbox'));
    expect(totalsOf()).toEqual({ routes: 1, homes: firstHomes, pieces: firstHomes });
    expect(screen.getByTestId('planner-gauge')).toHaveTextContent(
      `${new Intl.NumberFormat().format(Math.max(0, minimum - firstHomes))} more pieces`,
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

    // Businesses too: pieces count them.
    await app.user.click(screen.getByLabelText('Mail businesses too'));
    await waitFor(() => expect(app.searchParams().get('biz')).toBe('1'));
    await waitFor(() => expect(totalsOf().pieces).toBeGreaterThan(totalsOf().homes));
    const t = totalsOf();

    // The live quote of the selection.
    const total = await screen.findByTestId('planner-quote-total', {}, { timeout: 5000 });
    expect(total.textContent).toMatch(/^\$[\d,]+\.\d{2}$/);
    expect(screen.getByTestId('planner-quote')).toHaveTextContent(
      `for ${new Intl.NumberFormat().format(Math.max(t.pieces, 1))} pieces`,
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
      clientKey: key,
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
});

/** The address form of one route key (see plan-url). */
const encodeKey = (key: string) => key.replace(/^(\d{5})-/, '$1-');
