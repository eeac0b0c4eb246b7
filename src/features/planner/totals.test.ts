import { describe, expect, it } from 'vitest';
import { eddmMinimumPieces, type ChannelRules } from '../../api/contract/channel-rules';
import { EDDM_MINIMUM_PIECES } from '../../../server/domain/lead-times';
import { channelRules } from '../../../server/routes/channel-rules/rules';
import { makeRoute } from './test-routes';
import { minimumGauge, piecesOf, PIECES_EXPLAINED, selectionTotals } from './totals';
import { indexRoutes } from './types';

const routes = indexRoutes([
  makeRoute('78701', 'C001', { residences: 400, businesses: 30 }),
  makeRoute('78701', 'C002', { residences: 250, businesses: 5 }),
  makeRoute('78702', 'B001', { residences: 0, businesses: 60 }),
]);

/**
 * The sandbox's channel rules, with the EDDM minimum changed to `value` when given: the gauge must read
 * the EDDM channel's figure, not assume one (other channels state other minimums).
 */
function rulesWithMinimum(value?: number | null): ChannelRules {
  const channels = channelRules('2026-04-03', 'USD').map((c) =>
    c.subtype === 'EDDM' && value !== undefined
      ? { ...c, minimums: { ...c.minimums, pieces: { value, source: 'none' as const } } }
      : c,
  );
  return {
    channels,
    city: { id: '1', name: 'Austin', selfServeTargetable: true },
    asOfDateUtc: '2026-04-03',
  };
}

describe('selectionTotals', () => {
  it('sums the selected routes; pieces are every home and business on them, as the service mails', () => {
    const t = selectionTotals(routes, ['78701-C001', '78701-C002']);
    expect(t).toEqual({
      routes: 2,
      residences: 650,
      businesses: 35,
      total: 685,
      pieces: 685,
      unknown: 0,
    });
  });

  it("counts a route's businesses even when it has no homes", () => {
    const t = selectionTotals(routes, new Set(['78701-C001', '78702-B001']));
    expect(t.pieces).toBe(400 + 30 + 60);
    expect(t.residences).toBe(400);
    expect(t.businesses).toBe(90);
  });

  it('counts keys without a known route apart, adding nothing for them', () => {
    const t = selectionTotals(routes, ['78701-C001', '99999-C001']);
    expect(t.routes).toBe(1);
    expect(t.unknown).toBe(1);
    expect(t.pieces).toBe(430);
  });

  it('is all zeros for an empty selection', () => {
    expect(selectionTotals(routes, [])).toMatchObject({ routes: 0, pieces: 0, total: 0 });
  });

  it("piecesOf is the route's total (the service's totalCount), never homes alone", () => {
    expect(piecesOf({ total: 10 })).toBe(10);
    expect(piecesOf(makeRoute('78701', 'C009', { residences: 7, businesses: 3 }))).toBe(10);
  });

  it('matches the service: 2,940 homes and 842 businesses are 3,782 pieces', () => {
    const austin = indexRoutes([makeRoute('78701', 'C001', { residences: 2940, businesses: 842 })]);
    expect(selectionTotals(austin, ['78701-C001']).pieces).toBe(3782);
  });

  it('explains what is mailed in words', () => {
    expect(PIECES_EXPLAINED).toMatch(/^Every Door Direct Mail delivers to every home and business/);
  });
});

describe('minimumGauge', () => {
  it("reads the EDDM channel's minimum from channel rules", () => {
    expect(minimumGauge(0, eddmMinimumPieces(rulesWithMinimum()))).toMatchObject({
      minimum: EDDM_MINIMUM_PIECES,
      missing: EDDM_MINIMUM_PIECES,
    });
    const minimum = eddmMinimumPieces(rulesWithMinimum(2500));
    expect(minimumGauge(2000, minimum)).toEqual({
      known: true,
      minimum: 2500,
      missing: 500,
      share: 0.8,
      met: false,
    });
    expect(minimumGauge(2500, minimum)).toEqual({
      known: true,
      minimum: 2500,
      missing: 0,
      share: 1,
      met: true,
    });
  });

  it('says the minimum is unknown when channel rules state none', () => {
    expect(minimumGauge(10, eddmMinimumPieces(rulesWithMinimum(null)))).toEqual({ known: false });
  });

  it('caps the share at 1 and handles a zero minimum', () => {
    expect(minimumGauge(5000, 1000)).toMatchObject({ share: 1, missing: 0, met: true });
    expect(minimumGauge(0, 0)).toEqual({ known: true, minimum: 0, missing: 0, share: 1, met: true });
    expect(minimumGauge(0, 1000)).toMatchObject({ share: 0, missing: 1000, met: false });
  });
});
