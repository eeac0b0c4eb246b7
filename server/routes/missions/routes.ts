import { endpoints } from '../../../src/api/contract/endpoints';
import { missionListQuerySchemaFor } from '../../../src/api/contract/mission';
import { missionStatusLabelsAll, missionTypeLabelsAll } from '../../domain/mission-codes';
import type { RouteModule } from '../deps';
import { listMissions } from './queries';

/** Filters take every code the glossary lists, by number or label (BOOKED, INSERTS, ...). */
const missionListQuerySchema = missionListQuerySchemaFor(missionStatusLabelsAll, missionTypeLabelsAll);

/**
 * The caller's missions, newest run first. `campaignId` (alias `campaignIds`) naming another client's
 * campaign gives an empty page, not an error.
 */
export const missionRoutes: RouteModule = (mount, { db }) => {
  mount(endpoints.listMissions, ({ auth, query }) => listMissions(db, auth.clientId, query), {
    query: missionListQuerySchema,
  });
};
