/**
 * "Find the others": when a search lists only the nearest routes of its radius, smaller searches around
 * the ring it left out (cover-rest.ts) bring the others in, kept beside the search's own routes for that
 * search (use-plan-routes.ts; what a cover finds after the user moved on is kept for the search it was
 * for). The state starts over with every new search.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CarrierRoute } from '../../../api/contract/carrier-route';
import type { PlanPoint } from '../../../lib/plan-url';
import { plannerQueries } from '../api/planner-queries';
import { coverSearches, inSearch, listedReach } from '../cover-rest';
import { routeKey, toPlannerRoute, type PlannerRoute, type RouteKey } from '../types';

export type CoverState =
  | { status: 'idle' }
  | { status: 'covering'; done: number; of: number }
  | { status: 'done'; found: number }
  | { status: 'failed' };

const IDLE: CoverState = { status: 'idle' };

/** Searches in flight at once. */
const AT_ONCE = 4;

export function useCoverRest(input: {
  point: PlanPoint | null;
  radius: number;
  /** The search (its point and radius) as usePlanRoutes names it. */
  where: string;
  /** The routes the search listed; undefined until it has answered. */
  listed: readonly PlannerRoute[] | undefined;
  /** Keeps the routes found beside the search's own, for this search. */
  setCovered: (routes: ReadonlyMap<RouteKey, CarrierRoute>) => void;
}) {
  const { point, radius, where, listed, setCovered } = input;
  const client = useQueryClient();
  // Each search (point, radius) has its own cover: a state kept for another search reads as idle.
  const [kept, setKept] = useState<{ where: string; state: CoverState }>({ where, state: IDLE });
  const state = kept.where === where ? kept.state : IDLE;

  const cover = async () => {
    if (!point || !listed) return;
    const mine = where;
    const setState = (next: CoverState) => setKept({ where: mine, state: next });
    const listedKeys = new Set(listed.map((r) => r.key));
    const reach = listedReach(point, listed);
    const searches = coverSearches(point, radius, reach);
    const found = new Map<RouteKey, CarrierRoute>();
    let done = 0;
    setState({ status: 'covering', done, of: searches.length });
    try {
      for (let i = 0; i < searches.length; i += AT_ONCE) {
        const answers = await Promise.all(
          searches
            .slice(i, i + AT_ONCE)
            .map((s) => client.fetchQuery(plannerQueries.routes({ ...s.point, radius: s.radius }))),
        );
        for (const answer of answers) {
          for (const node of answer.nodes) {
            const key = routeKey(node.zip, node.croute);
            if (listedKeys.has(key) || found.has(key)) continue;
            if (inSearch(point, radius, toPlannerRoute(node).paths)) found.set(key, node);
          }
        }
        done += answers.length;
        setState({ status: 'covering', done, of: searches.length });
      }
      setCovered(found);
      setState({ status: 'done', found: found.size });
    } catch {
      setState({ status: 'failed' });
    }
  };

  return { state, cover: () => void cover() };
}
