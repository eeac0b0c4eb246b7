/**
 * "Plan a mailing" with more routes chosen than a campaign can hold (a shared address, or imports): the
 * planner says so next to its totals, and the draft cannot be started from it.
 */
import { screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { setupAppSandbox } from '../../../test/support/app-sandbox';
import { renderApp } from '../../../test/support/render';
import { encodeRouteKeys } from '../../lib/plan-url';

// jsdom has no WebGL: the map is a stand-in that renders its layers and lets the test "click" a route.
vi.mock('react-map-gl/maplibre', async () => (await import('../../../test/support/fake-map')).mapGl());
vi.mock('terra-draw', async () => (await import('../../../test/support/fake-map')).terraDraw());
vi.mock('terra-draw-maplibre-gl-adapter', async () =>
  (await import('../../../test/support/fake-map')).adapter(),
);

const env = setupAppSandbox();

it('more than 2,000 routes chosen: says how many to remove, and "Start a direct-mail draft" does nothing', async () => {
  const keys = Array.from(
    { length: 2001 },
    (_, i) => `${20_001 + Math.floor(i / 900)}-C${String((i % 900) + 1).padStart(3, '0')}`,
  );
  const app = renderApp(
    `/plan?lat=30.26715&lng=-97.74306&q=Austin%2C%20TX&r=1000&routes=${encodeRouteKeys(keys)}`,
    { clientKey: env.key },
  );
  expect(await screen.findByTestId('planner-route-limit', {}, { timeout: 10_000 })).toHaveTextContent(
    'A campaign can hold at most 2,000 routes, and 2,001 are chosen: remove 1 route to save them.',
  );
  const start = screen.getByRole('link', { name: 'Start a direct-mail draft with these routes' });
  expect(start).toHaveAttribute('aria-disabled', 'true');
  expect(start).toHaveAccessibleDescription(
    'A campaign can hold at most 2,000 routes, and 2,001 are chosen: remove 1 route to save them.',
  );
  const before = app.location().pathname;
  await app.user.click(start);
  await waitFor(() => expect(app.location().pathname).toBe(before));
});
