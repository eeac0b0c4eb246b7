import { describe, expect, it } from 'vitest';
import { canFill, fillToTarget } from './fill';
import { piecesOf } from './totals';
import { makeRoute } from './test-routes';

// Nearest first, as the search returns them.
const nearest = [
  makeRoute('78701', 'C001', { residences: 300, businesses: 50 }),
  makeRoute('78701', 'B001', { residences: 500, businesses: 0 }),
  makeRoute('78701', 'C002', { residences: 0, businesses: 400 }),
  makeRoute('78701', 'C003', { residences: 400, businesses: 20 }),
  makeRoute('78702', 'R001', { residences: 500, businesses: 10 }),
  makeRoute('78702', 'C004', { residences: 200, businesses: 0 }),
];

describe('fillToTarget', () => {
  it('from an empty selection, takes the nearest routes with homes until the target is reached', () => {
    expect(fillToTarget(nearest, { target: 1000 })).toEqual({
      add: ['78701-C001', '78701-C003', '78702-R001'],
      pieces: 1280,
      reached: true,
      shortBy: 0,
    });
  });

  it("counts every home and business on a route (the service's pieces), so fewer routes are needed", () => {
    const r = fillToTarget(nearest, { target: 750 });
    expect(r.add).toEqual(['78701-C001', '78701-C003']);
    expect(r.pieces).toBe(770);
  });

  it('tops up the current selection: its routes count and are not added again', () => {
    const r = fillToTarget(nearest, {
      target: 1000,
      selected: new Set(['78701-C003', '78702-R001']),
    });
    expect(r.add).toEqual(['78701-C001']);
    expect(r.pieces).toBe(1280);
  });

  it('adds nothing when the selection already reaches the target', () => {
    const r = fillToTarget(nearest, {
      target: 800,
      selected: new Set(['78701-C003', '78702-R001']),
    });
    expect(r).toEqual({ add: [], pieces: 930, reached: true, shortBy: 0 });
  });

  it('starts from startPieces when given (a selection holding routes from elsewhere)', () => {
    const r = fillToTarget(nearest, { target: 1100, startPieces: 650 });
    expect(r.add).toEqual(['78701-C001', '78701-C003']);
    expect(r.pieces).toBe(1420);
  });

  it('says how far short it stays when the routes run out', () => {
    const r = fillToTarget(nearest, { target: 5000 });
    expect(r.add).toEqual(['78701-C001', '78701-C003', '78702-R001', '78702-C004']);
    expect(r).toMatchObject({ pieces: 1480, reached: false, shortBy: 3520 });
  });

  it('takes a route listed twice once', () => {
    const twice = [nearest[0]!, nearest[0]!, nearest[3]!];
    expect(fillToTarget(twice, { target: 10_000 }).add).toEqual(['78701-C001', '78701-C003']);
  });

  it('adds nothing for a target of zero or an unreadable one', () => {
    expect(fillToTarget(nearest, { target: 0 }).add).toEqual([]);
    expect(fillToTarget(nearest, { target: Number.NaN }).add).toEqual([]);
  });

  it('canFill refuses PO-box sections and routes without homes', () => {
    expect(nearest.map(canFill)).toEqual([true, false, false, true, true, true]);
  });

  // The rule: walk the routes nearest first and stop at the first that brings the pieces to the target.
  // Checked for every target from 1 to past the last route, with and without a selection.
  const fillable = nearest.filter(canFill);
  const all = fillable.reduce((sum, r) => sum + piecesOf(r), 0);
  const byKey = new Map(nearest.map((r) => [r.key, r]));

  it('never adds a route once the target is reached: without the last one added, it was still short', () => {
    for (const start of [0, 650]) {
      for (let target = 1; target <= all + start + 10; target += 1) {
        const r = fillToTarget(nearest, { target, startPieces: start });
        if (r.add.length === 0) continue;
        const last = byKey.get(r.add.at(-1)!)!;
        expect(r.pieces - piecesOf(last), `target ${target}, start ${start}`).toBeLessThan(target);
      }
    }
  });

  it('reaches the target whenever the routes allow it, with the nearest routes in order', () => {
    for (let target = 1; target <= all; target += 1) {
      const r = fillToTarget(nearest, { target });
      expect(r.reached, `target ${target}`).toBe(true);
      expect(r.pieces).toBeGreaterThanOrEqual(target);
      expect(r.add).toEqual(fillable.slice(0, r.add.length).map((route) => route.key));
    }
  });

  it('an exact hit is exact: stops on the route that makes the target, adds nothing past it', () => {
    let sum = 0;
    fillable.forEach((route, i) => {
      sum += piecesOf(route);
      const r = fillToTarget(nearest, { target: sum });
      expect(r).toEqual({
        add: fillable.slice(0, i + 1).map((f) => f.key),
        pieces: sum,
        reached: true,
        shortBy: 0,
      });
    });
    // A selection that makes the target exactly adds nothing.
    const selected = new Set(['78701-C003', '78702-R001']);
    expect(fillToTarget(nearest, { target: 930, selected })).toEqual({
      add: [],
      pieces: 930,
      reached: true,
      shortBy: 0,
    });
  });
});
