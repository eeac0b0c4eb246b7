import type { Campaign } from '../../../api/contract/campaign';
import { Badge } from '../../../components/ui/badge';
import { useCampaignText } from '../../../queries/use-campaign-text';

/** The words of campaign types and statuses (useCampaignText): a list reads them once for all its rows. */
export type CampaignText = ReturnType<typeof useCampaignText>;

type StatusProps = {
  campaign: Pick<Campaign, 'status' | 'statusEnum' | 'draft_state'>;
  /** The creation status's `internalStatus`, where it was read (a service without `draft_state`). */
  internalStatus?: string | null;
};
type TypeProps = { campaign: Pick<Campaign, 'type' | 'typeEnum'> };

/** The campaign's status as every page shows it: "In review" for a submitted draft, "Cancelled" for a cancelled one. */
export function CampaignStatusBadge(props: StatusProps) {
  return <StatusBadge {...props} text={useCampaignText()} />;
}

export function CampaignTypeBadge({ campaign }: TypeProps) {
  return <TypeBadge campaign={campaign} text={useCampaignText()} />;
}

/** The status badge with words read by the caller (a table's rows share one read of the glossary). */
export function StatusBadge({ campaign, internalStatus, text }: StatusProps & { text: CampaignText }) {
  return (
    <Badge tone={text.stageTone(campaign, internalStatus)}>{text.stageText(campaign, internalStatus)}</Badge>
  );
}

/** The type badge with words read by the caller. */
export function TypeBadge({ campaign, text }: TypeProps & { text: CampaignText }) {
  return <Badge tone="accent">{text.typeText(campaign.typeEnum, campaign.type)}</Badge>;
}
