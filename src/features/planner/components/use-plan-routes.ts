/**
 * The planner's routes: the search's (with who lives on each route while shading), plus routes a fill or
 * an import brought from further out (until a wider search lists them), plus the routes of the radius a
 * capped search left out once the user asked for them (`setCovered`, for that search only), indexed by
 * key; the selected ones go out as the service sent them (`onRoutes`). It names the search (`where`, its
 * point and radius) and gives the search's own routes (`listed`) for covering the rest (use-cover-rest.ts).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CarrierRoute } from '../../../api/contract/carrier-route';
import type { PlanPoint } from '../../../lib/plan-url';
import { plannerQueries } from '../api/planner-queries';
import { indexRoutes, routeKey, toPlannerRoute, type RouteKey } from '../types';

type Input = {
  point: PlanPoint | null;
  radius: number;
  demographics: boolean;
  selected: ReadonlySet<RouteKey>;
  onRoutes?: (routes: CarrierRoute[]) => void;
};

export function usePlanRoutes({ point, radius, demographics, selected, onRoutes }: Input) {
  const search = useQuery({
    ...plannerQueries.routes({ lat: point?.lat ?? 0, lng: point?.lng ?? 0, radius, demographics }),
    enabled: point !== null,
    placeholderData: keepPreviousData,
  });
  const [extras, setExtras] = useState<ReadonlyMap<RouteKey, CarrierRoute>>(new Map());
  // The search (point, radius): what is covered, and the cover's own state, are kept for one search.
  const where = point ? `${point.lat},${point.lng},${radius}` : '';
  const [covered, setCoveredFor] = useState<{ where: string; routes: ReadonlyMap<RouteKey, CarrierRoute> }>({
    where: '',
    routes: new Map(),
  });
  const coveredNow = covered.where === where ? covered.routes : null;
  const raws = useMemo(() => {
    const out = new Map<RouteKey, CarrierRoute>(extras);
    for (const [key, node] of coveredNow ?? []) out.set(key, node);
    for (const node of search.data?.nodes ?? []) out.set(`${node.zip}-${node.croute}`, node);
    return out;
  }, [search.data, extras, coveredNow]);
  const setCovered = useCallback(
    (routes: ReadonlyMap<RouteKey, CarrierRoute>) => setCoveredFor({ where, routes }),
    [where],
  );
  const routes = useMemo(() => [...raws.values()].map(toPlannerRoute), [raws]);
  const byKey = useMemo(() => indexRoutes(routes), [routes]);
  // The routes the search itself listed (the search's nodes win over extras of the same key in `raws`).
  const listed = useMemo(
    () => search.data?.nodes.flatMap((node) => byKey.get(routeKey(node.zip, node.croute)) ?? []),
    [search.data, byKey],
  );

  useEffect(() => {
    if (!onRoutes) return;
    onRoutes([...selected].flatMap((key) => raws.get(key) ?? []));
  }, [selected, raws, onRoutes]);

  return { search, routes, byKey, listed, where, setExtras, covered: coveredNow, setCovered };
}
