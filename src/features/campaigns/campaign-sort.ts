/**
 * Sorting the campaigns list on the client. The service lists newest first only, so for any other order
 * the page fetches every matching campaign and orders them here. Ties keep the service's order (newest
 * first), so the result is the same on every load.
 */
import type { Campaign } from '../../api/contract/campaign';
import type { CampaignSort } from '../../lib/campaign-filters';
import { stageOf, stageRank } from '../../lib/campaign-stage-words';

export type CampaignText = {
  typeText: (typeEnum: string, code: number) => string;
  statusText: (statusEnum: string, code: number) => string;
};

/**
 * `campaigns` (in the service's order) ordered by `sort`: name and type by the words shown, in the
 * user's language; status in its lifecycle (draft, in review, active, completed, cancelled, archived);
 * start date by the calendar, with campaigns not scheduled yet last in either direction.
 */
export function sortCampaigns(
  campaigns: readonly Campaign[],
  sort: CampaignSort,
  text: CampaignText,
  locale?: string,
): Campaign[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sign = sort.dir === 'asc' ? 1 : -1;
  const rows = campaigns.map((c, index) => ({ c, index }));
  const compare = (a: Campaign, b: Campaign): number => {
    switch (sort.key) {
      case 'name':
        return sign * collator.compare(a.name, b.name);
      case 'type':
        return sign * collator.compare(text.typeText(a.typeEnum, a.type), text.typeText(b.typeEnum, b.type));
      case 'status':
        return sign * (stageRank[stageOf(a)] - stageRank[stageOf(b)] || a.status - b.status);
      case 'start':
        if (a.start_date === b.start_date) return 0;
        if (a.start_date === null) return 1;
        if (b.start_date === null) return -1;
        return sign * (a.start_date < b.start_date ? -1 : 1);
    }
  };
  rows.sort((a, b) => compare(a.c, b.c) || a.index - b.index);
  return rows.map((r) => r.c);
}
