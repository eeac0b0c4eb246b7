import { describe, expect, it } from 'vitest';
import type { EddmFormat } from '../../api/contract/quote';
import { eddmTierTables, quoteEddm } from '../../../server/domain/eddm-pricing';
import {
  budgetFillPlan,
  budgetFillText,
  currencySign,
  fillToBudget,
  fillToBudgetWithin,
  largestWithin,
  readBudget,
  type PriceAt,
} from './budget-fill';
import { destination } from './geo';
import { RADIUS_PRESETS_BY_UNIT } from './radius';
import { makeRoute } from './test-routes';
import type { PlannerRoute } from './types';

/** The sandbox's EDDM calculator itself, counting the quotes asked for. */
function calculator(format: EddmFormat = 'BEST_SELLER') {
  const asked: number[] = [];
  const priceAt: PriceAt = (volume) => {
    asked.push(volume);
    const q = quoteEddm({ volume, format });
    return Promise.resolve({ total: q.total, currency: q.currency, volume: q.volume });
  };
  const tiers = eddmTierTables[format].map((t) => ({ key: t.key, perUnitPrice: t.cents / 100 }));
  return { priceAt, tiers, asked };
}

const routes = (pieces: readonly number[]) =>
  pieces.map((n, i) =>
    makeRoute('80202', `C${String(i + 1).padStart(3, '0')}`, { residences: n, businesses: 0 }),
  );
const none = new Set<string>();

describe('fillToBudget', () => {
  it('the Denver plan: 8 routes, 4,540 pieces for $1,861.40 within $2,000.00, and says what is left', async () => {
    const { priceAt, tiers } = calculator();
    // Eight routes of 4,540 pieces, then one that would take the mailing to 5,540 pieces ($2,049.80).
    const denver = routes([600, 580, 620, 540, 560, 590, 480, 570, 1000]);
    const fill = await fillToBudget(denver, { budget: 2000, selected: none, startPieces: 0, tiers, priceAt });
    expect(fill).toMatchObject({
      kind: 'fits',
      pieces: 4540,
      price: { total: 1861.4 },
      left: 138.6,
      all: false,
    });
    expect(fill.kind === 'fits' && fill.add).toEqual(denver.slice(0, 8).map((r) => r.key));
    expect(budgetFillText(fill, { budget: 2000, currency: 'USD', routesAfter: 8, locale: 'en-US' })).toBe(
      '8 routes, 4,540 pieces: $1,861.40, $138.60 left of $2,000.00.',
    );
  });

  it('does not stop at the first route that goes over when a route further brings a cheaper tier back under', async () => {
    const { priceAt, tiers } = calculator();
    // 4,400 pieces: $1,804.00; 4,540: $1,861.40 (over $1,855); 5,000: $1,850.00 (the 5,000 tier, under);
    // 5,200: $1,924.00 (over).
    const steps = routes([4400, 140, 460, 200]);
    const fill = await fillToBudget(steps, { budget: 1855, selected: none, startPieces: 0, tiers, priceAt });
    expect(fill).toMatchObject({ kind: 'fits', pieces: 5000, price: { total: 1850 }, left: 5 });
  });

  it('is the largest nearest-first prefix within the budget, for every budget (against every prefix priced)', async () => {
    const { priceAt, tiers } = calculator('SMALL');
    const many = routes(Array.from({ length: 60 }, (_, i) => 150 + ((i * 97) % 400)));
    const volumes: number[] = [];
    many.reduce((sum, r) => (volumes.push(sum + r.total), sum + r.total), 0);
    const prices = volumes.map((v) => quoteEddm({ volume: v, format: 'SMALL' }).total);
    for (let budget = 300; budget <= prices.at(-1)! + 200; budget += 53.17) {
      const fill = await fillToBudget(many, { budget, selected: none, startPieces: 0, tiers, priceAt });
      let expected = -1;
      prices.forEach((p, i) => (p <= budget ? (expected = i) : null));
      if (expected < 0) expect(fill.kind, `budget ${budget}`).not.toBe('fits');
      else expect(fill.kind === 'fits' && fill.add.length, `budget ${budget}`).toBe(expected + 1);
    }
  });

  it('asks the calculator a few times per tier, not once per route', async () => {
    const { priceAt, tiers, asked } = calculator();
    const many = routes(Array.from({ length: 400 }, () => 120));
    await fillToBudget(many, { budget: 9000, selected: none, startPieces: 0, tiers, priceAt });
    expect(asked.length).toBeLessThanOrEqual(tiers.length + 10);
  });

  it('a budget below the price of the smallest mailing says so, with the calculator’s minimum', async () => {
    const { priceAt, tiers } = calculator();
    const fill = await fillToBudget(routes([300, 400]), {
      budget: 100,
      selected: none,
      startPieces: 0,
      tiers,
      priceAt,
    });
    expect(fill).toEqual({ kind: 'below-minimum', minimum: { total: 470, currency: 'USD', volume: 1000 } });
    expect(budgetFillText(fill, { budget: 100, currency: 'USD', routesAfter: 0, locale: 'en-US' })).toBe(
      '$100.00 is less than the smallest mailing costs: 1,000 pieces, the minimum, cost $470.00.',
    );
  });

  it('a budget above the minimum’s price that the nearest route alone exceeds says so', async () => {
    const { priceAt, tiers } = calculator();
    const fill = await fillToBudget(routes([3000]), {
      budget: 1000,
      selected: none,
      startPieces: 0,
      tiers,
      priceAt,
    });
    expect(fill).toMatchObject({ kind: 'nearest-over', nearest: { total: 1230, volume: 3000 } });
  });

  it('keeps the selection: its pieces count, and it may already cost more than the budget', async () => {
    const { priceAt, tiers } = calculator();
    const list = routes([500, 500, 500]);
    const topped = await fillToBudget(list, {
      budget: 1000,
      selected: new Set([list[0]!.key]),
      startPieces: 1500,
      tiers,
      priceAt,
    });
    // 1,500 chosen ($705.00); + 500 = 2,000 ($940.00); + 500 = 2,500 ($1,025.00, over).
    expect(topped).toMatchObject({ kind: 'fits', add: [list[1]!.key], pieces: 2000, left: 60 });
    const over = await fillToBudget(list, { budget: 500, selected: none, startPieces: 1500, tiers, priceAt });
    expect(over).toMatchObject({ kind: 'selection-over', price: { total: 705 } });
    const next = await fillToBudget(routes([900]), {
      budget: 800,
      selected: none,
      startPieces: 1500,
      tiers,
      priceAt,
    });
    expect(next).toMatchObject({ kind: 'next-over', price: { total: 705 }, next: { total: 1128 } });
  });
});

describe('largestWithin', () => {
  it('finds nothing in an empty list, and reads tiers in any order', async () => {
    const { priceAt, tiers } = calculator();
    expect(await largestWithin([], 1000, tiers, priceAt)).toEqual({ index: -1, price: null });
    const volumes = [4400, 4540, 5000, 5200];
    expect((await largestWithin(volumes, 1855, [...tiers].reverse(), priceAt)).index).toBe(2);
  });
});

describe('fillToBudgetWithin', () => {
  const P = { lat: 39.7508, lng: -104.9997 };
  const MI = RADIUS_PRESETS_BY_UNIT.mi;
  /** A small route whose nearest edge lies `metres` east of P. */
  function routeAt(code: string, metres: number, pieces: number): PlannerRoute {
    const west = destination(P, metres, Math.PI / 2).lng;
    const h = 0.001;
    const ring = [
      { lng: west, lat: P.lat - h },
      { lng: west + 2 * h, lat: P.lat - h },
      { lng: west + 2 * h, lat: P.lat + h },
      { lng: west, lat: P.lat + h },
      { lng: west, lat: P.lat - h },
    ];
    return makeRoute('80202', code, { residences: pieces, businesses: 0, paths: [ring] });
  }
  // 1,500 pieces within 0.5 mi ($705.00), 3,000 within 1 mi ($1,230.00), 6,000 within 3 mi ($2,220.00).
  const nearest = [
    routeAt('C001', 0, 800),
    routeAt('C002', 500, 700),
    routeAt('C003', 1200, 1500),
    routeAt('C004', 4000, 3000),
  ];
  const { priceAt, tiers } = calculator();
  const input = { point: P, choices: MI, selected: none, startPieces: 0, tiers, priceAt };
  const ctx = { currency: 'USD', chosen: 0, unit: 'mi' as const, locale: 'en-US' };

  it('a budget larger than every route in the radius says so, adds nothing, and offers the next radius where the budget stops the fill', async () => {
    const fill = await fillToBudgetWithin(nearest, { ...input, radius: MI[1]!, budget: 1500 });
    expect(fill.within).toMatchObject({ kind: 'fits', all: true, pieces: 1500 });
    // 1 mi: every route there ($1,230.00) still fits; 3 mi: the budget stops the fill.
    expect(fill.offer?.radius).toBe(MI[4]);
    expect(fill.offer?.fill).toMatchObject({ pieces: 3000, all: false });
    const plan = budgetFillPlan(fill, { ...ctx, budget: 1500, radius: MI[1]! });
    expect(plan.add).toEqual([]);
    expect(plan.text).toBe(
      'Every route within 0.5 mi fits the budget: 2 routes, 1,500 pieces cost $705.00, $795.00 less than $1,500.00. ' +
        'Within 3 mi: 3 routes, 3,000 pieces: $1,230.00, $270.00 left of $1,500.00.',
    );
    expect(plan.offer).toMatchObject({ radius: MI[4], button: 'Widen to 3 mi and add 3 routes' });
  });

  it('when the budget outlasts every radius of the list, offers the smallest with the most routes', async () => {
    const fill = await fillToBudgetWithin(nearest, { ...input, radius: MI[1]!, budget: 1_000_000 });
    expect(fill.offer).toMatchObject({ radius: MI[4], fill: { all: true, pieces: 6000 } });
  });

  it('with no larger radius to offer, offers to add every route of the radius', async () => {
    const fill = await fillToBudgetWithin(nearest, { ...input, radius: MI[6]!, budget: 1_000_000 });
    expect(fill.offer).toBeNull();
    const plan = budgetFillPlan(fill, { ...ctx, budget: 1_000_000, radius: MI[6]! });
    expect(plan.add).toEqual([]);
    expect(plan.offer).toMatchObject({ radius: MI[6], button: 'Add these 4 routes' });
  });

  it('within the budget in the radius: adds the routes now, and offers nothing', async () => {
    const fill = await fillToBudgetWithin(nearest, { ...input, radius: MI[4]!, budget: 1500 });
    const plan = budgetFillPlan(fill, { ...ctx, budget: 1500, radius: MI[4]! });
    expect(plan).toEqual({
      add: ['80202-C001', '80202-C002', '80202-C003'],
      text: '3 routes, 3,000 pieces: $1,230.00, $270.00 left of $1,500.00.',
      offer: null,
    });
  });
});

describe('readBudget and currencySign', () => {
  it('reads amounts as marketers type them', () => {
    expect(readBudget('2000')).toBe(2000);
    expect(readBudget(' $2,000.50 ')).toBe(2000.5);
    expect(readBudget('2,000')).toBe(2000);
    expect(readBudget('1,234,567')).toBe(1234567);
    expect(readBudget('2000,5')).toBe(2000.5);
    expect(readBudget('')).toBeNull();
    expect(readBudget('0')).toBeNull();
    expect(readBudget('-5')).toBeNull();
    expect(readBudget('lots')).toBeNull();
  });

  it('names the currency by its sign', () => {
    expect(currencySign('USD', 'en-US')).toBe('$');
    expect(currencySign('EUR', 'en-US')).toBe('€');
  });
});
