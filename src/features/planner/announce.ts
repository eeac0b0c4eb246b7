/**
 * What a screen reader hears when the selection's totals change (for an `aria-live="polite"` region):
 * what is selected, in pieces with their homes and businesses, then where the mailing stands against
 * the EDDM minimum. Numbers follow the user's locale; the words are English, like the rest of the app.
 */
import type { MinimumGauge, PlannerTotals } from './totals';
import { numberFormat } from '../../lib/intl-cache';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

export function announceTotals(totals: PlannerTotals, gauge: MinimumGauge, locale?: string): string {
  const fmt = numberFormat(locale);
  if (totals.routes === 0) {
    const minimum =
      gauge.known && gauge.minimum > 0 ? ` The minimum is ${fmt.format(gauge.minimum)} pieces.` : '';
    return `No routes selected.${minimum}`;
  }
  const routes = `${fmt.format(totals.routes)} ${plural(totals.routes, 'route', 'routes')} selected`;
  const homes = `${fmt.format(totals.residences)} ${plural(totals.residences, 'home', 'homes')}`;
  const businesses = `${fmt.format(totals.businesses)} ${plural(totals.businesses, 'business', 'businesses')}`;
  const what = `${fmt.format(totals.pieces)} ${plural(totals.pieces, 'piece', 'pieces')} (${homes} and ${businesses})`;
  let sentence = `${routes}: ${what}.`;
  if (gauge.known && gauge.minimum > 0) {
    if (gauge.met) sentence += ' Minimum reached.';
    else {
      const unit = plural(gauge.missing, 'piece', 'pieces');
      sentence += ` ${fmt.format(gauge.missing)} more ${unit} ${plural(gauge.missing, 'reaches', 'reach')} the ${fmt.format(gauge.minimum)}-piece minimum.`;
    }
  }
  return sentence;
}
