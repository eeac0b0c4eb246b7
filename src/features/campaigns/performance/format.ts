/** Number formats of the performance figures, in the user's locale. */
import type { ScanAnalytics } from '../../../api/contract/scans';
import { percentType } from '../../../api/contract/scans';
import { numberFormat } from '../../../lib/intl-cache';

export function formatCount(value: number, locale?: string | string[]): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/**
 * The scan conversion rate: a `PERCENT` value is a percentage (12.5 -> "12.5%"); any other type is shown
 * as the plain number it is, so nothing is misread.
 */
export function formatRate(cvr: ScanAnalytics['cvr'], locale?: string | string[]): string {
  if (cvr.type.toUpperCase() === percentType) {
    return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(cvr.value / 100);
  }
  return numberFormat(locale, { maximumFractionDigits: 2 }).format(cvr.value);
}
