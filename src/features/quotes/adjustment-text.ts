/**
 * Turns an adjustment into the words of a notice: what was asked, what was applied, why, which figures it
 * changed, and what the user can do (suggestions). The adjustments quotes are known to make are explained
 * in the page's own words (the service's detail names fields and codes); any other keeps the service's
 * detail.
 */
import { fieldHead, readFieldProblems } from '../../api/contract/describe-issues';
import type { Adjustment } from '../../api/contract/envelope';
import { eddmFormatText } from '../../api/contract/print-format';
import { eddmFormats, type EddmFormat } from '../../api/contract/quote';
import { serviceTypeLabel } from './quote-labels';
import { numberFormat } from '../../lib/intl-cache';

/** Names of the input and output fields quotes talk about. */
const fieldLabels: Record<string, string> = {
  volume: 'Volume',
  format: 'Format',
  city: 'City',
  channel: 'Channel',
  countryId: 'Country',
  flyerSize: 'Flyer size',
  flyerThickness: 'Paper',
  flyerQuantity: 'Quantity',
  total: 'Total',
  totalAmount: 'Total',
  perUnitPrice: 'Unit price',
  costPerFlyer: 'Cost per flyer',
  tierApplied: 'Pricing tier',
  matchedCity: 'City rate',
  serviceType: 'Service',
};

/** "tierApplied" -> "Pricing tier"; an unknown name is shown as sent. */
const fieldLabel = (field: string): string => fieldLabels[field] ?? field;

const isEddmFormat = (v: unknown): v is EddmFormat => (eddmFormats as readonly unknown[]).includes(v);

/** A requested or applied value, readable: "Not given", "500 pieces", "Best seller", "Hand to hand". */
export function adjustmentValue(field: string, value: unknown, locale?: string): string {
  if (value === null || value === undefined || value === '') {
    // A city that was not matched is replaced by no city at all: the country's rate.
    return field === 'city' ? 'No city: the country rate' : 'Not given';
  }
  if (typeof value === 'number') {
    const n = numberFormat(locale).format(value);
    return field === 'volume' || field === 'flyerQuantity' ? `${n} pieces` : n;
  }
  if (field === 'format' && isEddmFormat(value)) return eddmFormatText(value);
  if (field === 'channel' && typeof value === 'string') return serviceTypeLabel(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return JSON.stringify(value);
}

/** The notice's heading, by code; an unknown code is named, never hidden. */
export function adjustmentTitle(adj: Pick<Adjustment, 'code' | 'field'>): string {
  const label = fieldLabel(adj.field);
  switch (adj.code) {
    case 'BOUND_APPLIED':
      return `${label} moved to the nearest allowed value`;
    case 'INPUT_NOT_MATCHED':
      return `${label} not matched: a default was used`;
    case 'TRUNCATED':
      return `${label} covers less than the whole`;
    default:
      return `${label} adjusted (${adj.code})`;
  }
}

type AdjustmentNoticeText = {
  title: string;
  asked: string;
  applied: string;
  why: string;
  /** Output figures the adjustment changed, readable and without duplicates. */
  affects: string[];
};

export function describeAdjustment(adj: Adjustment, locale?: string): AdjustmentNoticeText {
  return {
    title: adjustmentTitle(adj),
    asked: adjustmentValue(adj.field, adj.requested, locale),
    applied: adjustmentValue(adj.field, adj.applied, locale),
    why: adjustmentWhy(adj, locale),
    affects: [...new Set(adj.affects.map(fieldLabel))],
  };
}

/** Why the quote differs from the request, for the adjustments quotes make; else the service's detail. */
function adjustmentWhy(adj: Adjustment, locale?: string): string {
  const applied = adjustmentValue(adj.field, adj.applied, locale);
  if (adj.code === 'BOUND_APPLIED' && adj.field === 'volume') {
    return `Direct mail is sold from ${applied}: the quote is for that many. A smaller selection of routes cannot be booked.`;
  }
  if (adj.code === 'INPUT_NOT_MATCHED') {
    if (adj.field === 'format' && (adj.requested === null || adj.requested === undefined)) {
      return `No format was chosen, so the smallest size, ${applied}, was quoted. A new campaign is ${eddmFormatText('BEST_SELLER')} unless you choose another size, so its price would differ.`;
    }
    if (adj.field === 'format') return 'The flyer was priced at the size you chose.';
    if (adj.field === 'city') {
      return `There is no rate of its own for ${adjustmentValue('city', adj.requested, locale)}, so the country's rate was used.`;
    }
    if (adj.field === 'channel') {
      return `Flyers are quoted for hand-to-hand or letterbox distribution, so ${applied.toLowerCase()} was quoted.`;
    }
  }
  return adj.detail;
}

/** A suggestion's button text: "Quote with Austin", "Quote with Best seller", "Quote with Hand to hand". */
export function suggestionLabel(field: string, suggestion: string): string {
  const shown =
    field === 'format' && isEddmFormat(suggestion)
      ? eddmFormatText(suggestion)
      : field === 'channel'
        ? serviceTypeLabel(suggestion)
        : suggestion;
  return `Quote with ${shown}`;
}

/**
 * The form field a refusal names (the first of `fields` its problems are about, read with the contract's
 * `readFieldProblems`), so the message can be shown next to that field.
 */
export function refusedField<F extends string>(message: string, fields: readonly F[]): F | undefined {
  for (const { field } of readFieldProblems(message).problems) {
    const head = fieldHead(field) as F;
    if (fields.includes(head)) return head;
  }
  return undefined;
}
