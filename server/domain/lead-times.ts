import { addBusinessDays } from './calendar';

/**
 * Launch lead times by channel: how many business days must pass between today and a campaign's start
 * (print, then the channel's own handling). Creation status and channel rules read the same table.
 */
export interface LeadTime {
  minStartBusinessDays: number;
  /** False: the figure is the sandbox's assumption for a channel the builder does not offer. */
  leadTimeKnown: boolean;
  /** True: submit refuses an earlier start date. */
  leadTimeEnforced: boolean;
}

/** Keyed by builder subtype; `null` is a channel outside the builder (inserts). */
const leadTimes: Record<string, LeadTime> = {
  EDDM: { minStartBusinessDays: 7, leadTimeKnown: true, leadTimeEnforced: true },
  AUDIENCE: { minStartBusinessDays: 5, leadTimeKnown: true, leadTimeEnforced: true },
  HANDTOHAND: { minStartBusinessDays: 3, leadTimeKnown: true, leadTimeEnforced: true },
  LETTERBOX: { minStartBusinessDays: 4, leadTimeKnown: true, leadTimeEnforced: true },
};
const unknownLeadTime: LeadTime = { minStartBusinessDays: 10, leadTimeKnown: false, leadTimeEnforced: false };

export const leadTimeFor = (subtype: string | null): LeadTime =>
  (subtype ? leadTimes[subtype] : undefined) ?? unknownLeadTime;

/** The earliest start a draft may take when built on `asOf` (a `YYYY-MM-DD` day). */
export const earliestStartDate = (asOf: string, subtype: string | null) =>
  addBusinessDays(asOf, leadTimeFor(subtype).minStartBusinessDays);

/** The builder channel and subtype a campaign of this type is built on by default. */
export function defaultChannelOf(type: number): { channel: string | null; subtype: string | null } {
  switch (type) {
    case 1:
      return { channel: 'H2H', subtype: 'HANDTOHAND' };
    case 2:
      return { channel: 'D2D', subtype: 'LETTERBOX' };
    case 3:
      return { channel: 'ADM', subtype: 'EDDM' };
    default:
      return { channel: null, subtype: null };
  }
}

/** EDDM minimum volume (pieces), enforced at the areas step and at submit. */
export const EDDM_MINIMUM_PIECES = 1000;
