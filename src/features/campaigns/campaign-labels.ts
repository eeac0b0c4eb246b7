/**
 * How campaign type and status codes read on screen. The service sends each code with its label
 * (`typeEnum`, `statusEnum`); these turn the labels into words and fall back to the label itself (or the
 * code) for anything new, so an unknown value is shown, never hidden.
 */
import {
  campaignStatusCodes,
  campaignStatusLabels,
  campaignTypeCodes,
  campaignTypeLabels,
  type CampaignStatusCode,
  type CampaignTypeCode,
} from '../../api/contract/campaign';
import type { BadgeTone } from '../../components/ui/badge';

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

function labelFor(words: Record<string, string>, known: Record<number, string>, label: string, code: number) {
  const key = (label || known[code] || '').toUpperCase();
  return words[key] ?? (label.trim() !== '' ? label : `Code ${code}`);
}

export function campaignTypeText(typeEnum: string, code: number): string {
  return labelFor(typeWords, campaignTypeLabels, typeEnum, code);
}

export function campaignStatusText(statusEnum: string, code: number): string {
  return labelFor(statusWords, campaignStatusLabels, statusEnum, code);
}

export function campaignStatusTone(statusEnum: string, code: number): BadgeTone {
  const key = (statusEnum || campaignStatusLabels[code as CampaignStatusCode] || '').toUpperCase();
  return statusTones[key] ?? 'neutral';
}

export const campaignTypeOptions = campaignTypeCodes.map((code: CampaignTypeCode) => ({
  value: code,
  label: campaignTypeText(campaignTypeLabels[code], code),
}));

export const campaignStatusOptions = campaignStatusCodes.map((code: CampaignStatusCode) => ({
  value: code,
  label: campaignStatusText(campaignStatusLabels[code], code),
}));

/** "1 week", "6 weeks". */
export function formatWeeks(weeks: number): string {
  return `${new Intl.NumberFormat().format(weeks)} ${weeks === 1 ? 'week' : 'weeks'}`;
}
