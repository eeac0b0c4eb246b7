import { useMemo } from 'react';
import type { Campaign } from '../api/contract/campaign';
import { useGlossary } from './use-glossary';
import { campaignStatusText, campaignStatusTone, campaignTypeText } from '../lib/campaign-labels';
import { campaignStageText, campaignStageTone, stageOf } from '../lib/campaign-stage-words';

type StageCampaign = Pick<Campaign, 'status' | 'statusEnum' | 'draft_state'>;

/**
 * Campaign type and status in words, with labels from the service's glossary once it has loaded. The same
 * object until the glossary changes, so rows drawn with it can skip a render.
 */
export function useCampaignText() {
  const glossary = useGlossary();
  return useMemo(() => campaignText(glossary), [glossary]);
}

export type CampaignText = ReturnType<typeof campaignText>;

function campaignText(glossary: ReturnType<typeof useGlossary>) {
  return {
    typeText: (typeEnum: string, code: number) => campaignTypeText(typeEnum, code, glossary),
    statusText: (statusEnum: string, code: number) => campaignStatusText(statusEnum, code, glossary),
    statusTone: (statusEnum: string, code: number) => campaignStatusTone(statusEnum, code, glossary),
    /** A campaign's status as every page shows it ("In review" for a submitted draft): see `stageOf`. */
    stageText: (c: StageCampaign, internalStatus?: string | null) =>
      campaignStageText(c, stageOf(c, internalStatus), glossary),
    stageTone: (c: StageCampaign, internalStatus?: string | null) =>
      campaignStageTone(c, stageOf(c, internalStatus), glossary),
  };
}
