import { useGlossary } from './use-glossary';
import { campaignStatusText, campaignStatusTone, campaignTypeText } from '../lib/campaign-labels';

/** Campaign type and status in words, with labels from the service's glossary once it has loaded. */
export function useCampaignText() {
  const glossary = useGlossary();
  return {
    typeText: (typeEnum: string, code: number) => campaignTypeText(typeEnum, code, glossary),
    statusText: (statusEnum: string, code: number) => campaignStatusText(statusEnum, code, glossary),
    statusTone: (statusEnum: string, code: number) => campaignStatusTone(statusEnum, code, glossary),
  };
}
