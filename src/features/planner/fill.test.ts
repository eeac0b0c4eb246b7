import { describe, expect, it } from 'vitest';
import { canFill, fillToTarget } from './fill';
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
    expect(fillToTarget(nearest, { target: 1000, includeBusinesses: false })).toEqual({
      add: ['78701-C001', '78701-C003', '78702-R001'],
      pieces: 1200,
      reached: true,
      shortBy: 0,
    });
  });

  it('counts businesses when they are mailed, so fewer routes are needed', () => {
    const r = fillToTarget(nearest, { target: 750, includeBusinesses: true });
    expect(r.add).toEqual(['78701-C001', '78701-C003']);
    expect(r.pieces).toBe(770);
  });

  it('tops up the current selection: its routes count and are not added again', () => {
    const r = fillToTarget(nearest, {
      target: 1000,
      includeBusinesses: false,
      selected: new Set(['78701-C003', '78702-R001']),
    });
    expect(r.add).toEqual(['78701-C001']);
    expect(r.pieces).toBe(1200);
  });

  it('adds nothing when the selection already reaches the target', () => {
    const r = fillToTarget(nearest, {
      target: 800,
      includeBusinesses: false,
      selected: new Set(['78701-C003', '78702-R001']),
    });
    expect(r).toEqual({ add: [], pieces: 900, reached: true, shortBy: 0 });
  });

  it('starts from startPieces when given (a selection holding routes from elsewhere)', () => {
    const r = fillToTarget(nearest, { target: 1000, includeBusinesses: false, startPieces: 650 });
    expect(r.add).toEqual(['78701-C001', '78701-C003']);
    expect(r.pieces).toBe(1350);
  });

  it('says how far short it stays when the routes run out', () => {
    const r = fillToTarget(nearest, { target: 5000, includeBusinesses: false });
    expect(r.add).toEqual(['78701-C001', '78701-C003', '78702-R001', '78702-C004']);
    expect(r).toMatchObject({ pieces: 1400, reached: false, shortBy: 3600 });
  });

  it('takes a route listed twice once', () => {
    const twice = [nearest[0]!, nearest[0]!, nearest[3]!];
    expect(fillToTarget(twice, { target: 10_000, includeBusinesses: false }).add).toEqual([
      '78701-C001',
      '78701-C003',
    ]);
  });

  it('adds nothing for a target of zero or an unreadable one', () => {
    expect(fillToTarget(nearest, { target: 0, includeBusinesses: false }).add).toEqual([]);
    expect(fillToTarget(nearest, { target: Number.NaN, includeBusinesses: false }).add).toEqual([]);
  });

  it('canFill refuses PO-box sections and routes without homes', () => {
    expect(nearest.map(canFill)).toEqual([true, false, false, true, true, true]);
  });
});
