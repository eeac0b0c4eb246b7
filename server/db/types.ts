import type { ColumnType, Insertable, Selectable } from 'kysely';

/**
 * Kysely's view of the sandbox database. One interface per table; later issues add tables here together
 * with the migration that creates them. Booleans are stored as 0/1 integers (SQLite has no boolean type).
 */

/** 0 or 1. */
export type SqlBool = number;

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  applied_at: string;
}

export interface SandboxMetaTable {
  key: string;
  value: string;
}

export interface ClientsTable {
  id: string;
  name: string;
  code: string;
  logo: string | null;
  website_url: string | null;
  status: number;
  industry: string | null;
  industry_group: string | null;
  country_id: string;
  country_name: string;
  country_code: string;
  /** ISO 4217 currency the client is billed in (used by later money reads). */
  currency: string;
  is_self_serve_enabled: SqlBool;
  /** Hidden: never part of a response. */
  billing_email: string | null;
  created_at: string;
  updated_at: string;
}

export interface UsersTable {
  id: string;
  client_id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: number;
  subrole: string | null;
  status: number;
  is_verified: SqlBool;
  created_at: string;
}

export interface CampaignsTable {
  /** Numeric id; travels as a string of digits. */
  id: ColumnType<number, number | undefined, never>;
  client_id: string;
  name: string;
  type: number;
  status: number;
  country_id: string;
  country_name: string;
  /** Internal: the city the campaign runs in (drives names and later missions). */
  city_name: string;
  start_date: string | null;
  campaign_duration_week: number;
  offer_expiration_date: string | null;
  no_expiration: SqlBool;
  scan_data_enabled: SqlBool;
  conversions_api_enabled: SqlBool;
  /** Internal: planned pieces (flyers, letters, inserts). */
  planned_volume: number;
  /** Hidden money columns: campaign reads are curated and never return these. */
  budget: number | null;
  cost: number | null;
  payout: number | null;
  margin: number | null;
  billing_reference: string | null;
  created_at: string;
  updated_at: string;
}

export interface DB {
  schema_migrations: SchemaMigrationsTable;
  sandbox_meta: SandboxMetaTable;
  clients: ClientsTable;
  users: UsersTable;
  campaigns: CampaignsTable;
}

export type ClientRow = Selectable<ClientsTable>;
export type UserRow = Selectable<UsersTable>;
export type CampaignRow = Selectable<CampaignsTable>;
export type NewCampaign = Insertable<CampaignsTable>;
