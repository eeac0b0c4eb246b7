import type { Campaign } from '../../../api/contract/campaign';
import { Badge } from '../../../components/ui/badge';
import { campaignStatusText, campaignStatusTone, campaignTypeText } from '../campaign-labels';

export function CampaignStatusBadge({ campaign }: { campaign: Pick<Campaign, 'status' | 'statusEnum'> }) {
  return (
    <Badge tone={campaignStatusTone(campaign.statusEnum, campaign.status)}>
      {campaignStatusText(campaign.statusEnum, campaign.status)}
    </Badge>
  );
}

export function CampaignTypeBadge({ campaign }: { campaign: Pick<Campaign, 'type' | 'typeEnum'> }) {
  return <Badge tone="accent">{campaignTypeText(campaign.typeEnum, campaign.type)}</Badge>;
}
