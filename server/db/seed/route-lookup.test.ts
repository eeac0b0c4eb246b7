/**
 * The drafts step picks routes near its places from the carrier-routes step's rows in memory
 * (`routesAroundInRows`) when it has them, and from the table otherwise (`routesAroundSync`): both must
 * give the same routes in the same order, or a seed would depend on how it was run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesAroundSync } from '../../domain/carrier-routes';
import { openDatabase, type Connection } from '../connection';
import { migrate } from '../migrations';
import { demoPlaces } from './places';
import { mulberry32 } from './prng';
import { carrierRouteRows, insertCarrierRoutes, routesAroundInRows } from './steps/carrier-routes';

let conn: Connection;
const rows = carrierRouteRows();

beforeAll(async () => {
  conn = openDatabase();
  await migrate(conn.db);
  conn.sqlite.transaction(() => insertCarrierRoutes(conn.sqlite, rows))();
});
afterAll(() => conn.close());

describe('routes around a point, from memory and from the table', () => {
  it('are the same routes in the same order, with the same fields', () => {
    const random = mulberry32(42);
    let compared = 0;
    for (const place of demoPlaces) {
      for (const km of [0.5, 3, 9, 30]) {
        for (let i = 0; i < 3; i++) {
          const lat = place.lat + (i === 0 ? 0 : (random() - 0.5) * 0.2);
          const lng = place.lng + (i === 0 ? 0 : (random() - 0.5) * 0.2);
          const fromTable = routesAroundSync(conn.sqlite, lat, lng, km);
          expect(routesAroundInRows(rows, lat, lng, km)).toEqual(fromTable);
          compared += fromTable.length;
        }
      }
    }
    // Enough routes were found for the comparison to mean something.
    expect(compared).toBeGreaterThan(10_000);
  });
});
