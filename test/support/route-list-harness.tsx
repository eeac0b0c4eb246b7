/**
 * The planner's route list row (`RouteListActions`) as the planner shows it, for its component tests:
 * the routes of a search around Austin read from the in-process sandbox, a selection that imports change
 * as the planner changes it, and every import recorded.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { CarrierRoute } from '../../src/api/contract/carrier-route';
import { endpoints } from '../../src/api/contract/endpoints';
import { createQueryClient } from '../../src/api/query-client';
import { setClientKey } from '../../src/api/session';
import type { PlanUrlState } from '../../src/lib/plan-url';
import { RouteListActions } from '../../src/features/planner/components/route-list-actions';
import { toPlannerRoute, type RouteKey } from '../../src/features/planner/types';
import { SANDBOX_BASE_URL } from './render';
import type { Sandbox } from './sandbox';

export const AUSTIN = { lat: 30.26715, lng: -97.74306 };

export const keyOf = (r: { zip: string; croute: string }): RouteKey => `${r.zip}-${r.croute}`;

/** The carrier routes within 3 km of `at`, nearest first, as the sandbox answers the search. */
export async function searchRoutes(
  sandbox: Sandbox,
  clientKey: string,
  at: { lat: number; lng: number },
  first = 500,
): Promise<CarrierRoute[]> {
  const query = new URLSearchParams({
    lat: String(at.lat),
    lng: String(at.lng),
    radius: '3000',
    first: String(first),
  });
  const response = await sandbox.fetch(`${SANDBOX_BASE_URL}${endpoints.searchCarrierRoutes.path}?${query}`, {
    headers: { Authorization: `Bearer ${clientKey}` },
  });
  return ((await response.json()) as { data: { nodes: CarrierRoute[] } }).data.nodes;
}

export type Imported = { keys: RouteKey[]; found: ReadonlyMap<RouteKey, CarrierRoute>; mode: string };

/** The row over `routes` with `chosen` selected, signed in as `clientKey`. */
export function renderRouteList(clientKey: string, routes: readonly CarrierRoute[], chosen: string[]) {
  setClientKey(clientKey);
  const imports: Imported[] = [];
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
        routes={routes.map(toPlannerRoute)}
        selected={selected}
        plan={{ ...plan, selected: [...selected] }}
        shown={null}
        onImport={(keys, found, mode) => {
          imports.push({ keys, found, mode });
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
  return { user, imports };
}
