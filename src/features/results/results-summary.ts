/**
 * What the results view says about all its campaigns together: the totals row (whose rates are the rates
 * of the totals, never a mean of rates), the best campaigns by scans per 1,000 flyers, and the same rate
 * by channel. A campaign whose figure is unknown (not counted, or not known for the period) is left out of
 * that figure's total, its rate and its rankings, flyers included, so a rate compares like with like; the
 * page says how many were left out and why. Rankings count only campaigns with enough flyers in the
 * period, so a 40-flyer test does not win.
 */
import type { Campaign } from '../../api/contract/campaign';
import { perThousand } from '../../lib/measurement';
import type { CampaignResult } from './campaign-results';

/** The fewest flyers in the period for a campaign (or a channel) to be ranked by a rate. */
export const MIN_RANK_FLYERS = 1000;

export type RatedMeasure = 'scans' | 'conversions';

export type MeasureTotal = {
  value: number;
  /** Flyers of the campaigns counted in `value`: the rate's base. */
  flyers: number;
  /** `value` per 1,000 `flyers`. */
  rate: number | null;
  /** Campaigns in `value`. */
  campaigns: number;
  /** Campaigns left out because they do not count this measure. */
  notCounted: number;
  /** Campaigns left out because the figure is not known for the period (a total only, not sent). */
  unknown: number;
};

export type ResultsTotals = {
  /** Campaigns whose results were read. */
  campaigns: number;
  /** Flyers of every campaign whose flyers are known. */
  flyers: number;
  /** Campaigns whose flyers are not known (left out of every total). */
  flyersUnknown: number;
  scans: MeasureTotal;
  conversions: MeasureTotal;
};

function measureTotal(results: readonly CampaignResult[], m: RatedMeasure): MeasureTotal {
  const t: MeasureTotal = { value: 0, flyers: 0, rate: null, campaigns: 0, notCounted: 0, unknown: 0 };
  for (const r of results) {
    const value = r[m];
    if (r.gaps[m] === 'not-counted') t.notCounted += 1;
    else if (value === null || r.flyers === null) t.unknown += 1;
    else {
      t.value += value;
      t.flyers += r.flyers;
      t.campaigns += 1;
    }
  }
  t.rate = perThousand(t.value, t.flyers) ?? null;
  return t;
}

export function resultsTotals(results: readonly CampaignResult[]): ResultsTotals {
  const known = results.filter((r) => r.flyers !== null);
  return {
    campaigns: results.length,
    flyers: known.reduce((s, r) => s + r.flyers!, 0),
    flyersUnknown: results.length - known.length,
    scans: measureTotal(results, 'scans'),
    conversions: measureTotal(results, 'conversions'),
  };
}

const rateOf = (r: CampaignResult, m: RatedMeasure) => (m === 'scans' ? r.scanRate : r.conversionRate);

/** Whether a campaign can be ranked by a measure's rate: the rate is known and it has enough flyers. */
export const rankable = (r: CampaignResult, m: RatedMeasure = 'scans') =>
  rateOf(r, m) !== null && (r.flyers ?? 0) >= MIN_RANK_FLYERS;

export type Ranked<C> = { campaign: C; result: CampaignResult; rate: number };

/** The `n` best campaigns by a measure's rate, highest first (ties: more of the measure, then name). */
export function bestCampaigns<C extends Pick<Campaign, 'name'>>(
  rows: ReadonlyArray<{ campaign: C; result: CampaignResult }>,
  m: RatedMeasure = 'scans',
  n = 3,
): Ranked<C>[] {
  return rows
    .filter((r) => rankable(r.result, m))
    .map((r) => ({ ...r, rate: rateOf(r.result, m)! }))
    .sort(
      (a, b) =>
        b.rate - a.rate ||
        (b.result[m] ?? 0) - (a.result[m] ?? 0) ||
        a.campaign.name.localeCompare(b.campaign.name),
    )
    .slice(0, n);
}

export type ChannelRate = {
  type: number;
  campaigns: number;
  flyers: number;
  scans: number;
  rate: number | null;
  /** Enough flyers to rank (MIN_RANK_FLYERS). */
  enough: boolean;
};

/**
 * Scans per 1,000 flyers by channel (campaign type): the rate of each channel's totals, over its
 * campaigns that count scans; highest first, channels with too few flyers last.
 */
export function channelRates<C extends Pick<Campaign, 'type'>>(
  rows: ReadonlyArray<{ campaign: C; result: CampaignResult }>,
): ChannelRate[] {
  const byType = new Map<number, ChannelRate>();
  for (const { campaign, result } of rows) {
    if (result.scans === null || result.flyers === null) continue;
    const c = byType.get(campaign.type) ?? {
      type: campaign.type,
      campaigns: 0,
      flyers: 0,
      scans: 0,
      rate: null,
      enough: false,
    };
    c.campaigns += 1;
    c.flyers += result.flyers;
    c.scans += result.scans;
    byType.set(campaign.type, c);
  }
  const out = [...byType.values()].map((c) => ({
    ...c,
    rate: perThousand(c.scans, c.flyers) ?? null,
    enough: c.flyers >= MIN_RANK_FLYERS,
  }));
  return out.sort(
    (a, b) => Number(b.enough) - Number(a.enough) || (b.rate ?? -1) - (a.rate ?? -1) || a.type - b.type,
  );
}
