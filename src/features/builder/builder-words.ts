/** The builder's words for channels and drafts: what a marketer reads, never a code. */
import { plainDateToUtc } from '../../lib/dates';
import { dateTimeFormat } from '../../lib/intl-cache';
import type { DraftFlavour } from './wizard-model';

/** `2026-03-02` -> "Monday, March 2, 2026" in the user's locale, the same day in every time zone. */
export function longDate(date: string, locale?: string): string {
  const ms = plainDateToUtc(date);
  if (ms === undefined) return date;
  return dateTimeFormat(locale, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(ms);
}

export const flavourWords: Record<DraftFlavour, string> = {
  eddm: 'Direct mail to every home on chosen routes',
  audience: 'Direct mail to a saved address list',
  street: 'Street distribution',
};

/** A channel and subtype pair as create-draft takes it, with what it means. */
export type ChannelChoice = {
  /** `ADM-EDDM`: the form the address uses. */
  id: string;
  channel: 'ADM' | 'H2H' | 'D2D';
  subtype: 'EDDM' | 'AUDIENCE' | 'HANDTOHAND' | 'LETTERBOX';
  title: string;
  description: string;
};

export const channelChoices: readonly ChannelChoice[] = [
  {
    id: 'ADM-EDDM',
    channel: 'ADM',
    subtype: 'EDDM',
    title: 'Direct mail to every home on chosen routes',
    description:
      'Pick postal carrier routes on a map (USPS Every Door Direct Mail); every home and business on them gets your piece.',
  },
  {
    id: 'ADM-AUDIENCE',
    channel: 'ADM',
    subtype: 'AUDIENCE',
    title: 'Direct mail to a saved address list',
    description: 'Mail the addresses of one of your saved audiences.',
  },
  {
    id: 'H2H-HANDTOHAND',
    channel: 'H2H',
    subtype: 'HANDTOHAND',
    title: 'Hand-to-hand flyers',
    description: 'Flyers handed out in the street, in the cities you choose.',
  },
  {
    id: 'D2D-LETTERBOX',
    channel: 'D2D',
    subtype: 'LETTERBOX',
    title: 'Letterbox drop',
    description: 'Flyers delivered door to door into letterboxes, in the cities you choose.',
  },
];

export const channelChoice = (id: string | null): ChannelChoice | undefined =>
  channelChoices.find((c) => c.id === id?.toUpperCase());
