/** Words for quote options and scenarios, shared by the calculators and the comparison. */
import { eddmFormatLabels, fallbackGlossary } from '../../api/contract/glossary';
import { eddmFormats, type EddmFormat } from '../../api/contract/quote';
import { formatCount } from './money';
import type { Scenario } from './quote-url';

/** "France" for FR in the user's language; the code itself when the platform has no name for it. */
export function countryName(countryId: string, locale?: string): string {
  try {
    return new Intl.DisplayNames(locale, { type: 'region' }).of(countryId) ?? countryId;
  } catch {
    return countryId;
  }
}

export const eddmFormatLabel = (format: string): string =>
  (eddmFormats as readonly string[]).includes(format) ? eddmFormatLabels[format as EddmFormat] : format;

/** The street channels a flyer quote can be for, from the glossary: hand to hand and letterbox. */
export const flyerChannelOptions = fallbackGlossary.channels
  .filter((c) => c.campaignType === 1 || c.campaignType === 2)
  .map((c) => ({ value: c.value, label: c.label }));

const serviceTypeLabels: Record<string, string> = { h2h: 'Hand to hand', d2d: 'Letterbox (door to door)' };
/** The quote's `serviceType` in words; an unknown one as sent. */
export const serviceTypeLabel = (serviceType: string) => serviceTypeLabels[serviceType] ?? serviceType;

const channelLabel = (channel: string) =>
  flyerChannelOptions.find((c) => c.value === channel.toUpperCase())?.label ?? channel;

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
    s.flyerSize,
    paperLabel(s.flyerThickness),
    `${formatCount(s.flyerQuantity, locale)} flyers`,
  ];
  if (s.channel) details.push(channelLabel(s.channel));
  return { title: `Flyers · ${where}`, details: details.join(' · ') };
}
