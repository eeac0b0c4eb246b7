import type { Campaign } from '../../../api/contract/campaign';
import { Badge } from '../../../components/ui/badge';
import { useCampaignText } from '../../../queries/use-campaign-text';

export function CampaignStatusBadge({ campaign }: { campaign: Pick<Campaign, 'status' | 'statusEnum'> }) {
  const { statusText, statusTone } = useCampaignText();
  return (
    <Badge tone={statusTone(campaign.statusEnum, campaign.status)}>
      {statusText(campaign.statusEnum, campaign.status)}
    </Badge>
  );
}

export function CampaignTypeBadge({ campaign }: { campaign: Pick<Campaign, 'type' | 'typeEnum'> }) {
  const { typeText } = useCampaignText();
  return <Badge tone="accent">{typeText(campaign.typeEnum, campaign.type)}</Badge>;
}
