/**
 * The import dialog against the in-process sandbox, at the most routes a campaign can hold: an import
 * that would leave more chosen says so and cannot be chosen; replacing the chosen routes instead can.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, expect, it } from 'vitest';
import { setupAppSandbox } from '../../../../test/support/app-sandbox';
import { AUSTIN, keyOf, renderRouteList, searchRoutes } from '../../../../test/support/route-list-harness';
import type { CarrierRoute } from '../../../api/contract/carrier-route';

const env = setupAppSandbox();
let inSearch: CarrierRoute[];

beforeAll(async () => {
  inSearch = await searchRoutes(env.sandbox, env.key, AUSTIN, 50);
});

it('an import past 2,000 chosen routes says so and is not offered; replacing the chosen ones is', async () => {
  // 1,999 routes chosen already (brought in from elsewhere), none of them the two imported.
  const chosen = Array.from({ length: 1999 }, (_, i) => `${String(10_000 + i).padStart(5, '0')}-C001`);
  const { user, imports } = renderRouteList(env.key, inSearch, chosen);

  const [a, b] = inSearch;
  await user.click(screen.getByRole('button', { name: 'Import routes' }));
  const dialog = screen.getByRole('dialog', { name: 'Import routes' });
  await user.click(within(dialog).getByLabelText('Route codes'));
  await user.paste(`${keyOf(a!)}\n${keyOf(b!)}`);
  await user.click(within(dialog).getByRole('button', { name: 'Find these routes' }));
  expect(await within(dialog).findByTestId('import-preview')).toHaveTextContent('2 routes found.');

  const choose = within(dialog).getByRole('button', { name: 'Choose 2 routes' });
  expect(choose).toBeDisabled();
  expect(choose).toHaveAccessibleDescription(
    'Adding these would make 2,001 routes chosen, but a campaign can hold at most 2,000: replace the routes chosen now with these, or import fewer.',
  );
  await user.click(choose);
  expect(imports).toHaveLength(0);

  await user.click(within(dialog).getByLabelText('Replace them with these'));
  await waitFor(() => expect(choose).toBeEnabled());
  expect(within(dialog).queryByText(/can hold at most/)).toBeNull();
  await user.click(choose);
  expect(imports).toMatchObject([{ keys: [keyOf(a!), keyOf(b!)], mode: 'replace' }]);
});
