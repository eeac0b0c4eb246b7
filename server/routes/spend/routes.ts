import { endpoints } from '../../../src/api/contract/endpoints';
import type { Adjustment } from '../../../src/api/contract/envelope';
import type { Spend, SpendQuery } from '../../../src/api/contract/spend';
import type { RouteModule } from '../deps';

const cents = (n: number) => Math.round(n * 100) / 100;

interface SpendRow {
  status: number;
  start_date: string | null;
  created_at: string;
  source: 'extraData' | 'cityMetrics' | null;
  subtotal: number | null;
  taxes: number | null;
  discounts: number | null;
}

/**
 * Totals over the caller's campaigns placed in [from, to): a campaign is placed at its start date
 * (midnight UTC), an undated draft at its creation time. Drafts count only with `includeDrafts`.
 * `total` is what is billed: price + taxes − discounts, summed over priced campaigns; campaigns without
 * a recorded price are counted in `campaigns` and `sources.unpriced` but add nothing, so then
 * `complete` is false and a TRUNCATED adjustment says the total is lower than the real spend.
 */
export function summariseSpend(rows: readonly SpendRow[], q: SpendQuery, currency: string): Spend {
  const placed = rows.filter((r) => {
    if (r.status === 0 && !q.includeDrafts) return false;
    const at = r.start_date ? `${r.start_date}T00:00:00.000Z` : r.created_at;
    return (!q.from || at >= q.from) && (!q.to || at < q.to);
  });
  const sources = { extraData: 0, cityMetrics: 0, unpriced: 0 };
  let subtotal = 0;
  let taxes = 0;
  let discounts = 0;
  for (const r of placed) {
    if (!r.source) {
      sources.unpriced += 1;
      continue;
    }
    sources[r.source] += 1;
    subtotal += r.subtotal ?? 0;
    taxes += r.taxes ?? 0;
    discounts += r.discounts ?? 0;
  }
  const priced = placed.length - sources.unpriced;
  const adjustments: Adjustment[] = [];
  if (sources.unpriced > 0) {
    adjustments.push({
      code: 'TRUNCATED',
      field: 'total',
      requested: placed.length,
      applied: priced,
      affects: ['total', 'taxes', 'discounts'],
      detail:
        `${sources.unpriced} of ${placed.length} campaigns have no recorded price, so the total covers ` +
        `${priced} priced campaigns only and is lower than the real spend.`,
    });
  }
  return {
    from: q.from ?? null,
    to: q.to ?? null,
    includeDrafts: q.includeDrafts,
    campaigns: placed.length,
    priced,
    total: cents(subtotal + taxes - discounts),
    taxes: cents(taxes),
    discounts: cents(discounts),
    sources,
    currency,
    complete: sources.unpriced === 0,
    adjustments,
    note:
      'Campaigns are placed by start date (undated drafts by creation); from is inclusive, to exclusive. ' +
      'total = price + taxes − discounts.' +
      (q.includeDrafts ? ' Drafts are included at their estimated price.' : ''),
  };
}

export const spendRoutes: RouteModule = (mount, { db }) => {
  /** The caller's own spend (money is allowed here: it is the client's own spend). */
  mount(endpoints.spend, async ({ auth, query: q }) => {
    const clientId = auth.clientId;
    const [rows, client] = await Promise.all([
      db
        .selectFrom('campaigns as c')
        .leftJoin('campaign_prices as p', 'p.campaign_id', 'c.id')
        .select([
          'c.status',
          'c.start_date',
          'c.created_at',
          'p.source',
          'p.subtotal',
          'p.taxes',
          'p.discounts',
        ])
        .where('c.client_id', '=', clientId)
        .execute(),
      db.selectFrom('clients').select('currency').where('id', '=', clientId).executeTakeFirst(),
    ]);
    return summariseSpend(rows, q, client?.currency ?? 'USD');
  });
};
