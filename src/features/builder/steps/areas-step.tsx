/**
 * The direct-mail targeting step: the route planner (given by the router), and "Save routes and
 * continue", which sends the chosen routes' `raw` objects exactly as the route lookups returned them,
 * with the zone they were picked in (the planner's search label, point and radius). The EDDM minimum is
 * the service's to enforce; its refusal is shown as it says it.
 *
 * The planner keeps its plan in the address. Opened with no plan there (a resumed draft, a reload of the
 * bare step), it starts from what the draft was saved with: the zone read back as the first distribution
 * location, and the routes. Left for another step and opened again, the wizard gives it back the plan as
 * it was left (kept-steps), saved or not; a plan whose routes are not the saved ones says so, with a way
 * back to the saved routes, and marks the step unsaved (the wizard and the campaign page say so) until it
 * is saved. A draft started from a quote opens the planner with "Fill to" set to the quote's pieces.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { CarrierRoute } from '../../../api/contract/carrier-route';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { numberFormat } from '../../../lib/intl-cache';
import { decodeRouteKeys, encodeRouteKeys, PLAN_KEYS } from '../../../lib/plan-url';
import { routeLimitText } from '../../../lib/route-limit';
import { campaignInsightQueries } from '../../../queries/campaign-insight-queries';
import { campaignMutations } from '../../../queries/campaign-mutations';
import { piecesOfRoutes, routeKeyOf, savedPlanParams, zoneOfPlan } from '../areas-plan';
import { keepStepSearch, markStepUnsaved, useDraftTarget } from '../kept-steps';
import { describeSaveError } from '../save-feedback';
import type { StepProps } from '../step-props';
import { countText } from './words';

/**
 * The route planner, embedded: it keeps its plan in the address and reports the chosen routes;
 * `fillTarget` is the number its "Fill to" starts with (the pieces of the quote the draft came from).
 */
export type AreasPlanner = ComponentType<{
  onRoutes: (routes: CarrierRoute[]) => void;
  fillTarget?: number;
  /** "Save routes and continue" with its lines: beside the map, or in the phone's bar at the bottom. */
  action?: ReactNode;
}>;

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
  const target = useDraftTarget(campaignId);
  const nf = numberFormat();

  // Resuming: a plan in the address wins (the wizard gives back the one left); an address without one
  // shows the draft's saved zone and routes.
  const hasPlan = search.has('routes') || search.has('lat');
  useEffect(() => {
    if (hasPlan || !targeting.data) return;
    const saved = savedPlanParams(targeting.data);
    if (saved) setSearch(saved);
  }, [targeting.data, hasPlan, setSearch]);

  const savedKeys = new Set((targeting.data?.routes ?? []).map(routeKeyOf));
  const planKeys = decodeRouteKeys(search.get('routes'));
  const unsaved =
    !!targeting.data &&
    hasPlan &&
    (planKeys.length !== savedKeys.size || planKeys.some((k) => !savedKeys.has(k)));
  // The step is unsaved while the plan's routes are not the saved ones (kept with the plan's routes, so
  // the same plan put back keeps the time it was changed). Known only once the saved routes are read.
  const unsavedSignature = unsaved ? [...planKeys].sort().join(',') : null;
  const targetingRead = !!targeting.data;
  // Once saved the step is left: an address still catching up must not mark it unsaved again.
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (targetingRead && !saved) markStepUnsaved(campaignId, 'areas', unsavedSignature);
  }, [campaignId, targetingRead, unsavedSignature, saved]);

  const backToSaved = () => {
    const saved = targeting.data ? savedPlanParams(targeting.data) : null;
    const reset: Record<string, string | null> = Object.fromEntries(PLAN_KEYS.map((k) => [k, null]));
    setSearch({ ...reset, ...(saved ?? {}) });
  };

  // More routes than a draft can hold: said next to the count, and not sent.
  const tooMany = routeLimitText(routes.length);

  const submit = () => {
    if (tooMany) return;
    if (routes.length === 0) {
      setProblem('Choose at least one carrier route on the map or in the table first.');
      return;
    }
    setProblem(null);
    const zone = zoneOfPlan(search);
    save.mutate(
      { routes: routes.map((r) => r.raw), ...(zone ? { zone } : {}) },
      {
        onSuccess: () => {
          // What the step keeps is what was saved: the address may not show the last routes chosen yet
          // (a fill's routes reach it a moment later, and opening the next step would drop them).
          const kept = new URLSearchParams(search);
          kept.set('routes', encodeRouteKeys(routes.map(routeKeyOf)));
          keepStepSearch(campaignId, 'areas', kept);
          setSaved(true);
          markStepUnsaved(campaignId, 'areas', null);
          onContinue();
        },
        onError: (err) => setProblem(describeSaveError(err).message),
      },
    );
  };

  return (
    <div>
      {unsaved ? (
        <div
          role="status"
          className="mb-3 flex flex-wrap items-center justify-between gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          <p className="min-w-0 flex-1 basis-56">
            {savedKeys.size === 0
              ? 'Your route choice is not saved yet: save it to use it for this campaign.'
              : 'Your route choice has changes that are not saved yet: save them, or go back to the saved routes.'}
          </p>
          {savedKeys.size > 0 ? (
            <Button variant="secondary" size="sm" onClick={backToSaved} disabled={save.isPending}>
              Go back to the saved routes
            </Button>
          ) : null}
        </div>
      ) : null}
      <Planner
        onRoutes={onRoutes}
        {...(target !== null ? { fillTarget: target } : {})}
        action={
          <div className="flex flex-col items-stretch gap-1">
            {problem ? (
              <p role="alert" className="text-sm text-red-700">
                {problem}
              </p>
            ) : null}
            <Button onClick={submit} disabled={save.isPending || tooMany !== null} className="w-full">
              {save.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
              {save.isPending ? 'Saving the routes…' : 'Save routes and continue'}
            </Button>
            <p
              role="status"
              data-testid="areas-chosen"
              className={cn('min-w-0 text-xs text-slate-700', !tooMany && 'max-lg:sr-only')}
            >
              {save.isPending
                ? `Saving ${countText(routes.length, 'route', 'routes')}…`
                : (tooMany ??
                  (routes.length > 0
                    ? `${countText(routes.length, 'route', 'routes')} chosen: ${nf.format(piecesOfRoutes(routes))} pieces, one for every home and business on them.`
                    : null))}
            </p>
          </div>
        }
      />
    </div>
  );
}
