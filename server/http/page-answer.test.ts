import { describe, expect, it } from 'vitest';
import { carrierRouteSearchSchema } from '../../src/api/contract/carrier-route';
import { endpoints } from '../../src/api/contract/endpoints';
import { startTestSandbox } from '../../test/support/sandbox';
import { searchRoutes } from '../domain/carrier-routes';
import { pageNodeSchema, serializePage } from './page-answer';

describe('a long list answer, serialized in batches', () => {
  it('is the envelope the schema gives in one step, unknown fields stripped, with turns between', async () => {
    const sb = await startTestSandbox();
    try {
      const page = await searchRoutes(sb.db, {
        lat: 41.8781,
        lng: -87.6298,
        radius: 20000,
        first: 500,
        includePaths: true,
        includeDemographics: true,
      });
      expect(page.nodes.length).toBe(500);
      // A field the contract does not have, on every node and beside them: never sent.
      const answer = {
        ...page,
        secret: 'not in the contract',
        nodes: page.nodes.map((n) => ({ ...n, internalId: 7 })),
      };
      const node = pageNodeSchema(carrierRouteSearchSchema)!;
      let turns = 0;
      const counting = setInterval(() => turns++, 0);
      const text = await serializePage(carrierRouteSearchSchema, node, answer);
      clearInterval(counting);
      expect(JSON.parse(text)).toEqual({ success: true, data: carrierRouteSearchSchema.parse(answer) });
      expect(text).not.toContain('internalId');
      expect(text).not.toContain('secret');
      // Other work ran while it was built: it yielded between batches.
      expect(turns).toBeGreaterThan(0);
    } finally {
      sb.close();
    }
  });

  it('refuses a node the schema refuses, as the one-step parse does', async () => {
    const node = pageNodeSchema(carrierRouteSearchSchema)!;
    const good = { zip: '60601', croute: 'C001', zipName: 'Chicago', residentCount: 1, businessCount: 0 };
    const nodes = Array.from({ length: 250 }, () => ({ ...good, totalCount: 1, raw: {} }));
    nodes[240] = { ...nodes[240]!, totalCount: -1 };
    await expect(serializePage(carrierRouteSearchSchema, node, { nodes })).rejects.toThrow();
  });

  it('applies only to answers of the form {nodes: [...], …}', () => {
    expect(pageNodeSchema(carrierRouteSearchSchema)).toBeDefined();
    expect(pageNodeSchema(endpoints.getCampaign.response as never)).toBeUndefined();
  });
});
