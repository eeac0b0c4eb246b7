/**
 * The route planner inside another page (the draft wizard's carrier-routes step): its plan lives in the
 * same address keys as on the planner page, next to the host page's own parameters (`step`), which are
 * kept. The chosen routes, with their `raw` objects, are reported through `onRoutes`; `fillTarget` starts
 * the "Fill to" field with a number of pieces; `action` is the host's next action, shown with the totals.
 */
import { useCallback, type ReactNode } from 'react';
import type { CarrierRoute } from '../../api/contract/carrier-route';
import { useUrlState } from '../../lib/use-url-state';
import { RoutePlanner } from './components/route-planner';
import {
  PLAN_KEYS,
  readPlanUrl,
  RETIRED_PLAN_KEYS,
  writePlanUrl,
  type PlanUrlState,
} from '../../lib/plan-url';

function writeEmbedded(state: PlanUrlState, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of [...PLAN_KEYS, ...RETIRED_PLAN_KEYS]) next.delete(key);
  for (const [key, value] of writePlanUrl(state)) next.set(key, value);
  return next;
}

export type EmbeddedPlannerProps = {
  onRoutes: (routes: CarrierRoute[]) => void;
  /**
   * Pieces the "Fill to" field starts with while no route is chosen: the volume of the quote a draft was
   * started from, so one click (or Enter) fills to it.
   */
  fillTarget?: number;
  /** The step's action (save the routes): beside the map, or in the phone's bar at the bottom. */
  action?: ReactNode;
};

export function EmbeddedPlanner({ onRoutes, fillTarget, action }: EmbeddedPlannerProps) {
  const [plan, update] = useUrlState({ read: readPlanUrl, write: writeEmbedded, replace: true });
  const onChange = useCallback(
    (patch: Partial<PlanUrlState>) => update((s) => ({ ...s, ...patch })),
    // `update` builds on the latest URL by itself; one callback for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return (
    <RoutePlanner
      value={plan}
      onChange={onChange}
      onRoutes={onRoutes}
      fillTarget={fillTarget}
      action={action}
    />
  );
}
