/**
 * A direct-mail campaign's Routes tab against the in-process sandbox: a running campaign and a draft in
 * review list every route of their targeting in the table, with the same pieces, draw the routes whose
 * outline the route search returned, and download the same routes as CSV; other campaigns have no such
 * tab.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Campaign } from '../../../api/contract/campaign';
import type { DraftTargeting } from '../../../api/contract/draft-targeting';
import { numberFormat } from '../../../lib/intl-cache';
import { asClient, submittedEddmDraft } from '../../../../test/support/builder-drafts';
import { setupAppSandbox } from '../../../../test/support/app-sandbox';
import { catchDownloads } from '../../../../test/support/downloads';
import { renderApp } from '../../../../test/support/render';
import { keyOf, NOW } from '../../../../test/support/route-planner';
import { fakeMap as fake } from '../../../../test/support/fake-map';

// jsdom has no WebGL: the map is a stand-in that renders its sources' data for the test to read.
vi.mock('react-map-gl/maplibre', async () => (await import('../../../../test/support/fake-map')).mapGl());
vi.mock('terra-draw', async () => (await import('../../../../test/support/fake-map')).terraDraw());
vi.mock('terra-draw-maplibre-gl-adapter', async () =>
  (await import('../../../../test/support/fake-map')).adapter(),
);

const slow = { timeout: 20_000 };
const env = setupAppSandbox({ now: NOW });
beforeAll(async () => {
  // The tab's code (with the map's) is loaded once here, so the first case does not wait for it.
  await import('./campaign-routes');
}, 60_000);
afterEach(() => {
  fake.sources = {};
  vi.restoreAllMocks();
});

const nf = numberFormat();

/** The rows of the routes table, once it is shown (the header row left out). */
async function routeRows() {
  const table = await screen.findByRole('table', { name: "The campaign's carrier routes" }, slow);
  return within(table).getAllByRole('row').slice(1);
}

/** Checks the tab against the campaign's targeting as the sandbox gives it; gives the drawn keys. */
async function expectRoutesOf(id: string) {
  const targeting = await asClient<DraftTargeting>(env.sandbox, `/client/campaigns/${id}/draft-targeting`);
  expect(targeting.routes.length).toBeGreaterThan(0);
  const app = renderApp(`/campaigns/${id}?tab=routes`, { clientKey: env.key });
  expect(await screen.findByRole('tab', { name: 'Routes', selected: true }, slow)).toBeInTheDocument();

  // Every route of the targeting, in the table, with the campaign's pieces.
  const rows = await routeRows();
  expect(
    rows
      .map(
        (r) =>
          `${r.querySelector('[data-primary]')!.firstChild!.textContent}-${(r as HTMLTableRowElement).cells[1]!.textContent}`,
      )
      .sort(),
  ).toEqual(targeting.routes.map(keyOf).sort());
  expect(screen.getByTestId('campaign-routes-totals')).toHaveTextContent(
    `${nf.format(targeting.routes.length)} routes · ${nf.format(targeting.totalCount)} pieces`,
  );

  // The map draws the routes whose outline was found; the others say so.
  // The routes' source also carries the ZIP outlines and labels, which have no key.
  const drawn = (fake.sources.routes as { features: { properties: { key?: string } }[] }).features.flatMap(
    (f) => (f.properties.key ? [f.properties.key] : []),
  );
  const notFound = rows.filter((r) => r.textContent!.includes('Outline not found')).length;
  expect(drawn.length + notFound).toBe(targeting.routes.length);
  expect(new Set(drawn)).toEqual(new Set(targeting.routes.map(keyOf).filter((k) => drawn.includes(k))));
  if (notFound > 0) expect(screen.getByRole('note')).toHaveTextContent('could not be drawn');
  else expect(screen.queryByRole('note')).toBeNull();

  // The CSV holds the same routes.
  const download = catchDownloads();
  await app.user.click(screen.getByRole('button', { name: 'Download the routes (CSV)' }));
  expect(HTMLAnchorElement.prototype.click).toHaveBeenCalledTimes(1);
  expect(download.name()).toMatch(/^routes-.+-\d{4}-\d\d-\d\d\.csv$/);
  const lines = (await download.file().text())
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe('ZIP,Route,Type,Homes,Businesses,Pieces');
  expect(
    lines
      .slice(1)
      .map((l) => l.split(',').slice(0, 2).join('-'))
      .sort(),
  ).toEqual(targeting.routes.map(keyOf).sort());
  const pieces = lines.slice(1).reduce((s, l) => s + Number(l.split(',')[5]), 0);
  expect(pieces).toBe(targeting.totalCount);
  return drawn;
}

describe('campaign routes tab', () => {
  it('shows a running direct-mail campaign’s routes on the map, in the table and in the CSV', async () => {
    const { nodes } = await asClient<{ nodes: Campaign[] }>(
      env.sandbox,
      '/client/campaigns?types=3&statuses=10&first=20',
    );
    let running: Campaign | undefined;
    for (const c of nodes) {
      const t = await asClient<DraftTargeting>(env.sandbox, `/client/campaigns/${c.id}/draft-targeting`);
      if (t.routes.length >= 5 && t.distributionLocations.length > 0) {
        running = c;
        break;
      }
    }
    if (!running) throw new Error('expected a running direct-mail campaign with routes');
    const drawn = await expectRoutesOf(running.id);
    // The search around the campaign's map zones finds every outline.
    expect(drawn).toHaveLength((await routeRows()).length);
  }, 60_000);

  it('shows the routes of a direct-mail draft in review (no map zones: found by ZIP)', async () => {
    const id = await submittedEddmDraft(env.sandbox, 'Routes tab review draft');
    const drawn = await expectRoutesOf(id);
    expect(drawn).toHaveLength((await routeRows()).length);
    expect(screen.getByText('In review')).toBeInTheDocument();
  }, 60_000);

  it('lists the routes whose outline the route search did not return, and says the map lacks them', async () => {
    const id = await submittedEddmDraft(env.sandbox, 'Routes tab outlines missing');
    const targeting = await asClient<DraftTargeting>(env.sandbox, `/client/campaigns/${id}/draft-targeting`);
    // The route search leaves out every second route of the campaign.
    const wanted = targeting.routes.map(keyOf);
    const dropped = new Set(wanted.filter((_, i) => i % 2 === 1));
    env.corrupt(
      (url) => url.pathname.endsWith('/carrier-routes/search'),
      (body) => {
        const b = body as { data: { nodes: { zip: string; croute: string }[] } };
        return { ...b, data: { ...b.data, nodes: b.data.nodes.filter((n) => !dropped.has(keyOf(n))) } };
      },
    );
    try {
      renderApp(`/campaigns/${id}?tab=routes`, { clientKey: env.key });
      const rows = await routeRows();
      expect(rows).toHaveLength(wanted.length);
      expect(rows.filter((r) => r.textContent!.includes('Outline not found'))).toHaveLength(dropped.size);
      const drawn = (fake.sources.routes as { features: { properties: { key?: string } }[] }).features;
      expect(drawn.flatMap((f) => (f.properties.key ? [f.properties.key] : [])).sort()).toEqual(
        wanted.filter((k) => !dropped.has(k)).sort(),
      );
      expect(screen.getByRole('note')).toHaveTextContent(
        `${dropped.size} of the ${wanted.length} routes could not be drawn on the map`,
      );
    } finally {
      env.mend();
    }
  }, 60_000);

  it('is not a tab of other campaigns; its address opens their overview', async () => {
    const { nodes } = await asClient<{ nodes: Campaign[] }>(env.sandbox, '/client/campaigns?types=1&first=1');
    renderApp(`/campaigns/${nodes[0]!.id}?tab=routes`, { clientKey: env.key });
    const tablist = await screen.findByRole('tablist', { name: 'Campaign sections' }, slow);
    expect(within(tablist).queryByRole('tab', { name: 'Routes' })).toBeNull();
    await waitFor(() =>
      expect(within(tablist).getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true'),
    );
  }, 60_000);
});
