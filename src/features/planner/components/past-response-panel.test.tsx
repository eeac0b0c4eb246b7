/**
 * "Past response" in the planner against the in-process sandbox: the routes the client's earlier
 * direct-mail campaigns mailed are coloured by their campaign's scans per 1,000 pieces, with a legend and
 * the note that the figure is the campaign's; "Select the routes whose campaigns did best" adds the routes
 * of the top group (checked against figures the test reads and ranks itself), and Undo takes them out;
 * the household shading and this colouring turn each other off.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DraftTargeting } from '../../../api/contract/draft-targeting';
import { readPlanUrl } from '../../../lib/plan-url';
import { renderApp } from '../../../../test/support/render';
import { keyOf, planUrl, setupRoutePlannerSandbox } from '../../../../test/support/route-planner';
import { NO_FIGURE_COLOUR, NOT_COUNTED_COLOUR, RESPONSE_PALETTE } from '../past-response';
import { PAST_RESPONSE_NOTE } from './past-response-panel';
import { fakeMap as fake } from '../../../../test/support/fake-map';

// jsdom has no WebGL: the map is a stand-in that renders its sources' data for the test to read.
vi.mock('react-map-gl/maplibre', async () => (await import('../../../../test/support/fake-map')).mapGl());
vi.mock('terra-draw', async () => (await import('../../../../test/support/fake-map')).terraDraw());
vi.mock('terra-draw-maplibre-gl-adapter', async () =>
  (await import('../../../../test/support/fake-map')).adapter(),
);

const slow = { timeout: 20_000 };
const planner = setupRoutePlannerSandbox();
const { read } = planner;
const sum = (xs: readonly number[] | undefined) => (xs ?? []).reduce((s, n) => s + n, 0);

type Volume = { yAxis: { scans?: { data: number[] }; flyersDistributed?: { data: number[] } } };
type Summary = { scans: number; distributed: number };

/**
 * The client's campaigns that went out (as the planner reads them: the newest 20), each with its routes,
 * its zones and its scans per 1,000 pieces distributed (null before anything went out).
 */
async function mailedCampaigns() {
  const { nodes } = await read<{ nodes: { id: string; name: string; scan_data_enabled: boolean }[] }>(
    '/client/campaigns?types=3&statuses=10,15,20&first=20',
  );
  return Promise.all(
    nodes.map(async (c) => {
      const t = await read<DraftTargeting>(`/client/campaigns/${c.id}/draft-targeting`);
      const p = await read<Volume | Summary>(`/client/campaigns/${c.id}/performance`);
      const [scans, pieces] =
        'yAxis' in p
          ? [sum(p.yAxis.scans?.data), sum(p.yAxis.flyersDistributed?.data)]
          : [p.scans, p.distributed];
      // A campaign that does not count scans has no figure: its zeros are not a response.
      const figure = c.scan_data_enabled && pieces > 0 ? (scans / pieces) * 1000 : null;
      return { ...c, targeting: t, figure };
    }),
  );
}

describe('past response', () => {
  it('colours mailed routes by their campaign’s figure and adds the routes of the best campaigns', async () => {
    const campaigns = (await mailedCampaigns()).filter((c) => c.targeting.routes.length > 0);
    // The test's own ranking: the figures split by rank into four groups; the top group did best.
    const figures = campaigns.flatMap((c) => (c.figure === null ? [] : [c.figure])).sort((a, b) => a - b);
    const groups = Math.min(4, new Set(figures).size);
    const groupOf = (f: number) =>
      Math.min(groups - 1, Math.floor((figures.filter((x) => x < f).length * groups) / figures.length));
    expect(groups).toBe(4);
    // Each route's best figure among the campaigns that mailed it.
    const bestFigure = new Map<string, number | null>();
    for (const c of campaigns)
      for (const r of c.targeting.routes) {
        const k = keyOf(r);
        const had = bestFigure.get(k);
        if (had === undefined || (c.figure !== null && (had === null || c.figure > had)))
          bestFigure.set(k, c.figure);
      }

    // Search around a zone of the campaign with the best figure.
    const best = campaigns.reduce((a, b) => ((b.figure ?? -1) > (a.figure ?? -1) ? b : a));
    const zone = best.targeting.distributionLocations[0]!;
    const radius = 3000;
    const listed = (await planner.searchRoutes(zone, radius)).map(keyOf);
    const expectedBest = listed.filter((k) => {
      const f = bestFigure.get(k);
      return f !== undefined && f !== null && groupOf(f) === groups - 1;
    });
    const mailedHere = listed.filter((k) => bestFigure.has(k));
    expect(expectedBest.length).toBeGreaterThan(0);
    // Routes of other groups (or never mailed) are in the search too, or the test proves little.
    expect(listed.length).toBeGreaterThan(expectedBest.length);

    const app = renderApp(planUrl(zone, zone.name, radius), { clientKey: planner.key });
    const panel = await screen.findByRole('region', { name: 'Past response' }, slow);
    const toggle = within(panel).getByRole('checkbox', { name: 'Colour routes by past response' });
    expect(toggle).not.toBeChecked();
    await app.user.click(toggle);

    const legend = await within(panel).findByRole(
      'list',
      { name: 'Legend: scans per 1,000 pieces distributed' },
      slow,
    );
    // The groups, then "No figure yet" and "Scans not counted" where some mailed route has one of them.
    const onlyUncounted = (k: string) =>
      campaigns
        .filter((c) => c.targeting.routes.some((r) => keyOf(r) === k))
        .every((c) => !c.scan_data_enabled);
    const nullRoutes = [...bestFigure].filter(([, f]) => f === null).map(([k]) => k);
    expect(within(legend).getAllByRole('listitem')).toHaveLength(
      4 + (nullRoutes.some((k) => !onlyUncounted(k)) ? 1 : 0) + (nullRoutes.some(onlyUncounted) ? 1 : 0),
    );
    expect(panel).toHaveTextContent(PAST_RESPONSE_NOTE);

    // The map: every mailed route in the search filled with its group's colour, no other route filled.
    type Features = { features: { properties: { key: string; shade: string } }[] };
    await waitFor(() => {
      // The routes' source also carries the ZIP outlines and labels, which have no key.
      const shaded = (fake.sources.routes as Features).features.filter(
        (f) => f.properties.key && f.properties.shade !== '',
      );
      expect(shaded.map((f) => f.properties.key).sort()).toEqual([...mailedHere].sort());
    });
    for (const f of (fake.sources.routes as Features).features) {
      const figure = bestFigure.get(f.properties.key);
      if (figure === undefined) continue;
      expect(f.properties.shade).toBe(
        figure !== null
          ? RESPONSE_PALETTE[groupOf(figure)]
          : onlyUncounted(f.properties.key)
            ? NOT_COUNTED_COLOUR
            : NO_FIGURE_COLOUR,
      );
    }

    // One action adds the routes whose campaigns did best; Undo takes them back out.
    const selected = () => readPlanUrl(app.searchParams()).selected.sort();
    await app.user.click(
      within(panel).getByRole('button', {
        name: `Select the routes whose campaigns did best (${expectedBest.length})`,
      }),
    );
    await waitFor(() => expect(selected()).toEqual([...expectedBest].sort()));
    expect(screen.getByTestId('planner-announcement')).toHaveTextContent(
      new RegExp(`^${expectedBest.length} routes? selected`),
    );
    await app.user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByTestId('planner-announcement')).toHaveTextContent('No routes selected.');

    // One colouring at a time: a household shading turns the past response off, and back.
    const shadingPanel = screen.getByRole('region', { name: 'Who lives there' });
    const shadeBy = await within(shadingPanel).findByLabelText('Shade routes by', {}, slow);
    const attribute = within(shadeBy as HTMLSelectElement).getAllByRole('option')[1]!.textContent!;
    await app.user.selectOptions(shadeBy, attribute);
    expect(toggle).not.toBeChecked();
    expect(within(panel).queryByRole('list')).toBeNull();
    await app.user.click(toggle);
    expect(shadeBy).toHaveValue('');
  }, 90_000);
});
