import { useQuery } from '@tanstack/react-query';
import type { Campaign } from '../../api/contract/campaign';
import { stageOf, type CampaignStage } from '../../lib/campaign-stage-words';
import { campaignInsightQueries } from '../../queries/campaign-insight-queries';

/** A campaign's stage, with the draft's creation status it was read from where there is one. */
export type CampaignStageInfo = { stage: CampaignStage; internalStatus?: string };

/**
 * The campaign page's stage of `c`. A service that sends `draft_state` says it; one that does not leaves
 * a draft's creation status (its `internalStatus`) to say whether the draft is in review or cancelled:
 * it is read for a draft then (the same read as the draft's cards, so one request).
 */
export function useCampaignStage(c: Campaign): CampaignStageInfo {
  const needsStatus = c.draft_state === undefined && c.status === 0;
  const q = useQuery({ ...campaignInsightQueries.creationStatus(c.id), enabled: needsStatus });
  const internalStatus = needsStatus ? q.data?.internalStatus : undefined;
  return { stage: stageOf(c, internalStatus), internalStatus };
}
