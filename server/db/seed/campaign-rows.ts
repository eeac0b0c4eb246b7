import type { SeedContext } from './seed-step';

/** The campaign columns later seed steps build on (read back from the campaigns step's rows). */
export interface SeedCampaign {
  id: number;
  client_id: string;
  name: string;
  type: number;
  status: number;
  country_id: string;
  city_name: string;
  start_date: string | null;
  campaign_duration_week: number;
  offer_expiration_date: string | null;
  scan_data_enabled: number;
  planned_volume: number;
  budget: number | null;
  created_at: string;
  updated_at: string;
}

/** Every campaign, by id; read once per seeding run (later steps do not change campaigns). */
export function loadCampaigns({
  sqlite,
  memo,
}: Pick<SeedContext, 'sqlite' | 'memo'>): readonly SeedCampaign[] {
  return memo('campaigns', () =>
    sqlite
      .prepare<[], SeedCampaign>(
        `select id, client_id, name, type, status, country_id, city_name, start_date, campaign_duration_week,
        offer_expiration_date, scan_data_enabled, planned_volume, budget, created_at, updated_at
       from campaigns order by id`,
      )
      .all(),
  );
}

/** Launched: active, completed or archived (drafts never ran). */
export const isLaunched = (c: Pick<SeedCampaign, 'status'>) => c.status !== 0;

/** URL-friendly form of a name: 'Austin Family Deal' -> 'austin-family-deal'. */
export const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const round2 = (n: number) => Math.round(n * 100) / 100;
