import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demographicAttributesSchema } from '../../../src/api/contract/demographic-attributes';
import { draftTargetingSchema } from '../../../src/api/contract/draft-targeting';
import { successEnvelope } from '../../../src/api/contract/envelope';
import { authHeaders, startTestSandbox, type Sandbox } from '../../../test/support/sandbox';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.close());

describe('GET /client/eddm/demographic-attributes', () => {
  it('lists attributes with their values; the seeded drafts use only those', async () => {
    const headers = authHeaders(sb.credentials.clients[0]!.clientKey);
    const res = await sb.fetch('/client/eddm/demographic-attributes', { headers });
    const { attributes } = successEnvelope(demographicAttributesSchema).parse(await res.json()).data;
    expect(attributes.map((a) => a.key)).toEqual([
      'age',
      'household_income',
      'household_size',
      'home_ownership',
      'children_present',
    ]);
    expect(attributes.every((a) => a.values.length >= 2)).toBe(true);
    expect(attributes.find((a) => a.key === 'home_ownership')!.multiple).toBe(false);

    const withAttributes = await sb.db
      .selectFrom('draft_attributes')
      .select('campaign_id')
      .distinct()
      .execute();
    expect(withAttributes.length).toBeGreaterThan(0);
    for (const { campaign_id } of withAttributes) {
      const t = await sb.fetch(`/client/campaigns/${campaign_id}/draft-targeting`, { headers });
      const chosen = successEnvelope(draftTargetingSchema).parse(await t.json()).data.attributes ?? [];
      for (const a of chosen) {
        const known = attributes.find((x) => x.key === a.key);
        expect(known, a.key).toBeDefined();
        for (const v of a.values) expect(known!.values.map((x) => x.value)).toContain(v);
      }
    }
  });
});
