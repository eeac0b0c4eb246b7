/**
 * Home's drafts and archived campaigns, split by stage. Drafts still being built ("Drafts in progress",
 * counted under "Draft") and drafts submitted for review (listed and counted under "In review") both keep
 * the draft status code; a cancelled draft has the archived code and is counted under "Cancelled", not
 * "Archived". The stage is read from each campaign's `draft_state`, or, from a service without it, from
 * the creation status read for the campaigns that can be in another stage (see `draftsToAsk` and
 * `archivedToAsk`).
 */
import type { Campaign } from '../../api/contract/campaign';
import { stageOf } from '../../lib/campaign-stage-words';

type Split = Pick<Campaign, 'id' | 'status' | 'draft_state' | 'start_date' | 'updated_at'>;

/**
 * Creation status reads, at most, for the stages a service without `draft_state` does not say: beyond
 * them, a dated draft counts as being built and an archived campaign as archived.
 */
export const HOME_STATUS_READS = 50;

/** Last changed first; the newer campaign first on the same instant. */
export const byLastChange = (
  a: Pick<Campaign, 'id' | 'updated_at'>,
  b: Pick<Campaign, 'id' | 'updated_at'>,
) => (Date.parse(b.updated_at) || 0) - (Date.parse(a.updated_at) || 0) || Number(b.id) - Number(a.id);

export type DraftSplit<T> = {
  /** Drafts still being built, last changed first, dated or not. */
  building: T[];
  /** Drafts submitted for review, last changed first. */
  inReview: T[];
};

/**
 * Every draft (status 0) split by stage, each part by last change, newest first (the service lists
 * undated drafts first, so its order would hide a dated draft changed today behind older ones).
 * `internalStatusOf` gives a draft's creation status `internalStatus` where it was read.
 */
export function splitDrafts<T extends Split>(
  drafts: readonly T[],
  internalStatusOf: (id: string) => string | undefined = () => undefined,
): DraftSplit<T> {
  const building: T[] = [];
  const inReview: T[] = [];
  for (const c of drafts) {
    const stage = stageOf(c, internalStatusOf(c.id));
    if (stage === 'inReview') inReview.push(c);
    else if (stage === 'draft') building.push(c);
  }
  return { building: building.sort(byLastChange), inReview: inReview.sort(byLastChange) };
}

export type ArchivedSplit<T> = {
  /** Cancelled drafts, last changed first. */
  cancelled: T[];
  /** Archived campaigns that are not cancelled drafts. */
  archivedCount: number;
};

/** Every archived campaign (status 20): the cancelled drafts apart from the campaigns archived after running. */
export function splitArchived<T extends Split>(
  archived: readonly T[],
  internalStatusOf: (id: string) => string | undefined = () => undefined,
): ArchivedSplit<T> {
  const cancelled = archived.filter((c) => stageOf(c, internalStatusOf(c.id)) === 'cancelled');
  return { cancelled: cancelled.sort(byLastChange), archivedCount: archived.length - cancelled.length };
}

/**
 * The drafts whose creation status is read: the dated ones among the `shown` drafts being built last changed
 * (whether each is ready to submit: only a dated draft can be), and, from a service that does not say a
 * draft's state on the list (no `draft_state`), the dated drafts last changed (whether each is in review:
 * only a draft with a launch date can have been submitted), at most `HOME_STATUS_READS` of those.
 */
export function draftsToAsk<T extends Split>(drafts: readonly T[], shown: number): T[] {
  const building = drafts.filter((c) => stageOf(c) === 'draft').sort(byLastChange);
  const unknown = building
    .filter((c) => c.draft_state === undefined && c.start_date !== null)
    .slice(0, HOME_STATUS_READS);
  const ready = building.slice(0, shown).filter((c) => c.start_date !== null);
  return [...new Set([...ready, ...unknown])];
}

/**
 * The archived campaigns whose creation status is read, from a service without `draft_state`: those with
 * no start date, as a cancelled draft has (a campaign that ran has one), at most `HOME_STATUS_READS`.
 */
export const archivedToAsk = <T extends Split>(archived: readonly T[]) =>
  archived
    .filter((c) => c.draft_state === undefined && c.start_date === null)
    .sort(byLastChange)
    .slice(0, HOME_STATUS_READS);
