/**
 * Home's count tiles: one per word a campaign's badge can show, each counting exactly the campaigns the
 * campaign list shows when its tile is followed. Drafts in review keep the draft status code and cancelled
 * drafts have the archived one, so those four tiles count from every draft and every archived campaign
 * read (see `draft-split.ts`), the others from the service's own count.
 */
import { campaignStatusLabels, type CampaignStatusCode } from '../../api/contract/campaign';
import { appPaths } from '../../lib/app-paths';
import { campaignStatusFilterOptions, stageWords, type ListStage } from '../../lib/campaign-stage-words';

export type CountTile = {
  label: string;
  /** Undefined while it is read. */
  count: number | undefined;
  /** The campaign list showing exactly the campaigns counted. */
  to: string;
};

/**
 * What was read of one status code told apart by stage: the service's count, and the count of each stage
 * once every campaign of the code was read (`split` undefined: more than can be read, told apart no more).
 */
type Parts<K extends string> = { totalCount: number; split?: Record<K, number> };

type Input = {
  total?: number;
  active?: number;
  completed?: number;
  drafts?: Parts<'building' | 'inReview'>;
  archived?: Parts<'archived' | 'cancelled'>;
  /** A status code in words, as the badges say it (the glossary's label). */
  statusText: (label: string, code: number) => string;
};

const listOf = (...stages: ListStage[]) => appPaths.campaigns({ stages });

export function countTiles({ total, active, completed, drafts, archived, statusText }: Input): CountTile[] {
  const words = (code: CampaignStatusCode) => statusText(campaignStatusLabels[code], code);
  /** "Draft or in review", when the stages of a code cannot be told apart: the list's own words for both. */
  const both = (code: CampaignStatusCode) => campaignStatusFilterOptions.find((o) => o.value === code)!.label;
  const draftTiles: CountTile[] =
    drafts && !drafts.split
      ? [{ label: both(0), count: drafts.totalCount, to: listOf('draft', 'inReview') }]
      : [
          { label: words(0), count: drafts?.split?.building, to: listOf('draft') },
          { label: stageWords.inReview, count: drafts?.split?.inReview, to: listOf('inReview') },
        ];
  const archivedTiles: CountTile[] =
    archived && !archived.split
      ? [{ label: both(20), count: archived.totalCount, to: listOf('archived', 'cancelled') }]
      : [
          { label: words(20), count: archived?.split?.archived, to: listOf('archived') },
          { label: stageWords.cancelled, count: archived?.split?.cancelled, to: listOf('cancelled') },
        ];
  return [
    { label: 'All campaigns', count: total, to: appPaths.campaigns() },
    ...draftTiles,
    { label: words(10), count: active, to: listOf('active') },
    { label: words(15), count: completed, to: listOf('completed') },
    ...archivedTiles,
  ];
}
