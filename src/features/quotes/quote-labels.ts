/** Words for quote options and scenarios, shared by the calculators and the comparison. */
import { fallbackGlossary, flyerSizeLabels } from '../../api/contract/glossary';
import { eddmFormatText, isEddmFormat } from '../../api/contract/print-format';
import { flyerSizes, type FlyerSize } from '../../api/contract/quote';
import { formatCount } from './money';
import type { Scenario } from './quote-url';
import { displayNames } from '../../lib/intl-cache';

/** "France" for FR in the user's language; the code itself when the platform has no name for it. */
export function countryName(countryId: string, locale?: string): string {
  try {
    return displayNames(locale, { type: 'region' }).of(countryId) ?? countryId;
  } catch {
    return countryId;
  }
}

/** An EDDM format by its name and size (`Best seller (6.25 × 9 in)`), never its code. */
export const eddmFormatLabel = (format: string): string =>
  isEddmFormat(format) ? eddmFormatText(format) : 'Other format';

/** A flyer size by its name and size (`A5 (148 × 210 mm)`), never a bare code. */
export const flyerSizeLabel = (size: string): string =>
  (flyerSizes as readonly string[]).includes(size) ? flyerSizeLabels[size as FlyerSize] : size;

/** The street channels a flyer quote can be for, from the glossary: hand to hand and letterbox. */
export const flyerChannelOptions = fallbackGlossary.channels
  .filter((c) => c.campaignType === 1 || c.campaignType === 2)
  .map((c) => ({ value: c.value, label: c.label }));

const HAND_TO_HAND = 'Hand to hand';
const LETTERBOX = 'Letterbox (door to door)';
/** Every name the service gives a street channel (service types, channel codes), upper-cased, in words. */
const streetChannelWords: Record<string, string> = {
  H2H: HAND_TO_HAND,
  HANDTOHAND: HAND_TO_HAND,
  'HAND-TO-HAND': HAND_TO_HAND,
  'HAND TO HAND': HAND_TO_HAND,
  D2D: LETTERBOX,
  LETTERBOX: LETTERBOX,
  'DOOR-TO-DOOR': LETTERBOX,
  'DOOR TO DOOR': LETTERBOX,
};
/** The quote's `serviceType` (or a channel name) in words; an unknown one as plain "Street distribution". */
export const serviceTypeLabel = (serviceType: string) =>
  streetChannelWords[serviceType.trim().toUpperCase().replace(/_/g, '-')] ?? 'Street distribution';

const channelLabel = (channel: string) =>
  flyerChannelOptions.find((c) => c.value === channel.toUpperCase())?.label ?? serviceTypeLabel(channel);

const paperLabel = (thickness: string) => thickness.replace(/gsm$/, ' gsm');

/** A scenario's heading and one line of details. */
export function scenarioText(s: Scenario, locale?: string): { title: string; details: string } {
  if (s.kind === 'eddm') {
    return {
      title: `Direct mail · ${s.format ? eddmFormatLabel(s.format) : 'no format given'}`,
      details: `${formatCount(s.volume, locale)} pieces`,
    };
  }
  const where = s.city ? `${s.city}, ${s.countryId}` : countryName(s.countryId, locale);
  const details = [
    flyerSizeLabel(s.flyerSize),
    paperLabel(s.flyerThickness),
    `${formatCount(s.flyerQuantity, locale)} flyers`,
  ];
  if (s.channel) details.push(channelLabel(s.channel));
  return { title: `Flyers · ${where}`, details: details.join(' · ') };
}

/**
 * EDDM (Every Door Direct Mail) is a US Postal Service product: it mails US addresses only. An account
 * elsewhere opens Quotes on flyer distribution, in its own currency.
 */
export const eddmAvailableIn = (countryId: string): boolean => countryId.trim().toUpperCase() === 'US';

/** The calculator the page opens on when the address names none. */
export const defaultQuoteTab = (countryId: string): 'eddm' | 'flyer' =>
  eddmAvailableIn(countryId) ? 'eddm' : 'flyer';

/**
 * What an EDDM total covers. The service's EDDM prices are per piece, printing and USPS postage included
 * (the sandbox pins it: see the README's Quotes section).
 */
export const EDDM_POSTAGE_STATEMENT = 'Includes printing and USPS postage';

/**
 * How the EDDM tier was chosen, in words: "Priced at the 5,000-piece rate, the largest tier your quantity
 * reaches." Any basis other than the one the service documents (floor) is left unexplained rather than named.
 */
export function tierRateText(tierKey: number, basis: string, locale?: string): string {
  const rate = `Priced at the ${formatCount(tierKey, locale)}-piece rate`;
  return basis === 'floor' ? `${rate}, the largest tier your quantity reaches.` : `${rate}.`;
}
