/**
 * The planner in the URL, so a plan can be bookmarked and shared:
 *
 *   ?lat=30.26715&lng=-97.74306     the search point (5 decimals: about a metre)
 *   &q=600 Congress Ave, Austin      its label, as the user saw it
 *   &r=2000                          the radius in metres (3000, the service's default, is left out)
 *   &fmt=SMALL                       the quote's mail piece format (left out: the campaign default)
 *   &routes=78701-C001.4.R002_78702-C010   the selected routes
 *
 * Routes are grouped by ZIP (`_` between groups, `-` after the ZIP, `.` between codes), and a code with the
 * same letters and digit count as the one before it is written as its number alone (`C001.4` is C001 and
 * C004). These characters need no percent-encoding, so 300 routes fit well within 2,000 characters. The
 * `:` and `,` form (`78701:C001.C004,78702:C010`) is read too.
 *
 * Anything unreadable is ignored: a bad point reads as none, a bad radius as the default, an out-of-range
 * radius is clamped, and unreadable route entries are skipped. A retired key (`biz`, the old "mail
 * businesses too": every home and business on a route is always mailed) is ignored, and dropped when the
 * plan is written again.
 *
 * Shared (in src/lib): the planner writes a plan, the new-campaign page reads the plan it starts a draft
 * from.
 */
import { carrierRouteLimits } from '../api/contract/carrier-route';
import { eddmCampaignDefaultFormat, eddmFormatSchema, type EddmFormat } from '../api/contract/quote';
import { MAX_SEARCH_LENGTH } from './search-text';

/** A route's identity across searches: `${zip}-${croute}`, e.g. `78701-C004`. */
type RouteKey = string;
const routeKey = (zip: string, croute: string): RouteKey => `${zip}-${croute}`;

export const MIN_RADIUS = 100;
export const MAX_RADIUS = carrierRouteLimits.radiusMax;
export const DEFAULT_RADIUS = carrierRouteLimits.radiusDefault;
/** Most route keys read from one URL. */
export const MAX_URL_ROUTES = 5000;

export type PlanPoint = { lat: number; lng: number };

/** Every address key a plan uses (a page hosting the planner keeps its other keys). */
export const PLAN_KEYS = ['lat', 'lng', 'q', 'r', 'fmt', 'routes'] as const;
/** Keys plans once used, read as nothing and dropped when a plan is written over them. */
export const RETIRED_PLAN_KEYS = ['biz'] as const;

export type PlanUrlState = {
  point: PlanPoint | null;
  label: string;
  radius: number;
  /** The mail piece format the live quote prices. */
  format: EddmFormat;
  selected: RouteKey[];
};

export const DEFAULT_FORMAT: EddmFormat = eddmCampaignDefaultFormat;

/** A format the quote knows (any letter case), or the default. */
export function readFormat(value: string | null | undefined): EddmFormat {
  const parsed = eddmFormatSchema.safeParse((value ?? '').trim().toUpperCase());
  return parsed.success ? parsed.data : DEFAULT_FORMAT;
}

const ZIP = /^\d{5}$/;
/** A route code: letters first (so a number alone is always the short form), at most 8 characters. */
const CODE = /^[A-Za-z][A-Za-z0-9]{0,7}$/;
const CODE_PARTS = /^([A-Za-z]+)(\d+)$/;

const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

/** The routes' short form; keys that are not a 5-digit ZIP and a plain route code are left out. */
export function encodeRouteKeys(keys: Iterable<RouteKey>): string {
  const byZip = new Map<string, Set<string>>();
  for (const key of keys) {
    const [zip, code, ...rest] = key.split('-');
    if (rest.length > 0 || !zip || !code || !ZIP.test(zip) || !CODE.test(code)) continue;
    const codes = byZip.get(zip) ?? new Set<string>();
    codes.add(code);
    byZip.set(zip, codes);
  }
  const natural = new Intl.Collator('en', { numeric: true }).compare;
  return [...byZip.keys()]
    .sort()
    .map((zip) => {
      let prefix = '';
      let width = 0;
      const parts = [...byZip.get(zip)!].sort(natural).map((code) => {
        const m = CODE_PARTS.exec(code);
        if (m && m[1] === prefix && m[2]!.length === width) return String(Number(m[2]));
        prefix = m?.[1] ?? '';
        width = m?.[2]!.length ?? 0;
        return code;
      });
      return `${zip}-${parts.join('.')}`;
    })
    .join('_');
}

/** Reads the short form: the route keys in the order written, each once; unreadable entries skipped. */
export function decodeRouteKeys(text: string | null | undefined): RouteKey[] {
  const out = new Set<RouteKey>();
  for (const group of (text ?? '').split(/[_,]/)) {
    const [zip, codes, ...rest] = group.trim().split(/[-:]/);
    if (rest.length > 0 || !zip || !codes || !ZIP.test(zip)) continue;
    let prefix = '';
    let width = 0;
    for (const item of codes.split('.')) {
      let code = item;
      if (/^\d+$/.test(code)) {
        // A number alone: the previous code's letters and digit count.
        if (!prefix || code.length > width) continue;
        code = prefix + code.padStart(width, '0');
      }
      if (!CODE.test(code)) continue;
      const m = CODE_PARTS.exec(code);
      prefix = m?.[1] ?? '';
      width = m?.[2]!.length ?? 0;
      out.add(routeKey(zip, code));
      if (out.size >= MAX_URL_ROUTES) return [...out];
    }
  }
  return [...out];
}

/** A decimal within bounds, or null. */
function readCoordinate(value: string | null, bound: number): number | null {
  if (value === null || !/^\s*-?\d+(\.\d+)?\s*$/.test(value)) return null;
  const n = Number(value);
  return Math.abs(n) <= bound ? round5(n) : null;
}

/** The radius in whole metres, clamped to MIN_RADIUS..MAX_RADIUS; the default when unreadable. */
export function readRadius(value: string | null | undefined): number {
  if (value == null || !/^\s*\d+(\.\d+)?\s*$/.test(value)) return DEFAULT_RADIUS;
  return Math.min(MAX_RADIUS, Math.max(MIN_RADIUS, Math.round(Number(value))));
}

export function readPlanUrl(params: URLSearchParams): PlanUrlState {
  const lat = readCoordinate(params.get('lat'), 90);
  const lng = readCoordinate(params.get('lng'), 180);
  return {
    point: lat !== null && lng !== null ? { lat, lng } : null,
    label: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    radius: readRadius(params.get('r')),
    format: readFormat(params.get('fmt')),
    selected: decodeRouteKeys(params.getAll('routes').join('_')),
  };
}

/** The URL form of `state`; defaults and empty parts are left out. */
export function writePlanUrl(state: PlanUrlState): URLSearchParams {
  const out = new URLSearchParams();
  if (state.point) {
    out.set('lat', String(round5(state.point.lat)));
    out.set('lng', String(round5(state.point.lng)));
  }
  const label = state.label.trim().slice(0, MAX_SEARCH_LENGTH);
  if (label) out.set('q', label);
  const radius = readRadius(String(state.radius));
  if (radius !== DEFAULT_RADIUS) out.set('r', String(radius));
  if (state.format !== DEFAULT_FORMAT) out.set('fmt', state.format);
  const routes = encodeRouteKeys(state.selected);
  if (routes) out.set('routes', routes);
  return out;
}
