/**
 * "Fill to N pieces" and "Fill to a budget" for the planner: asks the service's best fit for the routes
 * nearest the searched place, keeps those within the search's radius (fill-radius.ts; the budget's price
 * from the EDDM calculator, budget-fill.ts), tops the selection up with them, and says what it did. It
 * never widens the radius by itself: when the radius falls short it offers a larger choice of the radius
 * list, and changes nothing until the user takes it.
 *
 * The line it shows belongs to the search and the selection it describes: it is kept with the search
 * (point and radius) and the selection it left, and is shown only while both are still the same. A new
 * search, or a route chosen or dropped by hand, takes it away (a fill's words about an older search or an
 * older selection would be wrong). A fill whose answer comes after the search or the selection changed is
 * dropped.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState } from 'react';
import { BEST_FIT_MAX_VOLUME, type CarrierRoute } from '../../../api/contract/carrier-route';
import { MAX_QUOTE_PIECES, type EddmFormat } from '../../../api/contract/quote';
import { currencyOfCountry, isCurrencyCode } from '../../../lib/currency';
import { numberFormat } from '../../../lib/intl-cache';
import type { PlanPoint, PlanUrlState } from '../../../lib/plan-url';
import { accountQueries } from '../../../queries/account-queries';
import { quoteQueries } from '../../../queries/quote-queries';
import { plannerQueries } from '../api/planner-queries';
import { budgetFillPlan, fillToBudgetWithin, readBudget, type Priced } from '../budget-fill';
import { fillWithinRadius, radiusFillPlan, type FillOffer, type FillPlan } from '../fill-radius';
import { RADIUS_PRESETS_BY_UNIT, type DistanceUnit } from '../radius';
import type { SelectionAction } from '../selection';
import type { PlannerTotals } from '../totals';
import { routeKey, toPlannerRoute, type PlannerRoute, type RouteKey } from '../types';

type Input = {
  point: PlanPoint | null;
  radius: number;
  /** Miles or kilometres: the radius list offers are made from. */
  unit: DistanceUnit;
  /** The EDDM minimum: the target when none is typed. */
  minimum: number | null;
  /** The format the quote prices (the budget's price). */
  format: EddmFormat;
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

/** The line under the fill, with the search and the selection it is about. */
type Note = {
  search: string;
  selection: string;
  text: string;
  offer: (FillOffer & { routes: ReadonlyMap<RouteKey, CarrierRoute> }) | null;
};

/** The fill's line and offer, as shown. */
export type FillNote = { text: string; offer: { button: string; take: () => void } | null };

const searchKey = (point: PlanPoint | null, radius: number) =>
  point ? `${point.lat},${point.lng},${radius}` : '';
const selectionKey = (keys: Iterable<RouteKey>) => [...new Set(keys)].sort().join(' ');

export function useFill(input: Input) {
  const queryClient = useQueryClient();
  const account = useQuery(accountQueries.me());
  const [note, setNote] = useState<Note | null>(null);
  const [filling, setFilling] = useState(false);
  // The planner as it is now, for a fill whose answer comes later.
  const latest = useRef(input);
  useLayoutEffect(() => {
    latest.current = input;
  });

  const here = searchKey(input.point, input.radius);
  const chosen = selectionKey(input.selected);
  const say = (text: string, offer: Note['offer'] = null, at = { search: here, selection: chosen }) =>
    setNote({ ...at, text, offer });

  /** Whether the planner still shows the search and selection a fill started from. */
  const unchanged = (search: string, selection: string) =>
    searchKey(latest.current.point, latest.current.radius) === search &&
    selectionKey(latest.current.selected) === selection;

  /** The routes nearest the point, nearest first, until their homes reach `volume` (or 20 km out). */
  const nearest = async (point: PlanPoint, volume: number) => {
    const best = await queryClient.fetchQuery(
      plannerQueries.bestFit({
        ...point,
        volume: Math.max(1, Math.min(BEST_FIT_MAX_VOLUME, Math.ceil(volume))),
        demographics: input.demographics,
      }),
    );
    return { nodes: best.nodes, routes: best.nodes.map(toPlannerRoute) };
  };

  /** Adds what the plan adds now, keeps its offer with the routes it needs, and says it. */
  const apply = (plan: FillPlan, nodes: readonly CarrierRoute[]) => {
    const after = [...input.selected, ...plan.add];
    if (plan.add.length > 0) {
      bringIn(plan.add, nodes);
      input.dispatch({ type: 'add', keys: plan.add });
    }
    const offer = plan.offer
      ? {
          ...plan.offer,
          routes: new Map(
            nodes
              .map((n): [RouteKey, CarrierRoute] => [routeKey(n.zip, n.croute), n])
              .filter(([key]) => plan.offer!.add.includes(key)),
          ),
        }
      : null;
    say(plan.text, offer, { search: here, selection: selectionKey(after) });
  };

  /** Lists the added routes the search does not list (yet) beside its own. */
  const bringIn = (keys: readonly RouteKey[], nodes: Iterable<CarrierRoute>) => {
    const byKey = new Map([...nodes].map((n): [RouteKey, CarrierRoute] => [routeKey(n.zip, n.croute), n]));
    const outside = keys.filter((key) => !latest.current.byKey.has(key) && byKey.has(key));
    if (outside.length) input.addExtras(outside.map((k): [RouteKey, CarrierRoute] => [k, byKey.get(k)!]));
  };

  const run = async (work: (point: PlanPoint) => Promise<void>) => {
    const { point } = input;
    if (!point) return;
    setFilling(true);
    setNote(null);
    try {
      await work(point);
    } catch (err) {
      say(`Filling did not work: ${err instanceof Error ? err.message : 'no answer'} Try again.`);
    } finally {
      setFilling(false);
    }
  };

  const fill = async (text: string) => {
    const { point, radius, unit, minimum, totals, selected } = input;
    const target = Math.round(Number(text.trim() || minimum || 0));
    if (!point || !Number.isFinite(target) || target <= 0) return say('Type how many pieces to reach.');
    if (target <= totals.pieces)
      return say(`The selection already has ${numberFormat().format(totals.pieces)} pieces.`);
    const started = { search: here, selection: chosen };
    await run(async () => {
      const { nodes, routes } = await nearest(point, target + totals.residences);
      if (!unchanged(started.search, started.selection)) return;
      const result = fillWithinRadius(routes, {
        point,
        radius,
        choices: RADIUS_PRESETS_BY_UNIT[unit],
        target,
        selected,
        startPieces: totals.pieces,
      });
      apply(radiusFillPlan(result, { target, radius, unit }), nodes);
    });
  };

  const fillBudget = async (text: string) => {
    const { point, radius, unit, format, totals, selected } = input;
    const budget = readBudget(text);
    if (!point || budget === null) return say('Type the budget, an amount such as 2,000.');
    const started = { search: here, selection: chosen };
    const wanted = currencyOfCountry(account.data?.client.country_code);
    await run(async () => {
      const priceAt = async (volume: number): Promise<Priced> => {
        // More pieces than one quote can price cost more than any budget typed here.
        if (volume > MAX_QUOTE_PIECES) return { total: Infinity, currency: '', volume };
        const quote = await queryClient.fetchQuery(quoteQueries.eddm({ volume, format }));
        return { total: quote.total, currency: quote.currency, volume: quote.volume };
      };
      const tiers = await queryClient.fetchQuery(quoteQueries.eddmTiers(format));
      const minimum = await priceAt(1);
      const code = minimum.currency.trim().toUpperCase();
      if (wanted && code !== wanted)
        return say(
          `Direct-mail prices are in ${code}, not in your account’s ${wanted}: a budget in ${wanted} cannot be compared with them.`,
        );
      // Enough routes to go over the budget at the lowest price per piece there is.
      const cheapest = Math.min(...tiers.map((t) => t.perUnitPrice));
      const affordable = cheapest > 0 ? Math.floor(budget / cheapest) + 1 : BEST_FIT_MAX_VOLUME;
      const { nodes, routes } = await nearest(point, affordable + totals.residences);
      const result = await fillToBudgetWithin(routes, {
        point,
        radius,
        choices: RADIUS_PRESETS_BY_UNIT[unit],
        budget,
        selected,
        startPieces: totals.pieces,
        tiers,
        priceAt,
      });
      if (!unchanged(started.search, started.selection)) return;
      const currency = isCurrencyCode(code) ? code : undefined;
      apply(budgetFillPlan(result, { budget, currency, chosen: selected.size, radius, unit }), nodes);
    });
  };

  /** Takes the offer: the radius it names (from the list) and its routes, in one undo step. */
  const take = (offer: NonNullable<Note['offer']>) => {
    const { point, radius, selected } = input;
    bringIn(offer.add, offer.routes.values());
    if (offer.radius !== radius) input.onChange({ radius: offer.radius });
    input.dispatch({ type: 'add', keys: offer.add });
    say(offer.after, null, {
      search: searchKey(point, offer.radius),
      selection: selectionKey([...selected, ...offer.add]),
    });
  };

  // Shown only for the search and the selection it describes.
  const shown: FillNote | null =
    note && note.search === here && note.selection === chosen
      ? {
          text: note.text,
          offer: note.offer ? { button: note.offer.button, take: () => take(note.offer!) } : null,
        }
      : null;

  return {
    fill,
    fillBudget,
    note: shown,
    filling,
    currency: budgetCurrency(account.data?.client.country_code),
  };
}

/** The currency the budget is typed in: the account's (US dollars while it is not known). */
function budgetCurrency(countryCode: string | undefined): string {
  const code = currencyOfCountry(countryCode) ?? 'USD';
  return isCurrencyCode(code) ? code : 'USD';
}
