import { Hono } from 'hono';
import { meSchema } from '../../../src/api/contract/account';
import { requireClientKey, type AuthEnv } from '../../auth/middleware';
import { notFound } from '../../http/errors';
import type { RouteDeps } from '../deps';

export function accountRoutes({ db }: RouteDeps) {
  const app = new Hono<AuthEnv>();

  /** The caller's own account and team; there is no way to name another client here. */
  app.get('/client/me', requireClientKey, async (c) => {
    const clientId = c.var.auth.clientId;
    const client = await db
      .selectFrom('clients')
      .select([
        'id',
        'name',
        'code',
        'logo',
        'website_url',
        'status',
        'industry',
        'industry_group',
        'country_id',
        'country_name',
        'country_code',
        'is_self_serve_enabled',
        'created_at',
        'updated_at',
      ])
      .where('id', '=', clientId)
      .executeTakeFirst();
    if (!client) throw notFound('Client not found');
    const users = await db
      .selectFrom('users')
      .select([
        'id',
        'first_name',
        'last_name',
        'email',
        'role',
        'subrole',
        'status',
        'is_verified',
        'created_at',
      ])
      .where('client_id', '=', clientId)
      .orderBy('role')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const data = meSchema.parse({
      client: { ...client, is_self_serve_enabled: client.is_self_serve_enabled === 1 },
      users: users.map((u) => ({ ...u, is_verified: u.is_verified === 1 })),
      totalUsers: users.length,
    });
    return c.json({ success: true, data });
  });

  return app;
}
