import type { SeedStep } from '../seed-step';
import { addDays, startOfDayUtc } from '../dates';

export const clientsStep: SeedStep = {
  name: 'clients',
  run({ sqlite, now, clients }) {
    const insert = sqlite.prepare(`
      insert into clients (id, name, code, logo, website_url, status, industry, industry_group, country_id,
        country_name, country_code, currency, is_self_serve_enabled, billing_email, created_at, updated_at)
      values (@id, @name, @code, null, @website_url, 1, @industry, @industry_group, @country_id,
        @country_name, @country_code, @currency, @is_self_serve_enabled, @billing_email, @created_at, @updated_at)`);
    for (const c of clients) {
      const created = addDays(startOfDayUtc(now), -c.createdDaysAgo + 0.4);
      insert.run({
        id: c.id,
        name: c.name,
        code: c.code,
        website_url: c.website_url,
        industry: c.industry,
        industry_group: c.industry_group,
        country_id: c.country_id,
        country_name: c.country_name,
        country_code: c.country_code,
        currency: c.currency,
        is_self_serve_enabled: c.is_self_serve_enabled ? 1 : 0,
        billing_email: c.billing_email,
        created_at: created.toISOString(),
        updated_at: addDays(created, Math.min(c.createdDaysAgo - 1, 30)).toISOString(),
      });
    }
  },
};
