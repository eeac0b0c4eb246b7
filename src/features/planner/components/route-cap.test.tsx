/**
 * A search with more routes than it lists (issue 27): Portland within 20 km has more than the 500 routes a
 * search returns. The planner says how many of how many it lists, "select all" says what it selects out
 * of what exists, and "Find the other …" brings in every route of the radius the search left out.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderApp } from '../../../../test/support/render';
import { planUrl, setupRoutePlannerSandbox } from '../../../../test/support/route-planner';

vi.mock('react-map-gl/maplibre', async () => (await import('../../../../test/support/fake-map')).mapGl());
vi.mock('terra-draw', async () => (await import('../../../../test/support/fake-map')).terraDraw());
vi.mock('terra-draw-maplibre-gl-adapter', async () =>
  (await import('../../../../test/support/fake-map')).adapter(),
);

const planner = setupRoutePlannerSandbox();
const PORTLAND = { lat: 45.5152, lng: -122.6784 };
const nf = new Intl.NumberFormat('en-US');

it('says it lists the nearest 500 of the routes in the radius, selects those saying so, and finds the others', async () => {
  const { totalCount, nodes } = await planner.read<{ totalCount: number; nodes: unknown[] }>(
    `/client/carrier-routes/search?lat=${PORTLAND.lat}&lng=${PORTLAND.lng}&radius=20000&first=500`,
  );
  expect(nodes).toHaveLength(500);
  expect(totalCount).toBeGreaterThan(500);

  const app = renderApp(planUrl(PORTLAND, 'Portland, OR', 20000), { clientKey: planner.key });
  expect(
    await screen.findByText(new RegExp(`^Showing the nearest 500 of ${nf.format(totalCount)} routes within`)),
  ).toBeInTheDocument();
  const selectAll = screen.getByRole('button', {
    name: `Select the nearest 500 of ${nf.format(totalCount)} in radius`,
  });
  await app.user.click(selectAll);
  const toolbar = screen.getByRole('toolbar', { name: 'Selection tools' });
  await waitFor(() => expect(within(toolbar).getByRole('button', { name: 'Clear' })).toBeEnabled());
  expect(await screen.findByText(/^500 routes selected/)).toBeInTheDocument();

  // The others, found by searching around the ring the first search left out.
  await app.user.click(screen.getByRole('button', { name: `Find the other ${nf.format(totalCount - 500)}` }));
  const all = `All ${nf.format(totalCount)} routes within 12 mi are listed: the nearest 500 and ${nf.format(totalCount - 500)} more found around them.`;
  expect(await screen.findByText(all, {}, { timeout: 30_000 })).toBeInTheDocument();
  await app.user.click(screen.getByRole('button', { name: 'Select all in radius' }));
  expect(
    await screen.findByText(new RegExp(`^${nf.format(totalCount)} routes selected`)),
  ).toBeInTheDocument();
}, 90_000);
