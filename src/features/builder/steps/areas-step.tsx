/**
 * The direct-mail targeting step: the route planner (given by the router) with the draft's saved routes,
 * and "Save routes and continue", which sends the chosen routes' `raw` objects exactly as the route
 * lookups returned them. The EDDM minimum is the service's to enforce; its refusal is shown as it says it.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import type { CarrierRoute } from '../../../api/contract/carrier-route';
import type { DraftTargeting } from '../../../api/contract/draft-targeting';
import { Button } from '../../../components/ui/button';
import { campaignInsightQueries } from '../../../queries/campaign-insight-queries';
import { campaignMutations } from '../../../queries/campaign-mutations';
import { describeSaveError } from '../components/save-feedback';
import type { StepProps } from '../components/step-props';
import { numberFormat } from '../../../lib/intl-cache';

/** The route planner, embedded: it keeps its plan in the address and reports the chosen routes. */
export type AreasPlanner = ComponentType<{ onRoutes: (routes: CarrierRoute[]) => void }>;

/** Most radius the route search takes (metres). */
const MAX_RADIUS = 20000;

/**
 * The planner's address form of a saved selection: the focused zone as the search point and radius, the
 * routes as `zip-code.code_zip-code` (the planner's short form, every code written out).
 */
export function savedPlanParams(t: DraftTargeting): Record<string, string> | null {
  if (t.routes.length === 0) return null;
  const byZip = new Map<string, string[]>();
  for (const r of t.routes) byZip.set(r.zip, [...(byZip.get(r.zip) ?? []), r.croute]);
  const routes = [...byZip].map(([zip, codes]) => `${zip}-${codes.join('.')}`).join('_');
  const zone = t.distributionLocations.find((z) => z.is_focused) ?? t.distributionLocations[0];
  if (!zone) return { routes };
  return {
    lat: String(Math.round(zone.lat * 1e5) / 1e5),
    lng: String(Math.round(zone.lng * 1e5) / 1e5),
    r: String(Math.min(MAX_RADIUS, Math.max(500, Math.ceil(zone.radius / 100) * 100))),
    q: zone.name,
    routes,
  };
}

export function AreasStep({
  campaignId,
  search,
  setSearch,
  onContinue,
  Planner,
}: StepProps & { Planner: AreasPlanner }) {
  const targeting = useQuery(campaignInsightQueries.draftTargeting(campaignId));
  const save = useMutation(campaignMutations.areas(campaignId));
  const [routes, setRoutes] = useState<CarrierRoute[]>([]);
  const onRoutes = useCallback((next: CarrierRoute[]) => setRoutes(next), []);
  const [problem, setProblem] = useState<string | null>(null);

  // Resuming: a plan in the address wins; an address without one (the step opened from the step list, a
  // resumed draft) shows the draft's saved routes.
  const hasPlan = search.has('routes') || search.has('lat');
  useEffect(() => {
    if (hasPlan || !targeting.data) return;
    const saved = savedPlanParams(targeting.data);
    if (saved) setSearch(saved);
  }, [targeting.data, hasPlan, setSearch]);

  const submit = () => {
    if (routes.length === 0) {
      setProblem('Choose at least one carrier route on the map or in the table first.');
      return;
    }
    setProblem(null);
    save.mutate(
      routes.map((r) => r.raw),
      {
        onSuccess: () => onContinue(),
        onError: (err) => setProblem(describeSaveError(err).message),
      },
    );
  };

  return (
    <div>
      <Planner onRoutes={onRoutes} />
      <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
        <Button onClick={submit} disabled={save.isPending}>
          {save.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
          {save.isPending ? 'Saving the routes…' : 'Save routes and continue'}
        </Button>
        <p role="status" className="text-sm text-slate-600">
          {save.isPending ? `Saving ${numberFormat().format(routes.length)} routes…` : null}
        </p>
      </div>
      {problem ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
