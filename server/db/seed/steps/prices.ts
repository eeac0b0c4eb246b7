import { loadCampaigns, round2 } from '../campaign-rows';
import type { SeedStep } from '../seed-step';

/** Sales tax or VAT applied to the demo clients' invoices, by country. */
const taxRate: Record<string, number> = { US: 0.0825, FR: 0.2 };

/**
 * What each campaign is billed. Most launched campaigns carry their recorded price (`extraData`, the
 * budget); some were priced from the city's rates and the volume (`cityMetrics`); about one in ten
 * launched campaigns has no recorded price at all (so spend totals are incomplete, as in real accounts).
 * Dated drafts carry a rate-card estimate; drafts without a date are unpriced.
 */
export const pricesStep: SeedStep = {
  name: 'prices',
  run(ctx) {
    const { sqlite, rng, clients } = ctx;
    const currency = new Map(clients.map((c) => [c.id, c.currency]));
    const insert = sqlite.prepare(
      `insert into campaign_prices (campaign_id, source, subtotal, taxes, discounts, currency, priced_at)
       values (?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const c of loadCampaigns(ctx)) {
      const budget = c.budget ?? 0;
      let source: 'extraData' | 'cityMetrics' | null;
      if (c.status === 0) source = c.start_date ? 'cityMetrics' : null;
      else if (rng.chance(0.1)) source = null;
      else source = rng.chance(0.75) ? 'extraData' : 'cityMetrics';
      if (!source || budget <= 0) continue;
      const subtotal = source === 'extraData' ? budget : round2(budget * (0.95 + 0.1 * rng.next()));
      const taxes = round2(subtotal * (taxRate[c.country_id] ?? 0));
      const discounts = c.status !== 0 && rng.chance(0.2) ? round2(subtotal * (0.05 + 0.1 * rng.next())) : 0;
      const pricedAt =
        c.status === 0 ? c.updated_at : c.start_date ? `${c.start_date}T09:00:00.000Z` : c.created_at;
      insert.run(c.id, source, subtotal, taxes, discounts, currency.get(c.client_id) ?? 'USD', pricedAt);
    }
  },
};
