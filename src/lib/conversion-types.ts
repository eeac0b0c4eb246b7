/**
 * The conversion types (`ConversionType`, the tracking event's `type`) in words, one list for the pages
 * that show them: the conversions page (its table, chart, filter and CSV) and the tracking page (the
 * composer's select and the recorded event).
 */
import { conversionTypes, type ConversionType } from '../api/contract/tracking';

export const conversionTypeWords: Record<ConversionType, string> = {
  Signups: 'Signup',
  Orders: 'Order',
  'First Order': 'First order',
  Purchases: 'Purchase',
  'First Purchase': 'First purchase',
  Redeems: 'Redemption',
  'First Redeem': 'First redemption',
  Eaters: 'Diner',
  'First Eater': 'First-time diner',
};

/** Every type with its word, in the contract's order (a filter's or a select's options). */
export const conversionTypeOptions = conversionTypes.map((t) => ({
  value: t,
  label: conversionTypeWords[t],
}));

export const isConversionType = (t: string | null | undefined): t is ConversionType =>
  !!t && (conversionTypes as readonly string[]).includes(t);
