import { pilotNamed, type DemoPilot } from './demo-clients';
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
  /** The advertiser's checkout reports orders (conversions) for it. */
  conversions_api_enabled: number;
  planned_volume: number;
  budget: number | null;
  created_at: string;
  updated_at: string;
  /** The demo pilot it was made from (demo-clients.ts), or null for every other campaign. */
  pilot: DemoPilot | null;
}

/**
 * Every campaign, by id, the pilots last; read once per seeding run (later steps do not change
 * campaigns). A step that draws per campaign thus draws the pilots' randomness after every other
 * campaign's, so the rest of the demo data is what it was before pilots existed.
 */
export function loadCampaigns({
  sqlite,
  memo,
  clients,
}: Pick<SeedContext, 'sqlite' | 'memo' | 'clients'>): readonly SeedCampaign[] {
  return memo('campaigns', () => {
    const clientOf = new Map(clients.map((c) => [c.id, c]));
    const rows = sqlite
      .prepare<[], Omit<SeedCampaign, 'pilot'>>(
        `select id, client_id, name, type, status, country_id, city_name, start_date, campaign_duration_week,
          offer_expiration_date, scan_data_enabled, conversions_api_enabled, planned_volume, budget,
          created_at, updated_at
         from campaigns order by id`,
      )
      .all()
      .map((r): SeedCampaign => {
        const client = clientOf.get(r.client_id);
        return { ...r, pilot: (client && pilotNamed(client, r.name)) ?? null };
      });
    return [...rows.filter((c) => !c.pilot), ...rows.filter((c) => c.pilot)];
  });
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
