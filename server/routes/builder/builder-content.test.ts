import { describe, expect, it } from 'vitest';
import { campaignSchema } from '../../../src/api/contract/campaign';
import { endpoints } from '../../../src/api/contract/endpoints';
import { designFit } from '../../../src/api/contract/print-format';
import { addBusinessDays, addDaysTo } from '../../domain/calendar';
import {
  call,
  clientKey,
  clientRows,
  create,
  data,
  fails,
  ok,
  sb,
  status,
  today,
  setupBuilderSandbox,
  write,
} from './builder-test-kit';

setupBuilderSandbox();

describe('PUT .../creative', () => {
  it('one of the caller’s READY designs; PROCESSING, REJECTED, another’s or an unknown one is 400', async () => {
    const { designs } = await clientRows();
    const ready = designs.find(
      (x) => x.client_id === '1001' && x.status === 'READY' && designFit(x.format, 'EDDM').fits,
    )!;
    const notReady = designs.find((x) => x.client_id === '1001' && x.status !== 'READY')!;
    const theirs = designs.find((x) => x.client_id === '1002')!;
    const d = await create('ADM', 'EDDM');
    expect(await data(endpoints.setDraftCreative, d.campaignId, { designId: String(ready.id) })).toEqual({
      campaignId: d.campaignId,
      designId: String(ready.id),
      templateId: null,
    });
    expect(
      await fails(400, write(endpoints.setDraftCreative, d.campaignId, { designId: String(notReady.id) })),
    ).toContain(`is ${notReady.status}; only a READY design can be chosen`);
    expect(
      await fails(400, write(endpoints.setDraftCreative, d.campaignId, { designId: String(theirs.id) })),
    ).toMatch(/'designId'.*not one of your designs/);
    await fails(400, write(endpoints.setDraftCreative, d.campaignId, { designId: 'abc' }));
    const s = await status(d.campaignId);
    expect(s.lastActiveStep).toBe('creative');
    expect(s.missing).not.toContain('selectedDesignId');
  });

  it('exactly one of designId and templateId', async () => {
    const d = await create('ADM', 'EDDM');
    expect(await fails(400, write(endpoints.setDraftCreative, d.campaignId, {}))).toMatch(/exactly one/);
    await fails(
      400,
      write(endpoints.setDraftCreative, d.campaignId, { designId: '3001', templateId: '501' }),
    );
  });

  it('a template starts a READY design of the caller from it; the same PUT again keeps that design', async () => {
    const d = await create('ADM', 'EDDM');
    const a = await data(endpoints.setDraftCreative, d.campaignId, { templateId: '501' });
    expect(a.templateId).toBe('501');
    const design = await sb.db
      .selectFrom('designs')
      .selectAll()
      .where('id', '=', Number(a.designId))
      .executeTakeFirstOrThrow();
    const template = await sb.db
      .selectFrom('design_templates')
      .selectAll()
      .where('id', '=', 501)
      .executeTakeFirstOrThrow();
    expect(design).toMatchObject({
      client_id: '1001',
      name: `${template.name} (from template)`,
      format: template.format,
      status: 'READY',
      template_id: 501,
    });
    const listed = await ok(
      endpoints.listDesigns.response,
      call(endpoints.listDesigns, { token: clientKey, query: 'search=(from%20template)' }),
    );
    expect(listed.designs.map((x) => x.id)).toContain(a.designId);
    expect(await data(endpoints.setDraftCreative, d.campaignId, { templateId: '501' })).toEqual(a);
    const count = await sb.db
      .selectFrom('designs')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('template_id', '=', 501)
      .where('name', '=', design.name)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    expect(await fails(400, write(endpoints.setDraftCreative, d.campaignId, { templateId: '9999' }))).toMatch(
      /'templateId'.*not a template/,
    );
  });
});

describe('PATCH .../details', () => {
  it('a start on or after earliestStartDate; before it is 400 naming that date', async () => {
    const d = await create('ADM', 'EDDM');
    const { earliestStartDate: earliest, minStartBusinessDays } = await status(d.campaignId);
    expect(earliest).toBe(addBusinessDays(today(), 7));
    expect(minStartBusinessDays).toBe(7);
    const day = addDaysTo(earliest, -1);
    const error = await fails(400, write(endpoints.setDraftDetails, d.campaignId, { startDate: day }));
    expect(error).toContain("'startDate'");
    expect(error).toContain(`earliest possible start, ${earliest}`);
    expect(await data(endpoints.setDraftDetails, d.campaignId, { startDate: earliest })).toEqual({
      campaignId: d.campaignId,
      startDate: earliest,
      volume: null,
    });
    const c = await ok(campaignSchema, call(endpoints.getCampaign, { id: d.campaignId, token: clientKey }));
    expect(c.start_date).toBe(earliest);
    const s = await status(d.campaignId);
    expect(s.lastActiveStep).toBe('details');
    expect(s.missing).not.toContain('startDate');
  });

  it('each channel’s own lead time', async () => {
    for (const [channel, subtype, days] of [
      ['H2H', 'HANDTOHAND', 3],
      ['D2D', 'LETTERBOX', 4],
      ['ADM', 'AUDIENCE', 5],
    ] as const) {
      const d = await create(channel, subtype);
      const earliest = addBusinessDays(today(), days);
      await fails(
        400,
        write(endpoints.setDraftDetails, d.campaignId, { startDate: addDaysTo(earliest, -1) }),
      );
      expect((await data(endpoints.setDraftDetails, d.campaignId, { startDate: earliest })).startDate).toBe(
        earliest,
      );
    }
  });

  it('volume alone needs a start date first; then it is kept with it', async () => {
    const d = await create('H2H', 'HANDTOHAND');
    const error = await fails(400, write(endpoints.setDraftDetails, d.campaignId, { volume: 3000 }));
    expect(error).toMatch(/'startDate': is required while the draft has no start date/);
    const earliest = (await status(d.campaignId)).earliestStartDate;
    expect(error).toContain(earliest);
    await data(endpoints.setDraftDetails, d.campaignId, { startDate: earliest });
    expect(await data(endpoints.setDraftDetails, d.campaignId, { volume: 3000 })).toEqual({
      campaignId: d.campaignId,
      startDate: earliest,
      volume: 3000,
    });
  });

  it('refuses a date more than a year ahead, a day not on the calendar, an empty body and a bad volume', async () => {
    const d = await create('H2H', 'HANDTOHAND');
    expect(
      await fails(
        400,
        write(endpoints.setDraftDetails, d.campaignId, { startDate: addDaysTo(today(), 400) }),
      ),
    ).toMatch(/more than a year ahead/);
    await fails(400, write(endpoints.setDraftDetails, d.campaignId, { startDate: '2027-02-30' }));
    await fails(400, write(endpoints.setDraftDetails, d.campaignId, {}));
    await fails(
      400,
      write(endpoints.setDraftDetails, d.campaignId, { startDate: addDaysTo(today(), 30), volume: 1.5 }),
    );
    await fails(
      400,
      write(endpoints.setDraftDetails, d.campaignId, { startDate: addDaysTo(today(), 30), volume: 0 }),
    );
    expect((await status(d.campaignId)).lastActiveStep).toBeNull();
  });
});
