/**
 * How the planner's map is coloured: by a household attribute (the shading, its band and the routes at or
 * above it) or by past response, one at a time. The demographic attributes are read here; who lives on
 * each route comes with the search, asked only while shading.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { demographicQueries } from '../../../queries/demographic-queries';
import { routesWhoseCampaignsDidBest } from '../past-response';
import { routesAtOrAbove, shadeRoutes, shadingAttributes } from '../shading';
import type { PlannerRoute } from '../types';
import { usePastResponse } from './use-past-response';

type Input = {
  routes: readonly PlannerRoute[];
  /** The attribute chosen to shade by, or null. */
  shadingKey: string | null;
  /** The search shows its previous answer while the one with who lives there is on its way. */
  placeholder: boolean;
};

export function useMapColouring({ routes, shadingKey, placeholder }: Input) {
  const attributesQuery = useQuery(demographicQueries.attributes());
  const attributes = useMemo(
    () => shadingAttributes(attributesQuery.data?.attributes ?? []),
    [attributesQuery.data],
  );
  const attribute = attributes.find((a) => a.key === shadingKey) ?? null;
  // Until the search with who lives there has answered, the map keeps its plain colours.
  const demographicsLoading = attribute !== null && placeholder;
  const shading = useMemo(
    () => (attribute && !demographicsLoading ? shadeRoutes(routes, attribute) : null),
    [routes, attribute, demographicsLoading],
  );
  const [threshold, setThreshold] = useState('');
  const band = attribute?.values.some((v) => v.value === threshold)
    ? threshold
    : (attribute?.values[0]?.value ?? '');
  const atOrAbove = useMemo(
    () => (attribute && band && !demographicsLoading ? routesAtOrAbove(routes, attribute, band) : []),
    [routes, attribute, band, demographicsLoading],
  );
  // Past response: one colouring at a time, so it and the household shading turn each other off.
  const [pastOn, setPastOn] = useState(false);
  const past = usePastResponse(pastOn);
  const pastColours = past.status === 'ready' ? past.response.colours : null;
  const didBest = useMemo(
    () =>
      past.status === 'ready'
        ? routesWhoseCampaignsDidBest(
            past.response,
            routes.map((r) => r.key),
          )
        : [],
    [past, routes],
  );
  return {
    attributesQuery,
    attributes,
    attribute,
    demographicsLoading,
    shading,
    band,
    setThreshold,
    atOrAbove,
    pastOn,
    setPastOn,
    past,
    pastColours,
    didBest,
  };
}
