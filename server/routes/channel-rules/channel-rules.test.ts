import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  channelRulesSchema,
  eddmMinimumPieces,
  type ChannelRules,
} from '../../../src/api/contract/channel-rules';
import { creationStatusSchema } from '../../../src/api/contract/creation-status';
import { failureEnvelope, successEnvelope } from '../../../src/api/contract/envelope';
import { authHeaders, startTestSandbox, type Sandbox } from '../../../test/support/sandbox';

let sb: Sandbox;
let key: string;

async function get(path: string, token = key) {
  const res = await sb.fetch(`http://sandbox.test${path}`, { headers: authHeaders(token) });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as unknown };
}
async function rules(cityId: string, token = key): Promise<ChannelRules> {
  const res = await get(`/client/channel-rules?cityId=${cityId}`, token);
  expect(res.status, res.text).toBe(200);
  return successEnvelope(channelRulesSchema).parse(res.body).data;
}

beforeAll(async () => {
  sb = await startTestSandbox();
  key = sb.credentials.clients[0]!.clientKey;
});
afterAll(() => sb.close());

describe('GET /client/channel-rules', () => {
  it('every builder channel with its lead time, minimums, formats, fulfilment and calculator', async () => {
    const r = await rules('4671654');
    expect(r.city).toEqual({ id: '4671654', name: 'Austin', selfServeTargetable: true });
    expect(r.asOfDateUtc).toBe(new Date().toISOString().slice(0, 10));
    expect(r.channels.map((c) => `${c.channel}/${c.subtype}/${c.campaignType}`)).toEqual([
      'ADM/EDDM/3',
      'ADM/AUDIENCE/3',
      'H2H/HANDTOHAND/1',
      'D2D/LETTERBOX/2',
    ]);
    const eddm = r.channels[0]!;
    expect(eddmMinimumPieces(r)).toBe(1000);
    expect(eddm.minimums.pieces.source).toBe('enforced');
    expect(eddm.formats).toEqual(['SMALL', 'BEST_SELLER', 'LARGE', 'JUMBO', 'OVERSIZED']);
    expect(eddm.quoting.calculator).toBe('quote_eddm');
    expect(eddm.leadTime).toMatchObject({
      leadTimeKnown: true,
      leadTimeEnforced: true,
      minStartBusinessDays: 7,
    });
    const h2h = r.channels[2]!;
    expect(h2h.minimums.budget).toEqual({ value: 150, currency: 'USD', source: 'unconfirmed' });
    expect(h2h.formats).toEqual(['A6', 'A5', 'A4', 'DL']);
  });

  it('agrees with creation status on the earliest start of a draft of the same channel', async () => {
    const r = await rules('4671654');
    const res = await get('/client/campaigns?statuses=0&types=3&first=500');
    const drafts = (res.body as { data: { nodes: { id: string }[] } }).data.nodes;
    const statuses = await Promise.all(
      drafts.map(
        async (d) =>
          successEnvelope(creationStatusSchema).parse(
            (await get(`/client/campaigns/${d.id}/creation-status`)).body,
          ).data,
      ),
    );
    const eddm = statuses.find((s) => s.minStartBusinessDays === 7)!;
    expect(eddm.earliestStartDate).toBe(r.channels[0]!.leadTime.earliestStartDate);
  });

  it('a client that is not self-serve cannot target the city itself; its budgets are in its currency', async () => {
    const r = await rules('4671654', sb.credentials.clients[1]!.clientKey);
    expect(r.city.selfServeTargetable).toBe(false);
    expect(r.channels[2]!.minimums.budget.currency).toBe('EUR');
  });

  it('cityId is required (400); an unknown city is 404', async () => {
    const missing = await get('/client/channel-rules');
    expect(missing.status).toBe(400);
    expect(failureEnvelope.parse(missing.body).error).toContain("'cityId'");
    const unknown = await get('/client/channel-rules?cityId=123');
    expect(unknown.status).toBe(404);
    expect(failureEnvelope.parse(unknown.body).error).toMatch(/City not found/);
  });
});
