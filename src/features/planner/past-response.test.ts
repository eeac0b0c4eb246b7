import { describe, expect, it } from 'vitest';
import {
  NO_FIGURE_COLOUR,
  NOT_COUNTED_COLOUR,
  pastResponse,
  perThousand,
  RESPONSE_PALETTE,
  responseSteps,
  responseTotals,
  routesWhoseCampaignsDidBest,
  type CampaignWithResponse,
} from './past-response';

const campaign = (
  id: string,
  routes: string[],
  totals: { scans: number; pieces: number } | null,
  scansCounted = true,
): CampaignWithResponse => ({ id, name: `Campaign ${id}`, routes, totals, scansCounted });

describe('responseTotals', () => {
  it('adds up the weekly scans and pieces distributed', () => {
    expect(
      responseTotals({
        xAxis: { label: 'Week', data: ['2026-W01', '2026-W02'] },
        yAxis: {
          scans: { label: 'Scans', data: [3, 7] },
          flyersDistributed: { label: 'Flyers distributed', data: [1000, 1500] },
        },
      }),
    ).toEqual({ scans: 10, pieces: 2500 });
  });

  it('reads the totals of the summary shape', () => {
    expect(
      responseTotals({ distributed: 4000, scans: 22, reach: 3900, conversions: 2, timeline: [] }),
    ).toEqual({ scans: 22, pieces: 4000 });
  });

  it('counts no pieces when the weekly figures leave them out', () => {
    const totals = responseTotals({
      xAxis: { label: 'Week', data: ['2026-W01'] },
      yAxis: { scans: { label: 'Scans', data: [5] } },
    });
    expect(perThousand(totals)).toBeNull();
  });
});

describe('perThousand', () => {
  it('is scans per 1,000 pieces, and no figure before anything went out', () => {
    expect(perThousand({ scans: 21, pieces: 7000 })).toBeCloseTo(3);
    expect(perThousand({ scans: 0, pieces: 7000 })).toBe(0);
    expect(perThousand({ scans: 5, pieces: 0 })).toBeNull();
    expect(perThousand(null)).toBeNull();
  });
});

describe('responseSteps', () => {
  it('splits eight figures into four groups of two, by rank', () => {
    const figures = [8, 1, 7, 2, 6, 3, 5, 4];
    const { steps, stepOf } = responseSteps(figures);
    expect(steps).toBe(4);
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(stepOf)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });

  it('keeps equal figures in one group and makes no more groups than distinct figures', () => {
    const { steps, stepOf } = responseSteps([2, 2, 2, 9]);
    expect(steps).toBe(2);
    expect(stepOf(2)).toBe(0);
    expect(stepOf(9)).toBe(1);
  });
});

describe('pastResponse', () => {
  const campaigns = [
    campaign('a', ['1-A', '1-B'], { scans: 10, pieces: 1000 }), // 10
    campaign('b', ['2-A', '1-B'], { scans: 40, pieces: 1000 }), // 40
    campaign('c', ['3-A'], { scans: 20, pieces: 1000 }), // 20
    campaign('d', ['4-A'], { scans: 30, pieces: 1000 }), // 30
    campaign('e', ['5-A', '4-A'], { scans: 0, pieces: 0 }), // no figure yet
  ];
  const response = pastResponse(campaigns);

  it("gives every route of a campaign that campaign's colour", () => {
    expect(response.colours.get('1-A')).toBe(RESPONSE_PALETTE[0]);
    expect(response.colours.get('3-A')).toBe(RESPONSE_PALETTE[1]);
    expect(response.colours.get('2-A')).toBe(RESPONSE_PALETTE[3]);
  });

  it('gives a route mailed by several campaigns the best of their figures', () => {
    expect(response.byRoute.get('1-B')).toEqual({
      campaign: 'Campaign b',
      figure: 40,
      step: 3,
      notCounted: false,
    });
    // A campaign without a figure never hides one that has it.
    expect(response.byRoute.get('4-A')).toMatchObject({ campaign: 'Campaign d', figure: 30 });
  });

  it('greys routes whose campaigns have no figure yet, and says so in the legend', () => {
    expect(response.colours.get('5-A')).toBe(NO_FIGURE_COLOUR);
    expect(response.byRoute.get('5-A')).toMatchObject({ figure: null, step: null });
    expect(response.legend.map((e) => e.label)).toEqual(['10.0', '20.0', '30.0', '40.0', 'No figure yet']);
  });

  it('writes ranges when a group holds several figures', () => {
    const many = pastResponse(
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => campaign(String(n), [`r-${n}`], { scans: n, pieces: 1000 })),
    );
    expect(many.legend.map((e) => e.label)).toEqual(['1.0 to 2.0', '3.0 to 4.0', '5.0 to 6.0', '7.0 to 8.0']);
    expect(many.topStep).toBe(3);
  });

  it('gives a campaign that does not count scans no figure: its zeros are not a response', () => {
    const mixed = pastResponse([
      campaign('counts', ['1-A', '2-A'], { scans: 20, pieces: 1000 }),
      // 0 scans from 5,000 pieces would rank lowest if its zeros were read as scans.
      campaign('blind', ['2-A', '3-A'], { scans: 0, pieces: 5000 }, false),
      campaign('new', ['4-A'], null),
    ]);
    expect(mixed.byRoute.get('3-A')).toMatchObject({ figure: null, step: null, notCounted: true });
    expect(mixed.colours.get('3-A')).toBe(NOT_COUNTED_COLOUR);
    // A route another campaign counts keeps that campaign's figure.
    expect(mixed.byRoute.get('2-A')).toMatchObject({ figure: 20, notCounted: false });
    expect(mixed.colours.get('4-A')).toBe(NO_FIGURE_COLOUR);
    expect(mixed.legend.map((e) => e.label)).toEqual(['20.0', 'No figure yet', 'Scans not counted']);
  });

  it('has no groups when no campaign has a figure', () => {
    const none = pastResponse([campaign('x', ['9-A'], null)]);
    expect(none.topStep).toBeNull();
    expect(none.legend).toEqual([{ step: null, label: 'No figure yet', colour: NO_FIGURE_COLOUR }]);
  });
});

describe('routesWhoseCampaignsDidBest', () => {
  const response = pastResponse([
    campaign('low', ['1-A'], { scans: 1, pieces: 1000 }),
    campaign('mid', ['2-A'], { scans: 5, pieces: 1000 }),
    campaign('high', ['3-A', '3-B'], { scans: 9, pieces: 1000 }),
    campaign('new', ['4-A'], null),
  ]);

  it('picks the routes of the top group, in the order given, among the routes given', () => {
    expect(routesWhoseCampaignsDidBest(response, ['9-Z', '3-B', '1-A', '4-A', '3-A'])).toEqual([
      '3-B',
      '3-A',
    ]);
    expect(routesWhoseCampaignsDidBest(response, ['1-A', '2-A'])).toEqual([]);
  });

  it('picks nothing when no campaign has a figure', () => {
    expect(routesWhoseCampaignsDidBest(pastResponse([campaign('n', ['1-A'], null)]), ['1-A'])).toEqual([]);
  });
});
