/**
 * Starting a draft from somewhere else in one click: the planner (its routes, format and search) or an
 * EDDM quote (its format and pieces: `fmt`, `volume`) link to the new-campaign page with `start=<nonce>`,
 * which creates the draft by itself (connecting first when the builder's permission is not held, then
 * carrying on), saves the plan's routes, and opens the wizard at the step after them. A quote's pieces
 * travel on to the wizard, which keeps them as the draft's target (its figures "from your quote" until
 * routes are chosen, and the routes step's "Fill to"). A flyer quote starts a street draft of its channel.
 *
 * The nonce is made per click: the page starts each nonce once (a reload or Back starts nothing), and the
 * draft is created with it as the Idempotency-Key, so a repeated request makes no second draft.
 */
import type { AreasZone } from '../api/contract/builder';
import type { CarrierRoute, RawRoute } from '../api/contract/carrier-route';
import { eddmFormatSchema, type EddmFormat } from '../api/contract/quote';
import { appPaths } from './app-paths';
import { PLAN_KEYS, readPlanUrl, RETIRED_PLAN_KEYS, type PlanPoint } from './plan-url';
import { readPositiveInt } from './url-values';

/** The new-campaign page's key: start this draft on arrival. */
export const START_DRAFT_KEY = 'start';
/** The direct-mail channel choice of the new-campaign page. */
export const DIRECT_MAIL_CHOICE = 'ADM-EDDM';
/** The most pieces a draft is started with (the calculators' limit). */
const MAX_TARGET = 10_000_000;

/** The address that starts a draft of `choice` (`ADM-EDDM`, `H2H-HANDTOHAND`, …) from `extra` on arrival. */
export function startDraftPath(choice: string, extra: URLSearchParams, nonce: string): string {
  const params = new URLSearchParams(extra);
  params.set(START_DRAFT_KEY, nonce);
  return appPaths.newCampaign(choice, params);
}

/** The address that starts a direct-mail draft from `extra` (a plan's or a quote's keys) on arrival. */
export function startDirectMailPath(extra: URLSearchParams, nonce: string): string {
  return startDraftPath(DIRECT_MAIL_CHOICE, extra, nonce);
}

/** The keys a quote hands on: its format and its pieces (both as the quote applied them). */
export const quoteHandoff = (quote: { format: string; volume: number }): URLSearchParams =>
  new URLSearchParams({ fmt: quote.format, volume: String(quote.volume) });

/** The street draft a flyer quote starts, by the quote's channel (letterbox, else hand-to-hand). */
export function streetChoiceOf(channel: string | null | undefined): string {
  const c =
    channel
      ?.trim()
      .toUpperCase()
      .replace(/[\s_-]/g, '') ?? '';
  return c === 'D2D' || c === 'LETTERBOX' || c === 'DOORTODOOR' ? 'D2D-LETTERBOX' : 'H2H-HANDTOHAND';
}

/** A new nonce for one click (a random id; a timestamp where the platform has no `randomUUID`). */
export const newStartNonce = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export type HandoffPlan = {
  point: PlanPoint;
  /** The search as the user saw it. */
  label: string;
  radius: number;
  /** Route keys, `zip-croute`. */
  selected: string[];
};

export type DraftHandoff = {
  /** The EDDM format asked for (`fmt`), when one is given. */
  format: EddmFormat | null;
  /** The pieces of the quote the draft starts from (`volume`), when given. */
  volume: number | null;
  /** The plan's routes and search, when it has both a point and routes. */
  plan: HandoffPlan | null;
};

/** What a draft starts from, read from the page's address (plan keys as the planner writes them). */
export function readDraftHandoff(search: URLSearchParams): DraftHandoff {
  const fmt = eddmFormatSchema.safeParse((search.get('fmt') ?? '').trim().toUpperCase());
  const plan = readPlanUrl(search);
  const volume = readPositiveInt(search.get('volume'));
  return {
    format: fmt.success ? fmt.data : null,
    volume: volume !== undefined && volume <= MAX_TARGET ? volume : null,
    plan:
      plan.point && plan.selected.length > 0
        ? { point: plan.point, label: plan.label, radius: plan.radius, selected: plan.selected }
        : null,
  };
}

/** The address keys left to hand on to the wizard once the plan is saved in the draft. */
export function afterPlanSaved(search: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams(search);
  for (const key of [...PLAN_KEYS, ...RETIRED_PLAN_KEYS]) out.delete(key);
  return out;
}

/** The zone the routes were picked in, exactly as searched (a search without a label is named in words). */
export const handoffZone = (plan: HandoffPlan): AreasZone => ({
  name: plan.label.trim().slice(0, 200) || 'Searched area',
  lat: plan.point.lat,
  lng: plan.point.lng,
  radius: plan.radius,
});

/**
 * The `raw` objects of the plan's routes among a search's answer, in the plan's order, and the keys not
 * found there (the draft then opens on its routes step with the plan, rather than saving part of it).
 */
export function pickPlanRoutes(
  nodes: readonly Pick<CarrierRoute, 'zip' | 'croute' | 'raw'>[],
  keys: readonly string[],
): { raws: RawRoute[]; missing: string[] } {
  const byKey = new Map(nodes.map((n) => [`${n.zip}-${n.croute}`, n.raw]));
  const raws: RawRoute[] = [];
  const missing: string[] = [];
  for (const key of keys) {
    const raw = byKey.get(key);
    if (raw) raws.push(raw);
    else missing.push(key);
  }
  return { raws, missing };
}
