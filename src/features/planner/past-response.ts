/**
 * Past response on the map: the routes the client's earlier direct-mail campaigns mailed, coloured by
 * how each campaign responded. The figure is the campaign's (scans per 1,000 pieces distributed, from its
 * performance figures), so every route a campaign mailed shares it; a route mailed by several campaigns
 * takes the best of their figures. The campaigns with a figure are split by rank into up to four equal
 * groups (quarters), each a step of a colour-blind-safe sequential palette; "did best" is the top group.
 */
import { isVolumePerformance, type Performance } from '../../api/contract/performance';
import { numberFormat } from '../../lib/intl-cache';
import { perThousand as ratePerThousand } from '../../lib/measurement';
import type { RouteKey } from './types';

/**
 * Four steps of ColorBrewer's "Greens" (without its palest), light to dark: one hue, so the order reads
 * without telling colours apart, and unlike the orange of the demographic shading and the indigo of the
 * selection.
 */
export const RESPONSE_PALETTE = ['#bae4b3', '#74c476', '#31a354', '#006d2c'] as const;
/** A mailed route whose campaigns have no figure yet (nothing distributed): a mid grey. */
export const NO_FIGURE_COLOUR = '#a3a3a3';
/** A mailed route whose campaigns do not count scans (no figure can come): a light grey. */
export const NOT_COUNTED_COLOUR = '#d4d4d4';

/** What the legend and help texts call the figure. */
export const FIGURE_NAME = 'scans per 1,000 pieces distributed';

/** A campaign's totals as its performance figures give them. */
export type ResponseTotals = { scans: number; pieces: number };

/**
 * One past direct-mail campaign: the routes it mailed, its totals (null when unreadable) and whether it
 * counts scans (a campaign that does not has no figure: its zeros mean "not counted", not "no response").
 */
export type CampaignWithResponse = {
  id: string;
  name: string;
  routes: readonly RouteKey[];
  totals: ResponseTotals | null;
  scansCounted: boolean;
};

export type RouteResponse = {
  /** The campaign whose figure the route shows (the best of the campaigns that mailed it). */
  campaign: string;
  /** Scans per 1,000 pieces, or null when none of its campaigns has a figure yet. */
  figure: number | null;
  /** The group (0 = lowest), or null without a figure. */
  step: number | null;
  /** Without a figure because none of its campaigns counts scans. */
  notCounted: boolean;
};

export type ResponseLegendEntry = { step: number | null; label: string; colour: string };

export type PastResponse = {
  byRoute: Map<RouteKey, RouteResponse>;
  colours: Map<RouteKey, string>;
  /**
   * One entry per group, lowest first, then "No figure yet" when some mailed route has none, and "Scans not
   * counted" when some mailed route's campaigns do not count scans.
   */
  legend: ResponseLegendEntry[];
  /** The index of the top group, or null when no campaign has a figure. */
  topStep: number | null;
};

const sum = (values: readonly number[] | undefined): number =>
  (values ?? []).reduce((s, n) => s + (Number.isFinite(n) && n > 0 ? n : 0), 0);

/** Scans and pieces distributed in total, from either shape of the performance figures. */
export function responseTotals(performance: Performance): ResponseTotals {
  if (isVolumePerformance(performance))
    return {
      scans: sum(performance.yAxis.scans?.data),
      pieces: sum(performance.yAxis.flyersDistributed?.data),
    };
  return { scans: performance.scans, pieces: performance.distributed };
}

/** Scans per 1,000 pieces distributed; null when nothing was distributed (no figure yet). */
export function perThousand(totals: ResponseTotals | null): number | null {
  return totals ? (ratePerThousand(totals.scans, totals.pieces) ?? null) : null;
}

/** `n` colours spread over the palette, lightest first (one group gets the darkest). */
export function responsePaletteFor(n: number): string[] {
  const last = RESPONSE_PALETTE.length - 1;
  if (n <= 0) return [];
  if (n === 1) return [RESPONSE_PALETTE[last]!];
  return Array.from({ length: n }, (_, i) => RESPONSE_PALETTE[Math.round((i * last) / (n - 1))]!);
}

/**
 * The group of each figure: the figures sorted, split by rank into `min(4, distinct figures)` groups of
 * (nearly) equal size; equal figures always share a group (the group of the first of them).
 */
export function responseSteps(figures: readonly number[]): { steps: number; stepOf: (f: number) => number } {
  const sorted = [...figures].sort((a, b) => a - b);
  const distinct = new Set(sorted).size;
  const steps = Math.min(RESPONSE_PALETTE.length, distinct);
  const stepOf = (f: number) => {
    const below = sorted.filter((x) => x < f).length;
    return Math.min(steps - 1, Math.floor((below * steps) / sorted.length));
  };
  return { steps, stepOf };
}

const figureFormat = () => numberFormat(undefined, { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/** A figure as the legend writes it, e.g. "4.2". */
export const formatFigure = (figure: number): string => figureFormat().format(figure);

/** Colours, groups and legend for the routes of `campaigns`. */
export function pastResponse(campaigns: readonly CampaignWithResponse[]): PastResponse {
  const figures = new Map(campaigns.map((c) => [c.id, c.scansCounted ? perThousand(c.totals) : null]));
  const known = [...figures.values()].filter((f): f is number => f !== null);
  const { steps, stepOf } = responseSteps(known);
  const palette = responsePaletteFor(steps);

  const byRoute = new Map<RouteKey, RouteResponse>();
  for (const campaign of campaigns) {
    const figure = figures.get(campaign.id) ?? null;
    const notCounted = figure === null && !campaign.scansCounted;
    for (const key of campaign.routes) {
      const current = byRoute.get(key);
      if (current && figure === null) {
        // Not counted only when no campaign of the route counts scans.
        if (current.figure === null) current.notCounted &&= notCounted;
        continue;
      }
      if (current && current.figure !== null && figure !== null && current.figure >= figure) continue;
      byRoute.set(key, {
        campaign: campaign.name,
        figure,
        step: figure === null ? null : stepOf(figure),
        notCounted,
      });
    }
  }
  const colours = new Map<RouteKey, string>();
  for (const [key, r] of byRoute)
    colours.set(
      key,
      r.step !== null ? palette[r.step]! : r.notCounted ? NOT_COUNTED_COLOUR : NO_FIGURE_COLOUR,
    );

  // Each group's range, from the campaigns' own figures.
  const ranges = Array.from({ length: steps }, () => ({ min: Infinity, max: -Infinity }));
  for (const f of known) {
    const range = ranges[stepOf(f)]!;
    range.min = Math.min(range.min, f);
    range.max = Math.max(range.max, f);
  }
  const legend: ResponseLegendEntry[] = ranges.map((range, step) => ({
    step,
    label:
      range.min === range.max
        ? formatFigure(range.min)
        : `${formatFigure(range.min)} to ${formatFigure(range.max)}`,
    colour: palette[step]!,
  }));
  if ([...byRoute.values()].some((r) => r.step === null && !r.notCounted))
    legend.push({ step: null, label: 'No figure yet', colour: NO_FIGURE_COLOUR });
  if ([...byRoute.values()].some((r) => r.notCounted))
    legend.push({ step: null, label: 'Scans not counted', colour: NOT_COUNTED_COLOUR });
  return { byRoute, colours, legend, topStep: steps > 0 ? steps - 1 : null };
}

/**
 * The keys of `routes` (in their order) whose campaign is in the top group: the routes mailed by the
 * campaigns that did best. Routes never mailed, or without a figure, never match.
 */
export function routesWhoseCampaignsDidBest(
  response: Pick<PastResponse, 'byRoute' | 'topStep'>,
  routes: readonly RouteKey[],
): RouteKey[] {
  const top = response.topStep;
  if (top === null) return [];
  return routes.filter((key) => response.byRoute.get(key)?.step === top);
}
