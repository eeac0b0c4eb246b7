/**
 * The import dialog against the in-process sandbox, at the most routes a campaign can hold: an import
 * that would leave more chosen says so and cannot be chosen; replacing the chosen routes instead can.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startAppSandbox } from '../../../../test/support/render';
import type { Sandbox } from '../../../../test/support/sandbox';
import type { CarrierRoute } from '../../../api/contract/carrier-route';
import { createQueryClient } from '../../../api/query-client';
import { setClientKey } from '../../../api/session';
import type { PlanUrlState } from '../../../lib/plan-url';
import { toPlannerRoute, type RouteKey } from '../types';
import { RouteListActions } from './route-list-actions';

const AUSTIN = { lat: 30.26715, lng: -97.74306 };
let sandbox: Sandbox;
let key: string;
let inSearch: CarrierRoute[];

beforeAll(async () => {
  sandbox = await startAppSandbox();
  key = sandbox.credentials.clients[0]!.clientKey;
  const response = await sandbox.fetch(
    `http://sandbox.test/client/carrier-routes/search?lat=${AUSTIN.lat}&lng=${AUSTIN.lng}&radius=3000&first=50`,
    { headers: { Authorization: `Bearer ${key}` } },
  );
  inSearch = ((await response.json()) as { data: { nodes: CarrierRoute[] } }).data.nodes;
});
afterAll(() => sandbox.close());

const keyOf = (r: { zip: string; croute: string }) => `${r.zip}-${r.croute}`;

it('an import past 2,000 chosen routes says so and is not offered; replacing the chosen ones is', async () => {
  setClientKey(key);
  // 1,999 routes chosen already (brought in from elsewhere), none of them the two imported.
  const chosen = Array.from({ length: 1999 }, (_, i) => `${String(10_000 + i).padStart(5, '0')}-C001`);
  const imports: { keys: RouteKey[]; mode: string }[] = [];
  const plan: PlanUrlState = {
    point: AUSTIN,
    label: 'Austin, TX',
    radius: 3000,
    format: 'SMALL' as PlanUrlState['format'],
    selected: chosen,
  };
  function Harness() {
    const [selected, setSelected] = useState<ReadonlySet<RouteKey>>(new Set(chosen));
    return (
      <RouteListActions
        routes={inSearch.map(toPlannerRoute)}
        selected={selected}
        plan={{ ...plan, selected: [...selected] }}
        shown={null}
        onImport={(keys, _found, mode) => {
          imports.push({ keys, mode });
          setSelected((prev) => new Set(mode === 'replace' ? keys : [...prev, ...keys]));
        }}
      />
    );
  }
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );

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
  expect(imports).toEqual([{ keys: [keyOf(a!), keyOf(b!)], mode: 'replace' }]);
});
