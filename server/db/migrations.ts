import { sql, type Kysely } from 'kysely';

/**
 * Versioned migrations, applied in order and recorded in `schema_migrations`. Append new ones at the end
 * with the next version number; never edit or reorder one that has shipped (on-disk data folders keep the
 * versions they have applied). Each migration runs in its own transaction.
 */
export interface Migration {
  version: number;
  name: string;
  // Migrations are written against the schema as it was at their version, not the current `DB` type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  up(db: Kysely<any>): Promise<void>;
}

export const migrations: Migration[] = [
  {
    version: 1,
    name: 'clients, users and campaigns',
    async up(db) {
      await db.schema
        .createTable('sandbox_meta')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('clients')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('logo', 'text')
        .addColumn('website_url', 'text')
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('industry', 'text')
        .addColumn('industry_group', 'text')
        .addColumn('country_id', 'text', (c) => c.notNull())
        .addColumn('country_name', 'text', (c) => c.notNull())
        .addColumn('country_code', 'text', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('is_self_serve_enabled', 'integer', (c) =>
          c.notNull().check(sql`is_self_serve_enabled in (0, 1)`),
        )
        .addColumn('billing_email', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('role', 'integer', (c) => c.notNull())
        .addColumn('subrole', 'text')
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('is_verified', 'integer', (c) => c.notNull().check(sql`is_verified in (0, 1)`))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('users_client_idx').on('users').column('client_id').execute();

      await db.schema
        .createTable('campaigns')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('type', 'integer', (c) => c.notNull().check(sql`type in (1, 2, 3, 4)`))
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('country_id', 'text', (c) => c.notNull())
        .addColumn('country_name', 'text', (c) => c.notNull())
        .addColumn('city_name', 'text', (c) => c.notNull())
        .addColumn('start_date', 'text')
        .addColumn('campaign_duration_week', 'integer', (c) => c.notNull())
        .addColumn('offer_expiration_date', 'text')
        .addColumn('no_expiration', 'integer', (c) => c.notNull().check(sql`no_expiration in (0, 1)`))
        .addColumn('scan_data_enabled', 'integer', (c) => c.notNull().check(sql`scan_data_enabled in (0, 1)`))
        .addColumn('conversions_api_enabled', 'integer', (c) =>
          c.notNull().check(sql`conversions_api_enabled in (0, 1)`),
        )
        .addColumn('planned_volume', 'integer', (c) => c.notNull())
        .addColumn('budget', 'real')
        .addColumn('cost', 'real')
        .addColumn('payout', 'real')
        .addColumn('margin', 'real')
        .addColumn('billing_reference', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('campaigns_client_start_idx')
        .on('campaigns')
        .columns(['client_id', 'start_date'])
        .execute();
    },
  },
  {
    version: 2,
    name: 'missions, scan history, artwork, coupons, prices, library and drafts',
    async up(db) {
      const bool = (name: string) => sql`${sql.ref(name)} in (0, 1)`;

      // Platform-wide reference data: places covered by missions and the people who run them.
      await db.schema
        .createTable('locations')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('country_id', 'text', (c) => c.notNull())
        .addColumn('city_id', 'text', (c) => c.notNull())
        .addColumn('city_name', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('lat', 'real', (c) => c.notNull())
        .addColumn('lng', 'real', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('locations_city_idx').on('locations').column('city_id').execute();

      await db.schema
        .createTable('distributors')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('country_id', 'text', (c) => c.notNull())
        .addColumn('full_name', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('national_id', 'text', (c) => c.notNull())
        .addColumn('bank_account', 'text', (c) => c.notNull())
        .addColumn('date_of_birth', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('missions')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('campaign_id', 'integer', (c) =>
          c.notNull().references('campaigns.id').onDelete('cascade'),
        )
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id'))
        .addColumn('time_range_start', 'text', (c) => c.notNull())
        .addColumn('available_date', 'text')
        .addColumn('check_in_time', 'text')
        .addColumn('checkout_time', 'text')
        .addColumn('checkout_flyer_quantity', 'integer')
        .addColumn('planned_flyer_quantity', 'integer', (c) => c.notNull())
        .addColumn('cancelled', 'integer', (c) => c.notNull().check(bool('cancelled')))
        .addColumn('distributor_id', 'integer', (c) => c.references('distributors.id'))
        .addColumn('check_in_lat', 'real')
        .addColumn('check_in_lng', 'real')
        .addColumn('checkout_lat', 'real')
        .addColumn('checkout_lng', 'real')
        .addColumn('pay_rate', 'real')
        .addColumn('pay_amount', 'real')
        .addColumn('cost', 'real')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('missions_client_start_idx')
        .on('missions')
        .columns(['client_id', 'time_range_start'])
        .execute();
      await db.schema.createIndex('missions_campaign_idx').on('missions').column('campaign_id').execute();

      // Scan history per campaign and day (days without a scan have no row).
      await db.schema
        .createTable('campaign_daily_stats')
        .addColumn('campaign_id', 'integer', (c) =>
          c.notNull().references('campaigns.id').onDelete('cascade'),
        )
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('scans', 'integer', (c) => c.notNull())
        .addColumn('conversions', 'integer', (c) => c.notNull().check(sql`conversions <= scans`))
        .addColumn('conversion_value', 'real', (c) => c.notNull())
        .addPrimaryKeyConstraint('campaign_daily_stats_pk', ['campaign_id', 'day'])
        .modifyEnd(sql`without rowid`)
        .execute();

      await db.schema
        .createTable('campaign_artworks')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('campaign_id', 'integer', (c) =>
          c.notNull().references('campaigns.id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('flyer', 'logo', 'extra')`))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('file_path', 'text', (c) => c.notNull())
        .addColumn('thumbnail_path', 'text', (c) => c.notNull())
        .addColumn('design_source', 'text', (c) => c.notNull())
        .addColumn('is_uploaded', 'integer', (c) => c.notNull().check(bool('is_uploaded')))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('campaign_artworks_campaign_idx')
        .on('campaign_artworks')
        .column('campaign_id')
        .execute();

      await db.schema
        .createTable('coupons')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('campaign_id', 'integer', (c) =>
          c.notNull().references('campaigns.id').onDelete('cascade'),
        )
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('description', 'text')
        .addColumn('redemptions', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text')
        .execute();
      await db.schema.createIndex('coupons_campaign_idx').on('coupons').column('campaign_id').execute();

      // What a campaign is billed (hidden from campaign reads; summed by the spend read). No row: unpriced.
      await db.schema
        .createTable('campaign_prices')
        .addColumn('campaign_id', 'integer', (c) =>
          c.primaryKey().references('campaigns.id').onDelete('cascade'),
        )
        .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('extraData', 'cityMetrics')`))
        .addColumn('subtotal', 'real', (c) => c.notNull())
        .addColumn('taxes', 'real', (c) => c.notNull())
        .addColumn('discounts', 'real', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('priced_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('audiences')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('address_count', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audiences_client_idx').on('audiences').column('client_id').execute();

      await db.schema
        .createTable('designs')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('format', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('thumbnail_path', 'text', (c) => c.notNull())
        .addColumn('template_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('designs_client_idx').on('designs').column('client_id').execute();

      await db.schema
        .createTable('design_templates')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('thumbnail_path', 'text', (c) => c.notNull())
        .addColumn('is_public', 'integer', (c) => c.notNull().check(bool('is_public')))
        .addColumn('orientation', 'text', (c) => c.notNull())
        .addColumn('format', 'text', (c) => c.notNull())
        .addColumn('industry', 'text', (c) => c.notNull())
        .addColumn('postal_compliant', 'integer', (c) => c.notNull().check(bool('postal_compliant')))
        .execute();

      // Draft building state (one row per draft; the builder's steps write here).
      await db.schema
        .createTable('campaign_drafts')
        .addColumn('campaign_id', 'integer', (c) =>
          c.primaryKey().references('campaigns.id').onDelete('cascade'),
        )
        .addColumn('channel', 'text')
        .addColumn('subtype', 'text')
        .addColumn('internal_status', 'text', (c) => c.notNull())
        .addColumn('last_active_step', 'text')
        .addColumn('selected_design_id', 'integer', (c) => c.references('designs.id'))
        .addColumn('template_id', 'integer', (c) => c.references('design_templates.id'))
        .addColumn('audience_id', 'integer', (c) => c.references('audiences.id'))
        .addColumn('volume', 'integer')
        .addColumn('format', 'text')
        .addColumn('suggestions_enabled', 'integer', (c) => c.notNull().check(bool('suggestions_enabled')))
        .addColumn('submitted_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('draft_locations')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('campaign_id', 'integer', (c) =>
          c.notNull().references('campaigns.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('city_id', 'text')
        .addColumn('lat', 'real', (c) => c.notNull())
        .addColumn('lng', 'real', (c) => c.notNull())
        .addColumn('radius', 'real', (c) => c.notNull())
        .addColumn('is_focused', 'integer', (c) => c.notNull().check(bool('is_focused')))
        .execute();
      await db.schema
        .createIndex('draft_locations_campaign_idx')
        .on('draft_locations')
        .column('campaign_id')
        .execute();

      await db.schema
        .createTable('draft_routes')
        .addColumn('campaign_id', 'integer', (c) =>
          c.notNull().references('campaigns.id').onDelete('cascade'),
        )
        .addColumn('zip', 'text', (c) => c.notNull())
        .addColumn('croute', 'text', (c) => c.notNull())
        .addColumn('zip_name', 'text', (c) => c.notNull())
        .addColumn('resident_count', 'integer', (c) => c.notNull())
        .addColumn('business_count', 'integer', (c) => c.notNull())
        .addColumn('location_id', 'integer', (c) => c.references('draft_locations.id').onDelete('set null'))
        .addColumn('raw', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('draft_routes_pk', ['campaign_id', 'zip', 'croute'])
        .modifyEnd(sql`without rowid`)
        .execute();

      await db.schema
        .createTable('draft_cities')
        .addColumn('campaign_id', 'integer', (c) =>
          c.notNull().references('campaigns.id').onDelete('cascade'),
        )
        .addColumn('city_id', 'text', (c) => c.notNull())
        .addColumn('city_name', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('lat', 'real', (c) => c.notNull())
        .addColumn('lng', 'real', (c) => c.notNull())
        .addColumn('volume', 'integer')
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('draft_cities_pk', ['campaign_id', 'city_id'])
        .modifyEnd(sql`without rowid`)
        .execute();

      await db.schema
        .createTable('draft_attributes')
        .addColumn('campaign_id', 'integer', (c) =>
          c.notNull().references('campaigns.id').onDelete('cascade'),
        )
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('values_json', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('draft_attributes_pk', ['campaign_id', 'key'])
        .modifyEnd(sql`without rowid`)
        .execute();
    },
  },
  {
    version: 3,
    name: 'carrier routes',
    async up(db) {
      // Postal carrier routes (USPS EDDM) of the sandbox's route world: platform-wide reference data. The id
      // is derived from the ZIP and route code (see routeId in server/domain/carrier-routes.ts), so it is
      // the (zip, croute) key without a second index.
      await db.schema
        .createTable('carrier_routes')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('zip', 'text', (c) => c.notNull())
        .addColumn('croute', 'text', (c) => c.notNull().check(sql`croute glob '[BCR][0-9][0-9][0-9]'`))
        .addColumn('zip_name', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('metro', 'text', (c) => c.notNull())
        .addColumn('resident_count', 'integer', (c) => c.notNull().check(sql`resident_count >= 0`))
        .addColumn('business_count', 'integer', (c) => c.notNull().check(sql`business_count >= 0`))
        .addColumn('lat', 'real', (c) => c.notNull())
        .addColumn('lng', 'real', (c) => c.notNull())
        .addColumn('centre_km', 'real', (c) => c.notNull())
        // Bounding box and outline; all null for a PO-box section, which has no area.
        .addColumn('min_lng', 'real')
        .addColumn('min_lat', 'real')
        .addColumn('max_lng', 'real')
        .addColumn('max_lat', 'real')
        .addColumn('paths', 'text')
        .execute();
      // Lookups narrow to the metros a search area touches (a few hundred routes each), then to boxes.
      await db.schema.createIndex('carrier_routes_metro_idx').on('carrier_routes').column('metro').execute();
    },
  },
  {
    version: 4,
    name: 'tracking events, conversions and postcard submissions',
    async up(db) {
      const bool = (name: string) => sql`${sql.ref(name)} in (0, 1)`;

      // The secret each client's user and transaction ids are hashed with (never returned).
      await db.schema
        .createTable('tracking_salts')
        .addColumn('client_id', 'text', (c) => c.primaryKey().references('clients.id').onDelete('cascade'))
        .addColumn('salt', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      // Every event recorded through POST /tracking/events; user and transaction ids only as hashes.
      await db.schema
        .createTable('tracking_events')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('event_name', 'text', (c) => c.notNull())
        .addColumn('type', 'text')
        .addColumn('value', 'real', (c) => c.notNull())
        .addColumn('currency', 'text')
        .addColumn('discount', 'real', (c) => c.check(sql`discount > 0`))
        .addColumn('user_hash', 'text')
        .addColumn('transaction_hash', 'text')
        .addColumn('coupon', 'text')
        .addColumn('coupon_id', 'integer', (c) => c.references('coupons.id').onDelete('set null'))
        .addColumn('campaign_id', 'integer', (c) => c.references('campaigns.id').onDelete('set null'))
        .addColumn('metric_id', 'text')
        .addColumn('metadata_json', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('tracking_events_client_idx')
        .on('tracking_events')
        .columns(['client_id', 'created_at'])
        .execute();

      // Conversions as the read-back lists them: the seeded history and every recorded conversion event
      // (same id as its event). The payout and finance columns are hidden: no read returns them.
      await db.schema
        .createTable('conversions')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('event_id', 'integer', (c) => c.references('tracking_events.id').onDelete('set null'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('value', 'real', (c) => c.notNull().check(sql`value >= 0`))
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('discount', 'real', (c) => c.check(sql`discount > 0`))
        .addColumn('user_hash', 'text', (c) => c.notNull())
        .addColumn('transaction_hash', 'text', (c) => c.notNull())
        .addColumn('coupon', 'text')
        .addColumn('coupon_id', 'integer', (c) => c.references('coupons.id').onDelete('set null'))
        .addColumn('campaign_id', 'integer', (c) => c.references('campaigns.id').onDelete('set null'))
        .addColumn('metric_id', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('date_paid', 'text')
        .addColumn('paid_week', 'integer')
        .addColumn('paid_year', 'integer')
        .addColumn('invoice_url', 'text')
        .addColumn('bonus_disqualified', 'integer', (c) => c.notNull().check(bool('bonus_disqualified')))
        .execute();
      await db.schema
        .createIndex('conversions_client_created_idx')
        .on('conversions')
        .columns(['client_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('postcard_submissions')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('job_guid', 'text', (c) => c.notNull().unique())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('file_url', 'text', (c) => c.notNull())
        .addColumn('recipient_count', 'integer', (c) => c.notNull().check(sql`recipient_count >= 1`))
        .addColumn('estimated_completion_date', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('postcard_submissions_client_idx')
        .on('postcard_submissions')
        .column('client_id')
        .execute();

      await db.schema
        .createTable('postcard_recipients')
        .addColumn('submission_id', 'integer', (c) =>
          c.notNull().references('postcard_submissions.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('address_name', 'text', (c) => c.notNull())
        .addColumn('address_line1', 'text', (c) => c.notNull())
        .addColumn('address_line2', 'text')
        .addColumn('address_city', 'text', (c) => c.notNull())
        .addColumn('address_state', 'text', (c) => c.notNull())
        .addColumn('address_postal_code', 'text', (c) => c.notNull())
        .addColumn('address_country', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('postcard_recipients_pk', ['submission_id', 'position'])
        .modifyEnd(sql`without rowid`)
        .execute();
    },
  },
  {
    version: 5,
    name: 'idempotency keys, access tokens issued from codes, conversions by transaction',
    async up(db) {
      // A keyed write's answer (server/domain/idempotency.ts): per client and key, with the SHA-256 of
      // the request it answered, kept 24 hours (`created_ms`, epoch milliseconds).
      await db.schema
        .createTable('idempotency_keys')
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('idem_key', 'text', (c) => c.notNull())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('answer_json', 'text', (c) => c.notNull())
        .addColumn('created_ms', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['client_id', 'idem_key'])
        .execute();
      // A client's live keys are counted (the cap) and expired ones pruned by age.
      await db.schema
        .createIndex('idempotency_keys_client_created_idx')
        .on('idempotency_keys')
        .columns(['client_id', 'created_ms'])
        .execute();
      await db.schema
        .createIndex('idempotency_keys_created_idx')
        .on('idempotency_keys')
        .column('created_ms')
        .execute();

      // Every access token issued from an authorization code (server/auth/issued-tokens.ts), so that a
      // replayed code revokes it (RFC 6749 4.1.2). Kept until the token expires.
      await db.schema
        .createTable('issued_tokens')
        .addColumn('token_id', 'text', (c) => c.primaryKey())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('expires_ms', 'integer', (c) => c.notNull())
        .addColumn('revoked_ms', 'integer')
        .execute();
      await db.schema.createIndex('issued_tokens_code_idx').on('issued_tokens').column('code_hash').execute();
      await db.schema
        .createIndex('issued_tokens_expires_idx')
        .on('issued_tokens')
        .column('expires_ms')
        .execute();

      // A conversion is recorded once per client and transaction id: a repeat is found by its hash.
      await db.schema
        .createIndex('conversions_client_transaction_idx')
        .on('conversions')
        .columns(['client_id', 'transaction_hash'])
        .execute();
    },
  },
  {
    version: 6,
    name: 'orders a checkout reports without scans',
    async up(db) {
      // A campaign that counts no scans can still have orders reported by the advertiser's checkout: a
      // day's conversions no longer have to come from its scans. Where a day has scans, conversions still
      // never exceed them. SQLite cannot change a check, so the table is made again and its rows copied.
      await db.schema
        .createTable('campaign_daily_stats_v6')
        .addColumn('campaign_id', 'integer', (c) =>
          c.notNull().references('campaigns.id').onDelete('cascade'),
        )
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('scans', 'integer', (c) => c.notNull())
        .addColumn('conversions', 'integer', (c) => c.notNull())
        .addColumn('conversion_value', 'real', (c) => c.notNull())
        .addPrimaryKeyConstraint('campaign_daily_stats_pk', ['campaign_id', 'day'])
        .addCheckConstraint('campaign_daily_stats_conversions', sql`scans = 0 or conversions <= scans`)
        .modifyEnd(sql`without rowid`)
        .execute();
      await sql`insert into campaign_daily_stats_v6 (campaign_id, day, scans, conversions, conversion_value)
        select campaign_id, day, scans, conversions, conversion_value from campaign_daily_stats`.execute(db);
      await db.schema.dropTable('campaign_daily_stats').execute();
      await db.schema.alterTable('campaign_daily_stats_v6').renameTo('campaign_daily_stats').execute();
    },
  },
  {
    version: 7,
    name: 'remembered OAuth grants',
    async up(db) {
      // A permission an account gave an OAuth app (server/auth/remembered-grants.ts): the app is its
      // client_id and the exact redirect_uri, so another dashboard address is another app. Kept until it
      // is revoked on the sandbox's account page; `autoincrement` so a revoked grant's id never comes back
      // (a stale "Revoke access" form cannot reach a grant given later).
      await db.schema
        .createTable('oauth_grants')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('account_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('oauth_client_id', 'text', (c) => c.notNull())
        .addColumn('redirect_uri', 'text', (c) => c.notNull())
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('granted_ms', 'integer', (c) => c.notNull())
        .addColumn('used_ms', 'integer', (c) => c.notNull())
        .addUniqueConstraint('oauth_grants_app', ['account_id', 'oauth_client_id', 'redirect_uri'])
        .execute();
      // The tokens issued under a grant stop working when it is revoked; why a token was revoked is
      // told back to its holder (a replayed code, or access taken back).
      await db.schema.alterTable('issued_tokens').addColumn('grant_id', 'integer').execute();
      await db.schema.alterTable('issued_tokens').addColumn('revoked_by', 'text').execute();
      await db.schema.createIndex('issued_tokens_grant_idx').on('issued_tokens').column('grant_id').execute();
    },
  },
];

/** Applies every migration not yet recorded. Returns the versions applied now. */
export async function migrate(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  list: readonly Migration[] = migrations,
): Promise<number[]> {
  await db.schema
    .createTable('schema_migrations')
    .ifNotExists()
    .addColumn('version', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('applied_at', 'text', (c) => c.notNull())
    .execute();

  const done = new Set(
    (await db.selectFrom('schema_migrations').select('version').execute()).map((r) => Number(r.version)),
  );
  const ordered = [...list].sort((a, b) => a.version - b.version);
  const applied: number[] = [];
  for (const m of ordered) {
    if (done.has(m.version)) continue;
    await db.transaction().execute(async (trx) => {
      await m.up(trx);
      await trx
        .insertInto('schema_migrations')
        .values({ version: m.version, name: m.name, applied_at: new Date().toISOString() })
        .execute();
    });
    applied.push(m.version);
  }
  return applied;
}
