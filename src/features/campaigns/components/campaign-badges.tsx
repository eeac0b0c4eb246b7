import type { Campaign } from '../../../api/contract/campaign';
import { Badge } from '../../../components/ui/badge';
import { useCampaignText } from '../../../queries/use-campaign-text';

/** The words of campaign types and statuses (useCampaignText): a list reads them once for all its rows. */
export type CampaignText = ReturnType<typeof useCampaignText>;

type StatusProps = { campaign: Pick<Campaign, 'status' | 'statusEnum'> };
type TypeProps = { campaign: Pick<Campaign, 'type' | 'typeEnum'> };

export function CampaignStatusBadge({ campaign }: StatusProps) {
  return <StatusBadge campaign={campaign} text={useCampaignText()} />;
}

export function CampaignTypeBadge({ campaign }: TypeProps) {
  return <TypeBadge campaign={campaign} text={useCampaignText()} />;
}

/** The status badge with words read by the caller (a table's rows share one read of the glossary). */
export function StatusBadge({ campaign, text }: StatusProps & { text: CampaignText }) {
  return (
    <Badge tone={text.statusTone(campaign.statusEnum, campaign.status)}>
      {text.statusText(campaign.statusEnum, campaign.status)}
    </Badge>
  );
}

/** The type badge with words read by the caller. */
export function TypeBadge({ campaign, text }: TypeProps & { text: CampaignText }) {
  return <Badge tone="accent">{text.typeText(campaign.typeEnum, campaign.type)}</Badge>;
}
