import { endpoints } from '../../../src/api/contract/endpoints';
import { notFound } from '../../http/errors';
import type { RouteModule } from '../deps';

export const accountRoutes: RouteModule = (mount, { db }) => {
  /** The caller's own account and team; there is no way to name another client here. */
  mount(endpoints.me, async ({ auth }) => {
    const clientId = auth.clientId;
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
    return {
      client: { ...client, is_self_serve_enabled: client.is_self_serve_enabled === 1 },
      users: users.map((u) => ({ ...u, is_verified: u.is_verified === 1 })),
      totalUsers: users.length,
    };
  });
};
