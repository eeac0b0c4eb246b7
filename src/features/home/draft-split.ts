/**
 * Home's drafts, split by stage: those still being built ("Drafts in progress", counted as drafts) and
 * those submitted for review (listed and counted as "In review"). Both keep the draft status code, so the
 * service's count of drafts holds both; the split is read from the drafts' `draft_state`, or, from a
 * service without it, from the creation status read for each dated draft.
 */
import type { Campaign } from '../../api/contract/campaign';
import { stageOf } from '../../lib/campaign-stage-words';

export type DraftSplit<T> = {
  building: T[];
  inReview: T[];
  /** Drafts still being built, of every draft the service counts (`totalCount`). */
  buildingCount: number;
  /** Drafts in review among those read; every one when all drafts were read. */
  inReviewCount: number;
};

/**
 * `drafts` (status 0, newest first; `totalCount` of them in all) split by stage. `internalStatusOf` gives
 * a draft's creation status `internalStatus` where it was read. A draft in review beyond the page read is
 * counted among those being built: the drafts read are enough for any account with fewer than a page.
 */
export function splitDrafts<T extends Pick<Campaign, 'id' | 'status' | 'draft_state'>>(
  drafts: readonly T[],
  totalCount: number,
  internalStatusOf: (id: string) => string | undefined = () => undefined,
): DraftSplit<T> {
  const building: T[] = [];
  const inReview: T[] = [];
  for (const c of drafts) {
    const stage = stageOf(c, internalStatusOf(c.id));
    if (stage === 'inReview') inReview.push(c);
    else if (stage === 'draft') building.push(c);
  }
  return {
    building,
    inReview,
    buildingCount: Math.max(
      0,
      totalCount - inReview.length - (drafts.length - building.length - inReview.length),
    ),
    inReviewCount: inReview.length,
  };
}

/**
 * The drafts whose creation status is read (whether each is in review), from a service that does not say
 * it on the list (no `draft_state`): only a draft with a launch date can have been submitted.
 */
export const draftsToAsk = <T extends Pick<Campaign, 'start_date' | 'draft_state'>>(drafts: readonly T[]) =>
  drafts.filter((c) => c.draft_state === undefined && c.start_date !== null);
