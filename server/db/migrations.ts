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
