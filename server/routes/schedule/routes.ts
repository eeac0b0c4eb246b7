import { campaignStatusLabels } from '../../../src/api/contract/campaign';
import type { CampaignSchedule } from '../../../src/api/contract/campaign-dates';
import { endpoints } from '../../../src/api/contract/endpoints';
import { loadActivity, type CampaignActivity } from '../../domain/activity';
import { assetUrl } from '../../domain/assets';
import { addDaysTo, DAY_MS } from '../../domain/calendar';
import { requireOwnedCampaign, type OwnedCampaign } from '../../domain/owned-campaign';
import type { RouteModule } from '../deps';

const ENDED = new Set([15, 20]);

/**
 * The schedule: `startDate` is the planned start (midnight UTC) in epoch milliseconds; `activeDates.start`
 * is the first check-in of a run and `activeDates.end` the last checkout once the campaign has ended
 * (completed or archived); `actual_duration_weeks` counts the weeks between them (so far, while running;
 * 0 before anything ran); `planned_end_date` is the last day of the planned weeks.
 */
export function schedule(c: OwnedCampaign, a: CampaignActivity, industry: string | null): CampaignSchedule {
  const ended = ENDED.has(c.status);
  const start = c.status === 0 ? null : a.firstCheckIn;
  const end = start && ended ? a.lastCheckout : null;
  const until = end ?? a.lastCheckout ?? start;
  const weeks =
    start && until ? Math.max(1, Math.ceil((Date.parse(until) - Date.parse(start)) / (7 * DAY_MS))) : 0;
  return {
    startDate: c.start_date ? String(Date.parse(`${c.start_date}T00:00:00Z`)) : null,
    status: campaignStatusLabels[c.status as keyof typeof campaignStatusLabels] ?? 'UNKNOWN',
    activeDates: { start, end },
    client_industry: industry,
    actual_duration_weeks: weeks,
    planned_end_date: c.start_date ? addDaysTo(c.start_date, c.campaign_duration_week * 7 - 1) : null,
  };
}

/** Campaign schedule and artwork. Ownership first (404). */
export const scheduleRoutes: RouteModule = (mount, { db, credentials }) => {
  mount(endpoints.campaignDates, async ({ auth, params }) => {
    const campaign = await requireOwnedCampaign(db, auth.clientId, params.id);
    const [activity, client] = await Promise.all([
      loadActivity(db, campaign.id),
      db.selectFrom('clients').select('industry').where('id', '=', campaign.client_id).executeTakeFirst(),
    ]);
    return schedule(campaign, activity, client?.industry ?? null);
  });

  mount(endpoints.campaignArtworks, async ({ auth, params }) => {
    const campaign = await requireOwnedCampaign(db, auth.clientId, params.id);
    const rows = await db
      .selectFrom('campaign_artworks')
      .select([
        'kind',
        'position',
        'file_name',
        'file_path',
        'thumbnail_path',
        'design_source',
        'is_uploaded',
      ])
      .where('campaign_id', '=', campaign.id)
      .orderBy('kind')
      .orderBy('position')
      .orderBy('id')
      .execute();
    const base = credentials().baseUrl;
    const piece = (r: (typeof rows)[number]) => ({
      fileLink: assetUrl(base, r.file_path),
      thumbnailUrl: assetUrl(base, r.thumbnail_path),
      fileName: r.file_name,
      designSource: r.design_source,
      isUploaded: r.is_uploaded === 1,
    });
    const flyer = rows.find((r) => r.kind === 'flyer');
    const logo = rows.find((r) => r.kind === 'logo');
    return {
      flyer: flyer ? piece(flyer) : null,
      logo: logo ? piece(logo) : null,
      artworks: rows.filter((r) => r.kind === 'extra').map(piece),
    };
  });
};
