import { missionStatusLabels, missionTypeLabels } from '../../src/api/contract/mission';

/**
 * Every mission code the sandbox uses, with its label. The spec shows type 1 and statuses 0, 10, 40, 60;
 * the others are the sandbox's (the spec leaves them "not shown") and reach the dashboard through the
 * code glossary: a run's type follows its campaign's channel, BOOKED is a run a distributor has taken,
 * IN_PROGRESS one checked in but not out yet.
 */
export const missionTypeLabelsAll: Record<number, string> = {
  ...missionTypeLabels,
  2: 'LETTERBOX',
  3: 'DIRECTMAIL',
  4: 'INSERTS',
};

export const missionStatusLabelsAll: Record<number, string> = {
  ...missionStatusLabels,
  20: 'BOOKED',
  30: 'IN_PROGRESS',
};

export const MISSION = {
  DRAFT: 0,
  AVAILABLE: 10,
  BOOKED: 20,
  IN_PROGRESS: 30,
  COMPLETED: 40,
  PAID: 60,
} as const;

/** Runs whose flyers count as distributed: completed or paid, not cancelled, checked out. */
export const DONE_STATUSES: readonly number[] = [MISSION.COMPLETED, MISSION.PAID];
