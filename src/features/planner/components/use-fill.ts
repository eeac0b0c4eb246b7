/**
 * "Fill to N pieces" for the planner: asks the service's best fit for the routes nearest the searched
 * place, tops the selection up with them (../fill.ts), brings in the routes from beyond the search (and
 * widens it so they are listed again after a reload), and says what it did.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BEST_FIT_MAX_VOLUME, type CarrierRoute } from '../../../api/contract/carrier-route';
import { numberFormat } from '../../../lib/intl-cache';
import { MAX_RADIUS, type PlanPoint, type PlanUrlState } from '../../../lib/plan-url';
import { plannerQueries } from '../api/planner-queries';
import { fillToTarget } from '../fill';
import { radiusCovering } from '../geo';
import type { SelectionAction } from '../selection';
import type { PlannerTotals } from '../totals';
import { toPlannerRoute, type PlannerRoute, type RouteKey } from '../types';

type Input = {
  point: PlanPoint | null;
  radius: number;
  /** The EDDM minimum: the target when none is typed. */
  minimum: number | null;
  totals: PlannerTotals;
  selected: ReadonlySet<RouteKey>;
  byKey: ReadonlyMap<RouteKey, PlannerRoute>;
  /** Whether the search brings who lives on each route (the best fit is asked the same way). */
  demographics: boolean;
  dispatch: (action: SelectionAction) => void;
  /** Routes from beyond the search, to list beside its own. */
  addExtras: (routes: readonly [RouteKey, CarrierRoute][]) => void;
  onChange: (patch: Partial<PlanUrlState>) => void;
};

export function useFill(input: Input) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState<string | null>(null);
  const [filling, setFilling] = useState(false);
  const nf = numberFormat();

  const fill = async (text: string) => {
    const { point, radius, minimum, totals, selected, byKey, demographics } = input;
    const target = Math.round(Number(text || minimum || 0));
    if (!point || !Number.isFinite(target) || target <= 0) {
      setNote('Type how many pieces to reach.');
      return;
    }
    if (target <= totals.pieces) {
      setNote(`The selection already has ${nf.format(totals.pieces)} pieces.`);
      return;
    }
    setFilling(true);
    setNote(null);
    try {
      const volume = Math.min(BEST_FIT_MAX_VOLUME, target + totals.residences);
      const best = await queryClient.fetchQuery(plannerQueries.bestFit({ ...point, volume, demographics }));
      const candidates = best.nodes.map(toPlannerRoute);
      const result = fillToTarget(candidates, { target, selected, startPieces: totals.pieces });
      const added = new Map(best.nodes.map((n) => [`${n.zip}-${n.croute}`, n]));
      const outside = result.add.filter((key) => !byKey.has(key));
      if (outside.length) {
        input.addExtras(outside.map((k): [RouteKey, CarrierRoute] => [k, added.get(k)!]));
        // Widen the search so the added routes are listed again after a reload.
        const needed = radiusCovering(
          point,
          candidates.filter((r) => outside.includes(r.key)),
        );
        if (needed && needed > radius) input.onChange({ radius: Math.min(MAX_RADIUS, needed) });
      }
      if (result.add.length) input.dispatch({ type: 'add', keys: result.add });
      setNote(
        result.reached
          ? `Added ${nf.format(result.add.length)} routes: ${nf.format(result.pieces)} pieces.`
          : `Only ${nf.format(result.pieces)} pieces are within reach of this place; ${nf.format(result.shortBy)} short.`,
      );
    } catch (err) {
      setNote(`Filling did not work: ${err instanceof Error ? err.message : 'no answer'} Try again.`);
    } finally {
      setFilling(false);
    }
  };

  return { fill, note, filling };
}
