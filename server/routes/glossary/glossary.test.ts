import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successEnvelope } from '../../../src/api/contract/envelope';
import { codeLabel, glossarySchema, type Glossary } from '../../../src/api/contract/glossary';
import { authHeaders, startTestSandbox, type Sandbox } from '../../../test/support/sandbox';

let sb: Sandbox;
let glossary: Glossary;

beforeAll(async () => {
  sb = await startTestSandbox();
  const res = await sb.fetch('/client/glossary', {
    headers: authHeaders(sb.credentials.clients[0]!.clientKey),
  });
  expect(res.status).toBe(200);
  glossary = successEnvelope(glossarySchema).parse(await res.json()).data;
});
afterAll(() => sb.close());

describe('GET /client/glossary', () => {
  it('labels every campaign code of the spec', () => {
    expect(glossary.campaignTypes).toEqual([
      { code: 1, label: 'HANDTOHAND' },
      { code: 2, label: 'LETTERBOX' },
      { code: 3, label: 'DIRECTMAIL' },
      { code: 4, label: 'INSERTS' },
    ]);
    expect(glossary.campaignStatuses.map((c) => [c.code, c.label])).toEqual([
      [0, 'DRAFT'],
      [10, 'ACTIVE'],
      [15, 'COMPLETED'],
      [20, 'ARCHIVED'],
    ]);
  });

  it('labels every mission code the data uses, including those the spec leaves unshown', async () => {
    const used = await sb.db.selectFrom('missions').select(['status', 'type']).distinct().execute();
    for (const { status, type } of used) {
      expect(glossary.missionStatuses.map((c) => c.code)).toContain(status);
      expect(glossary.missionTypes.map((c) => c.code)).toContain(type);
    }
    for (const [code, label] of [
      [0, 'DRAFT'],
      [10, 'AVAILABLE'],
      [40, 'COMPLETED'],
      [60, 'PAID'],
    ] as const) {
      expect(codeLabel('missionStatuses', code, glossary)).toBe(label);
    }
    expect(codeLabel('missionStatuses', 20, glossary)).toBe('BOOKED');
    expect(codeLabel('missionTypes', 1, glossary)).toBe('HANDTOHAND');
  });

  it('labels every account code the data uses (client status, user role and status)', async () => {
    const clients = await sb.db.selectFrom('clients').select('status').distinct().execute();
    const users = await sb.db.selectFrom('users').select(['role', 'status']).distinct().execute();
    expect(users.length).toBeGreaterThan(1);
    for (const { status } of clients)
      expect(codeLabel('clientStatuses', status, glossary)).not.toMatch(/^Code/);
    for (const { role, status } of users) {
      expect(glossary.userRoles?.map((c) => c.code)).toContain(role);
      expect(glossary.userStatuses?.map((c) => c.code)).toContain(status);
    }
    expect(codeLabel('userRoles', 1, glossary)).toBe('Owner');
  });

  it('lists the options the dashboard offers', () => {
    expect(glossary.eddmFormats.map((o) => o.value)).toEqual([
      'SMALL',
      'BEST_SELLER',
      'LARGE',
      'JUMBO',
      'OVERSIZED',
    ]);
    expect(glossary.flyerSizes.map((o) => o.value)).toEqual(['A6', 'A5', 'A4', 'DL']);
    expect(glossary.flyerThicknesses.map((o) => o.value)).toEqual(['135gsm', '170gsm', '250gsm', '350gsm']);
    expect(glossary.conversionTypes.map((o) => o.value)).toContain('First Order');
    expect(glossary.channels.find((c) => c.value === 'ADM')?.subtypes.map((s) => s.value)).toContain('EDDM');
  });

  it('lists exactly the countries the flyer calculator prices', async () => {
    const countries = glossary.flyerCountries ?? [];
    expect(countries.map((o) => o.value)).toEqual(expect.arrayContaining(['US', 'FR', 'GB', 'DE']));
    expect(countries.find((o) => o.value === 'FR')?.label).toBe('France');
    const key = sb.credentials.clients[0]!.clientKey;
    const quote = (countryId: string) =>
      sb.fetch('/client/calculators/flyer-distribution', {
        method: 'POST',
        headers: { ...authHeaders(key), 'Content-Type': 'application/json' },
        body: JSON.stringify({ countryId, flyerSize: 'A5', flyerThickness: '135gsm', flyerQuantity: 1000 }),
      });
    for (const { value } of countries) expect((await quote(value)).status, value).toBe(200);
    for (const unlisted of ['CH', 'AU', 'JP']) expect((await quote(unlisted)).status, unlisted).toBe(400);
  });
});
