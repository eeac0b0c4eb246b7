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

/** A place missions cover (platform-wide; shared by every client's missions in that city). */
export interface LocationsTable {
  id: number;
  country_id: string;
  /** GeoNames id of the city (the id `/client/cities` uses for US cities). */
  city_id: string;
  city_name: string;
  name: string;
  /** A short zone label (e.g. AUS-STR-04); mission search matches it too. */
  label: string;
  type: string;
  lat: number;
  lng: number;
}

/** Hidden: distributor identity is never part of any response. */
export interface DistributorsTable {
  id: number;
  country_id: string;
  full_name: string;
  phone: string;
  email: string;
  national_id: string;
  bank_account: string;
  date_of_birth: string;
}

export interface MissionsTable {
  id: number;
  client_id: string;
  campaign_id: number;
  type: number;
  status: number;
  location_id: number;
  time_range_start: string;
  available_date: string | null;
  check_in_time: string | null;
  checkout_time: string | null;
  checkout_flyer_quantity: number | null;
  /** Internal: flyers the run was planned with. */
  planned_flyer_quantity: number;
  cancelled: SqlBool;
  /** Hidden (curated): who ran it, where they were, what they were paid. */
  distributor_id: number | null;
  check_in_lat: number | null;
  check_in_lng: number | null;
  checkout_lat: number | null;
  checkout_lng: number | null;
  pay_rate: number | null;
  pay_amount: number | null;
  cost: number | null;
  created_at: string;
  updated_at: string;
}

/** Scan history: one row per campaign and day with at least one scan. */
export interface CampaignDailyStatsTable {
  campaign_id: number;
  day: string;
  /** Unique scans. */
  scans: number;
  conversions: number;
  /** Hidden money: the value of the day's conversions (never returned by performance reads). */
  conversion_value: number;
}

export interface CampaignArtworksTable {
  id: number;
  campaign_id: number;
  kind: 'flyer' | 'logo' | 'extra';
  position: number;
  file_name: string;
  /** Sandbox asset path (with query), served under the sandbox's base URL. */
  file_path: string;
  thumbnail_path: string;
  design_source: string;
  is_uploaded: SqlBool;
  created_at: string;
}

export interface CouponsTable {
  id: number;
  campaign_id: number;
  code: string;
  description: string | null;
  redemptions: number;
  created_at: string;
  expires_at: string | null;
}

/** What a campaign is billed. No row: the campaign has no recorded price. */
export interface CampaignPricesTable {
  campaign_id: number;
  /** extraData: the recorded price; cityMetrics: estimated from the city's rates and the volume. */
  source: 'extraData' | 'cityMetrics';
  subtotal: number;
  taxes: number;
  discounts: number;
  currency: string;
  priced_at: string;
}

export interface AudiencesTable {
  id: number;
  client_id: string;
  name: string;
  status: string;
  /** Null: the count could not be read (unknown, not zero). */
  address_count: number | null;
  created_at: string;
  updated_at: string;
}

export interface DesignsTable {
  id: number;
  client_id: string;
  name: string;
  format: string;
  status: string;
  thumbnail_path: string;
  template_id: number | null;
  created_at: string;
}

export interface DesignTemplatesTable {
  id: number;
  name: string;
  description: string;
  thumbnail_path: string;
  is_public: SqlBool;
  orientation: string;
  format: string;
  industry: string;
  postal_compliant: SqlBool;
}

/** Builder state of a draft. */
export interface CampaignDraftsTable {
  campaign_id: number;
  /** ADM, H2H or D2D (null: a channel the builder does not offer, e.g. inserts). */
  channel: string | null;
  subtype: string | null;
  internal_status: string;
  last_active_step: string | null;
  selected_design_id: number | null;
  template_id: number | null;
  audience_id: number | null;
  volume: number | null;
  format: string | null;
  suggestions_enabled: SqlBool;
  submitted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface DraftLocationsTable {
  id: number;
  campaign_id: number;
  position: number;
  name: string;
  city_id: string | null;
  lat: number;
  lng: number;
  radius: number;
  is_focused: SqlBool;
}

export interface DraftRoutesTable {
  campaign_id: number;
  zip: string;
  croute: string;
  zip_name: string;
  resident_count: number;
  business_count: number;
  location_id: number | null;
  /** JSON of the route's opaque `raw` object, as the route search returned it. */
  raw: string;
}

export interface DraftCitiesTable {
  campaign_id: number;
  city_id: string;
  city_name: string;
  state: string;
  lat: number;
  lng: number;
  volume: number | null;
  position: number;
}

export interface DraftAttributesTable {
  campaign_id: number;
  key: string;
  /** JSON array of strings. */
  values_json: string;
  position: number;
}

/**
 * A postal carrier route of the sandbox's route world (platform-wide reference data, generated by the
 * seed). Route codes: `C001`… city, `R001`… rural, `B001`… PO-box section (no area: box and `paths` null).
 */
export interface CarrierRoutesTable {
  /** Derived from zip and croute (see routeId in server/domain/carrier-routes.ts). */
  id: number;
  zip: string;
  croute: string;
  /** The ZIP's place name in capitals, as USPS writes it. */
  zip_name: string;
  state: string;
  /** Code of the route world's metro nearest the ZIP (AUS, DEN, …). */
  metro: string;
  resident_count: number;
  business_count: number;
  /** Centre of the route (its area centroid; for a PO-box section, the post office). */
  lat: number;
  lng: number;
  /** Distance from the centre to the metro centre, km. */
  centre_km: number;
  min_lng: number | null;
  min_lat: number | null;
  max_lng: number | null;
  max_lat: number | null;
  /** JSON: the outline as a list of rings, each a flat `[lng, lat, lng, lat, …]` (5 decimals, not closed). */
  paths: string | null;
}

/** The secret a client's user and transaction ids are hashed with. Hidden: never part of a response. */
export interface TrackingSaltsTable {
  client_id: string;
  /** 64 hex characters (32 random bytes). */
  salt: string;
  created_at: string;
}

/** An event recorded through `POST /tracking/events`. */
export interface TrackingEventsTable {
  id: number;
  client_id: string;
  event_name: string;
  /** A conversion's type; null for other events. */
  type: string | null;
  value: number;
  currency: string | null;
  discount: number | null;
  /** HMAC-SHA256 of the sent id with the client's salt (hex); the sent id is never stored. */
  user_hash: string | null;
  transaction_hash: string | null;
  /** The code as the coupon list writes it. */
  coupon: string | null;
  coupon_id: number | null;
  campaign_id: number | null;
  metric_id: string | null;
  /** JSON object of the event's metadata (`{}` without any). */
  metadata_json: string;
  created_at: string;
}

/** A conversion of the read-back: seeded history or a recorded conversion event (same id). */
export interface ConversionsTable {
  id: number;
  client_id: string;
  /** The recorded event it came from (null for the seeded history). */
  event_id: number | null;
  type: string;
  value: number;
  currency: string;
  discount: number | null;
  user_hash: string;
  transaction_hash: string;
  coupon: string | null;
  coupon_id: number | null;
  campaign_id: number | null;
  metric_id: string | null;
  created_at: string;
  /** Hidden payout and finance columns: the read-back is curated and never returns these. */
  date_paid: string | null;
  paid_week: number | null;
  paid_year: number | null;
  invoice_url: string | null;
  bonus_disqualified: SqlBool;
}

export interface PostcardSubmissionsTable {
  /** Numeric id (the answer's `submissionId`), given by SQLite. */
  id: ColumnType<number, number | undefined, never>;
  client_id: string;
  job_guid: string;
  status: string;
  /** The one PDF URL of the request. */
  file_url: string;
  recipient_count: number;
  /** `YYYY-MM-DD`. */
  estimated_completion_date: string;
  created_at: string;
}

export interface PostcardRecipientsTable {
  submission_id: number;
  /** Index in the request's `recipients`. */
  position: number;
  address_name: string;
  address_line1: string;
  address_line2: string | null;
  address_city: string;
  address_state: string;
  address_postal_code: string;
  /** The member state's name as the contract lists it (`CZECHIA` for `CZECH REPUBLIC`). */
  address_country: string;
}

/** A keyed write's stored answer (server/domain/idempotency.ts). */
export interface IdempotencyKeysTable {
  client_id: string;
  /** The `Idempotency-Key` as sent. */
  idem_key: string;
  /** SHA-256 (hex) of the request's method, path and body. */
  request_hash: string;
  /** The answer's HTTP status. */
  status: number;
  /** The handler's answer (the data of the success envelope), JSON. */
  answer_json: string;
  /** When the answer was stored, epoch milliseconds (kept 24 hours). */
  created_ms: number;
}

/** An access token issued from an authorization code (server/auth/issued-tokens.ts). */
export interface IssuedTokensTable {
  /** The token's `jti`. */
  token_id: string;
  /** SHA-256 (base64url) of the code it was issued from. */
  code_hash: string;
  client_id: string;
  /** The token's expiry, epoch milliseconds (the row goes after it). */
  expires_ms: number;
  /** When it was revoked (a replay of its code, or its grant revoked); null while it is valid. */
  revoked_ms: number | null;
  /** The remembered grant it was issued under (oauth_grants.id); null for tokens issued before them. */
  grant_id: number | null;
  /** Why it was revoked: `code-replay` (also when null with `revoked_ms` set) or `access-revoked`. */
  revoked_by: 'code-replay' | 'access-revoked' | null;
}

/**
 * A permission an account gave an OAuth app, remembered so the app is not asked again
 * (server/auth/remembered-grants.ts). The app is the client id and the exact redirect URI.
 */
export interface OauthGrantsTable {
  id: ColumnType<number, number | undefined, never>;
  /** The demo client (account) that gave it. */
  account_id: string;
  oauth_client_id: string;
  redirect_uri: string;
  /** The scopes given, space-separated. */
  scope: string;
  /** When it was first given, epoch milliseconds. */
  granted_ms: number;
  /** When it last answered an authorization request (or was given again), epoch milliseconds. */
  used_ms: number;
}

export interface DB {
  schema_migrations: SchemaMigrationsTable;
  sandbox_meta: SandboxMetaTable;
  clients: ClientsTable;
  users: UsersTable;
  campaigns: CampaignsTable;
  locations: LocationsTable;
  distributors: DistributorsTable;
  missions: MissionsTable;
  campaign_daily_stats: CampaignDailyStatsTable;
  campaign_artworks: CampaignArtworksTable;
  coupons: CouponsTable;
  campaign_prices: CampaignPricesTable;
  audiences: AudiencesTable;
  designs: DesignsTable;
  design_templates: DesignTemplatesTable;
  campaign_drafts: CampaignDraftsTable;
  draft_locations: DraftLocationsTable;
  draft_routes: DraftRoutesTable;
  draft_cities: DraftCitiesTable;
  draft_attributes: DraftAttributesTable;
  carrier_routes: CarrierRoutesTable;
  tracking_salts: TrackingSaltsTable;
  tracking_events: TrackingEventsTable;
  conversions: ConversionsTable;
  postcard_submissions: PostcardSubmissionsTable;
  postcard_recipients: PostcardRecipientsTable;
  idempotency_keys: IdempotencyKeysTable;
  issued_tokens: IssuedTokensTable;
  oauth_grants: OauthGrantsTable;
}

export type ClientRow = Selectable<ClientsTable>;
export type UserRow = Selectable<UsersTable>;
export type CampaignRow = Selectable<CampaignsTable>;
export type NewCampaign = Insertable<CampaignsTable>;
export type MissionRow = Selectable<MissionsTable>;
export type CampaignDraftRow = Selectable<CampaignDraftsTable>;
export type CarrierRouteRow = Selectable<CarrierRoutesTable>;
