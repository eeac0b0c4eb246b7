/**
 * What the service counts for a campaign, and response rates. A campaign counts QR code scans only when
 * `scan_data_enabled`, and conversions only when its checkout reports them (`conversions_api_enabled`):
 * otherwise its series carry zeros that mean "not counted", never "none". Every page that shows a
 * campaign's scans or conversions asks here, so an unknown reads "Not counted" everywhere, never 0.
 */
import type { Campaign } from '../api/contract/campaign';
import { numberFormat } from './intl-cache';

type Flags = Pick<Campaign, 'scan_data_enabled' | 'conversions_api_enabled'>;

/** What a campaign counts: its scans, its conversions. */
export type Counted = { scans: boolean; conversions: boolean };

export const countedOf = (c: Flags): Counted => ({
  scans: c.scan_data_enabled,
  conversions: c.conversions_api_enabled,
});

/** The words a figure the service does not count shows instead of a number. */
export const NOT_COUNTED = 'Not counted';

/** Why a campaign's scans or conversions are not counted, for a note beside the figures. */
export const notCountedReason = {
  scans: 'QR code scans are not counted for this campaign.',
  conversions: 'Conversions are not counted for this campaign: its checkout does not report orders.',
} as const;

/** `count` per 1,000 `pieces`; undefined when no piece went out (a rate of nothing is no rate). */
export function perThousand(count: number, pieces: number): number | undefined {
  return pieces > 0 ? (count / pieces) * 1000 : undefined;
}

/** A rate per 1,000 as pages write it: one decimal ("31.2"). */
export function formatPerThousand(rate: number, locale?: string | string[]): string {
  return numberFormat(locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(rate);
}
