import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import type { CarrierRoute } from '../../src/api/contract/carrier-route';
import { createQueryClient } from '../../src/api/query-client';
import { setClientKey } from '../../src/api/session';
import type { EmbeddedPlannerProps } from '../../src/features/planner/embedded-planner';
import { setupAppSandbox } from './app-sandbox';
import { SANDBOX_BASE_URL } from './render';
import type { Sandbox } from './sandbox';

/**
 * What the planner's component tests share (src/features/planner/**): a sandbox per test file seeded at
 * NOW, reads of the service, and readers of the table and the stand-in map. Not a test file itself; each
 * test file mocks the map modules itself (`vi.mock` is hoisted per file).
 */
// A fixed seed anchor, so the seeded campaigns (and the routes they targeted) are the same on every run.
export const NOW = new Date('2026-05-15T12:00:00Z');

export const AUSTIN = { lat: 30.26715, lng: -97.74306 };
export const PORTLAND_Q = 'Portland, OR';

export const keyOf = (r: { zip: string; croute: string }) => `${r.zip}-${r.croute}`;

export const planUrl = (point: { lat: number; lng: number }, label: string, radius: number) =>
  `/plan?lat=${point.lat}&lng=${point.lng}&q=${encodeURIComponent(label)}&r=${radius}`;

/** The rows of the routes table now. */
export const currentRows = () =>
  within(screen.getByRole('table', { name: 'Routes in the search' }))
    .queryAllByRole('row')
    .filter((r) => r.dataset.route);

/** The rows of the routes table, once it lists `count` routes. */
export async function tableRows(count: number) {
  // The first test of the file also loads the planner's code: a busy 2-core machine takes its time.
  await screen.findByRole('table', { name: 'Routes in the search' }, { timeout: 20000 });
  await waitFor(() => expect(currentRows()).toHaveLength(count));
  return currentRows();
}

/** The selected route keys, as the map's selected layer shows them. */
export function mapSelection(): string[] {
  const filter = JSON.parse(screen.getByTestId('layer-routes-selected').dataset.filter!) as unknown[];
  return filter[0] === 'in' ? [...(filter[2] as [string, string[]])[1]].sort() : [];
}

/** The selected route keys, as the table's checkboxes show them. */
export const tableSelection = (rows: HTMLElement[]) =>
  rows
    .filter((r) => within(r).getByRole('checkbox').matches(':checked'))
    .map((r) => r.dataset.route!)
    .sort();

export function expectSelection(rows: HTMLElement[], keys: Iterable<string>) {
  const expected = [...keys].sort();
  expect(tableSelection(rows)).toEqual(expected);
  expect(mapSelection()).toEqual(expected);
}

export const modeButton = (name: string) =>
  within(screen.getByRole('group', { name: 'Map selection' })).getByRole('button', { name });

export type RoutePlannerSandbox = {
  /** The sandbox (there from the file's first test on). */
  readonly sandbox: Sandbox;
  /** The first demo client's key. */
  readonly key: string;
  /** The `data` of a GET as a client (the first by default), past the app; throws on a refusal. */
  read<T>(path: string, clientKey?: string): Promise<T>;
  /** The routes the planner's search lists at a point (with their outlines and who lives there). */
  searchRoutes(point: { lat: number; lng: number }, radius: number): Promise<CarrierRoute[]>;
};

/** Starts a sandbox at NOW for the file's tests and closes it after (see ./app-sandbox.ts). */
export function setupRoutePlannerSandbox(): RoutePlannerSandbox {
  const env = setupAppSandbox({ now: NOW });
  async function read<T>(path: string, clientKey = env.key): Promise<T> {
    const response = await env.sandbox.fetch(`${SANDBOX_BASE_URL}${path}`, {
      headers: { Authorization: `Bearer ${clientKey}` },
    });
    const body = (await response.json()) as { data: T };
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    return body.data;
  }
  return {
    get sandbox() {
      return env.sandbox;
    },
    get key() {
      return env.key;
    },
    read,
    searchRoutes: (point, radius) =>
      read<{ nodes: CarrierRoute[] }>(
        `/client/carrier-routes/search?lat=${point.lat}&lng=${point.lng}&radius=${radius}&first=500&includePaths=true&includeDemographics=true`,
      ).then((r) => r.nodes),
  };
}

/** The line under "Fill to" (what the last fill did), or null when none is shown. */
export function fillNote(): string | null {
  const form = screen.getByRole('form', { name: 'Fill to a number of pieces' });
  const line = form.parentElement!.querySelector('p[role="status"]');
  return line && !line.classList.contains('sr-only') ? (line.textContent ?? '') : null;
}

/** The planner's totals as the totals panel shows them. */
export function plannerTotals() {
  const count = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
  const dl = screen.getByTestId('planner-totals');
  const value = (label: string) => count(within(dl).getByText(label).nextElementSibling!.textContent);
  return { routes: value('Routes'), pieces: value('Pieces') };
}

/**
 * The embedded planner (the draft wizard's routes step) alone at `path`, in a memory router, signed in as
 * `clientKey`; `props` as the wizard passes them. Loaded here, after the test file's map stand-ins.
 */
export async function renderEmbeddedPlanner(
  path: string,
  clientKey: string,
  props: Omit<EmbeddedPlannerProps, 'onRoutes'> = {},
) {
  const { EmbeddedPlanner } = await import('../../src/features/planner/embedded-planner');
  setClientKey(clientKey);
  const client = createQueryClient();
  const router = createMemoryRouter(
    [{ path: '*', element: createElement(EmbeddedPlanner, { ...props, onRoutes: () => {} }) }],
    { initialEntries: [path] },
  );
  const view = render(
    createElement(QueryClientProvider, { client }, createElement(RouterProvider, { router })),
  );
  return { ...view, client, router, user: userEvent.setup() };
}
