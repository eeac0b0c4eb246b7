/**
 * One status per campaign, in one set of words, on every page that shows one (the campaign page, its tab
 * title, the campaigns list, Home): a draft submitted for review reads "In review", a cancelled draft
 * "Cancelled", and "Draft" is only a draft still being built.
 *
 * The stage comes from `campaignStage` (the contract's), which reads the campaign's `draft_state`. A
 * service that does not send `draft_state` leaves only the status code: then the creation status's
 * `internalStatus`, where a page has read it, says whether a draft is in review or cancelled.
 */
import {
  campaignStage,
  campaignStatusCodes,
  type Campaign,
  type CampaignStage,
  type CampaignStatusCode,
} from '../api/contract/campaign';
import type { Glossary } from '../api/contract/glossary';
import type { BadgeTone } from '../components/ui/badge';
import { campaignStatusText, campaignStatusTone } from './campaign-labels';

export type { CampaignStage };

type StageInput = Pick<Campaign, 'status' | 'draft_state'>;

/**
 * The stage of `c`: its `draft_state` when the service sends one (null included: not a builder draft);
 * otherwise, when the creation status was read, its `internalStatus`; otherwise the status code alone.
 */
export function stageOf(c: StageInput, internalStatus?: string | null): CampaignStage {
  if (c.draft_state !== undefined) return campaignStage(c);
  if (internalStatus === 'IN_REVIEW') return 'inReview';
  if (internalStatus === 'CANCELLED') return 'cancelled';
  return campaignStage(c);
}

/** Whether a draft can still be changed in the builder ("Continue building"): only one still being built. */
export const isBeingBuilt = (stage: CampaignStage) => stage === 'draft';

/** The words of each stage. `other` (a status code this dashboard does not know) reads as its label. */
export const stageWords: Record<Exclude<CampaignStage, 'other'>, string> = {
  draft: 'Draft',
  inReview: 'In review',
  cancelled: 'Cancelled',
  active: 'Active',
  completed: 'Completed',
  archived: 'Archived',
};

const stageTones: Record<Exclude<CampaignStage, 'other'>, BadgeTone> = {
  draft: 'neutral',
  inReview: 'warning',
  cancelled: 'muted',
  active: 'success',
  completed: 'info',
  archived: 'muted',
};

type Glossed = Pick<Glossary, 'campaignTypes' | 'campaignStatuses'>;
type TextInput = StageInput & Pick<Campaign, 'statusEnum'>;

/**
 * The status of `c` in words: "In review" and "Cancelled" for a submitted or cancelled draft; otherwise
 * its status code in words (the glossary's label when it names the code).
 */
export function campaignStageText(c: TextInput, stage: CampaignStage, glossary?: Glossed): string {
  if (stage === 'inReview' || stage === 'cancelled') return stageWords[stage];
  return campaignStatusText(c.statusEnum, c.status, glossary);
}

export function campaignStageTone(c: TextInput, stage: CampaignStage, glossary?: Glossed): BadgeTone {
  if (stage === 'inReview' || stage === 'cancelled') return stageTones[stage];
  return campaignStatusTone(c.statusEnum, c.status, glossary);
}

/** What happens next, for a draft in review or a cancelled one; null for other stages. */
export function stageSentence(stage: CampaignStage): string | null {
  if (stage === 'inReview')
    return 'Submitted for review. A reviewer checks the campaign before anything happens: nothing is printed, mailed or charged until it is approved, and production starts once it is.';
  if (stage === 'cancelled')
    return 'This draft was cancelled. Nothing was printed, mailed or charged, and it will not run.';
  return null;
}

/**
 * The results view's status filter works with the service's status codes, and a code holds more than one
 * stage: a draft in review keeps the draft code, a cancelled draft has the archived one. The choices say so.
 */
const filterWords: Record<CampaignStatusCode, string> = {
  0: 'Draft or in review',
  10: 'Active',
  15: 'Completed',
  20: 'Archived or cancelled',
};

export const campaignStatusFilterOptions = campaignStatusCodes.map((code: CampaignStatusCode) => ({
  value: code,
  label: filterWords[code],
}));

/** The stages the campaign list filters by, in a campaign's life: one choice per word a badge can show. */
export const LIST_STAGES = ['draft', 'inReview', 'active', 'completed', 'archived', 'cancelled'] as const;
export type ListStage = (typeof LIST_STAGES)[number];

/**
 * The service's status code each stage is listed under (the service filters by code only): a draft in
 * review keeps the draft code, a cancelled draft has the archived one.
 */
export const stageStatusCode: Record<ListStage, CampaignStatusCode> = {
  draft: 0,
  inReview: 0,
  active: 10,
  completed: 15,
  archived: 20,
  cancelled: 20,
};

/** The stage a status code names by its own label: the draft code is a draft, the archived one archived. */
export const codeStage: Record<CampaignStatusCode, ListStage> = {
  0: 'draft',
  10: 'active',
  15: 'completed',
  20: 'archived',
};

/**
 * The campaign list's status choices: the words of the badges (`campaignStageText`), so "Draft" lists only
 * drafts being built and "Archived" leaves the cancelled drafts to "Cancelled".
 */
export const campaignStageFilterOptions = LIST_STAGES.map((stage) => ({
  value: stage,
  label: stageWords[stage],
}));

/** A stage's place in a campaign's life, for sorting by status: drafts first, archived last. */
export const stageRank: Record<CampaignStage, number> = {
  draft: 0,
  inReview: 1,
  active: 2,
  completed: 3,
  cancelled: 4,
  archived: 5,
  other: 6,
};
