import { Hono } from 'hono';
import { missionListQuerySchemaFor } from '../../../src/api/contract/mission';
import { requireClientKey, type AuthEnv } from '../../auth/middleware';
import { missionStatusLabelsAll, missionTypeLabelsAll } from '../../domain/mission-codes';
import { requireFourDigitYear } from '../../http/dates';
import { parseQuery } from '../../http/validate';
import type { RouteDeps } from '../deps';
import { listMissions } from './queries';

/** Filters take every code the glossary lists, by number or label (BOOKED, INSERTS, ...). */
const missionListQuerySchema = missionListQuerySchemaFor(missionStatusLabelsAll, missionTypeLabelsAll);

export function missionRoutes({ db }: RouteDeps) {
  const app = new Hono<AuthEnv>();

  /**
   * The caller's missions, newest run first. `campaignId` (alias `campaignIds`) naming another client's
   * campaign gives an empty page, not an error.
   */
  app.get('/client/missions', requireClientKey, async (c) => {
    const q = parseQuery(c, missionListQuerySchema);
    requireFourDigitYear('from', q.from);
    requireFourDigitYear('to', q.to);
    return c.json({ success: true, data: await listMissions(db, c.var.auth.clientId, q) });
  });

  return app;
}
