/**
 * How campaign type and status codes read on screen. A code's label comes from the code glossary when it
 * is given (the service's, loaded by `useCampaignText`), else the label the service sent with the code
 * (`typeEnum`, `statusEnum`), else the spec's; labels then read as words, and anything new is shown as its
 * label (or its code), never hidden.
 */
import {
  campaignStatusLabels,
  campaignTypeCodes,
  campaignTypeLabels,
  type CampaignTypeCode,
} from '../api/contract/campaign';
import type { CodeLabel, Glossary } from '../api/contract/glossary';
import type { BadgeTone } from '../components/ui/badge';
import { numberFormat } from './intl-cache';

const typeWords: Record<string, string> = {
  HANDTOHAND: 'Hand-to-hand',
  LETTERBOX: 'Letterbox',
  DIRECTMAIL: 'Direct mail',
  INSERTS: 'Inserts',
};

const statusWords: Record<string, string> = {
  DRAFT: 'Draft',
  ACTIVE: 'Active',
  COMPLETED: 'Completed',
  ARCHIVED: 'Archived',
};

const statusTones: Record<string, BadgeTone> = {
  DRAFT: 'neutral',
  ACTIVE: 'success',
  COMPLETED: 'info',
  ARCHIVED: 'muted',
};

type Glossed = Pick<Glossary, 'campaignTypes' | 'campaignStatuses'>;

/** The label of a code: the glossary's, else the one sent with it, else the spec's; '' when none. */
function labelOf(
  entries: CodeLabel[] | undefined,
  known: Record<number, string>,
  sent: string,
  code: number,
) {
  return entries?.find((e) => e.code === code)?.label || sent.trim() || known[code] || '';
}

function wordsFor(words: Record<string, string>, label: string, code: number) {
  return words[label.toUpperCase()] ?? (label !== '' ? label : `Code ${code}`);
}

export function campaignTypeText(typeEnum: string, code: number, glossary?: Glossed): string {
  return wordsFor(typeWords, labelOf(glossary?.campaignTypes, campaignTypeLabels, typeEnum, code), code);
}

export function campaignStatusText(statusEnum: string, code: number, glossary?: Glossed): string {
  return wordsFor(
    statusWords,
    labelOf(glossary?.campaignStatuses, campaignStatusLabels, statusEnum, code),
    code,
  );
}

export function campaignStatusTone(statusEnum: string, code: number, glossary?: Glossed): BadgeTone {
  const label = labelOf(glossary?.campaignStatuses, campaignStatusLabels, statusEnum, code);
  return statusTones[label.toUpperCase()] ?? 'neutral';
}

export const campaignTypeOptions = campaignTypeCodes.map((code: CampaignTypeCode) => ({
  value: code,
  label: campaignTypeText(campaignTypeLabels[code], code),
}));

/** "1 week", "6 weeks". */
export function formatWeeks(weeks: number): string {
  return `${numberFormat().format(weeks)} ${weeks === 1 ? 'week' : 'weeks'}`;
}
