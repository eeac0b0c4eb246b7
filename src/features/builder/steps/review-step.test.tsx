import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AudienceList } from '../../../api/contract/audience';
import type { CampaignList } from '../../../api/contract/campaign';
import type { CityList } from '../../../api/contract/city';
import type { DraftTargeting } from '../../../api/contract/draft-targeting';
import { formatAmount } from '../../../lib/currency';
import { draftQuoteFigures } from '../../../lib/draft-quote-figures';
import { longDate } from '../builder-words';
import { stepOfMissing } from '../wizard-model';
import { ReviewStep } from './review-step';
import { setupBuilderSandbox } from '../../../../test/support/builder-steps';
import { missingItemText } from './words';

const env = setupBuilderSandbox();
let streetDesignId: string;
let mailDesignId: string;
let austinId: string;
beforeAll(async () => {
  streetDesignId = await env.fittingDesignId('HANDTOHAND');
  mailDesignId = await env.fittingDesignId('AUDIENCE');
  const cities = await env.asClient<CityList>('/client/cities?search=Austin%2C%20TX&first=1');
  austinId = cities.nodes[0]!.id;
});

const summary = () => screen.findByLabelText('Campaign summary');
/** The value of a summary row, by its term. */
const row = (dl: HTMLElement, term: string) => within(dl).getByText(term).nextElementSibling as HTMLElement;

/** A street draft with everything it needs: a city with its volume, a design, a launch date. */
async function completeStreetDraft(opts: { withDate?: boolean } = {}) {
  const id = await env.createDraft({ channel: 'H2H', subtype: 'HANDTOHAND', name: 'Spring flyers' });
  await env.mustWrite('POST', `/client/campaigns/${id}/cities`, {
    cities: [{ cityId: austinId, volume: 2000 }],
  });
  await env.mustWrite('PUT', `/client/campaigns/${id}/creative`, { designId: streetDesignId });
  if (opts.withDate !== false) {
    const { earliestStartDate } = await env.readStatus(id);
    await env.mustWrite('PATCH', `/client/campaigns/${id}/details`, {
      startDate: earliestStartDate,
    });
  }
  return id;
}

describe('review step', () => {
  it('lists each missing item in words as a way to its step, and keeps Submit disabled', async () => {
    const id = await env.createDraft({ channel: 'H2H', subtype: 'HANDTOHAND', name: 'Half done' });
    const status = await env.readStatus(id);
    expect(status.submittable).toBe(false);
    expect(status.missing.length).toBeGreaterThanOrEqual(3);
    const step = await env.renderStep(ReviewStep, { campaignId: id });

    const dl = await summary();
    expect(row(dl, 'Name')).toHaveTextContent('Half done');
    expect(row(dl, 'Channel')).toHaveTextContent('Hand-to-hand flyers');
    await waitFor(() => expect(row(dl, 'Who it reaches')).toHaveTextContent('No cities chosen yet'));
    expect(row(dl, 'Design')).toHaveTextContent('Not chosen yet');
    // No launch date yet: the earliest allowed day counts as chosen (sent with the submit), with "Change".
    expect(row(dl, 'Launch date')).toHaveTextContent(
      `${longDate(status.earliestStartDate)}: the earliest possible launch`,
    );

    const needed = screen.getByRole('region', { name: 'Still needed before you can submit' });
    const links = within(needed).getAllByRole('button');
    const stillNeeded = status.missing.filter((m) => m !== 'startDate');
    expect(links.map((b) => b.textContent)).toEqual(
      stillNeeded.map((m) => expect.stringContaining(missingItemText(m))),
    );
    for (const [i, item] of stillNeeded.entries()) {
      await step.user.click(links[i]!);
      expect(step.goTo).toHaveBeenLastCalledWith(stepOfMissing(item, 'street'));
    }
    expect(step.goTo.mock.calls.map((c) => c[0])).toEqual(expect.arrayContaining(['cities', 'creative']));
    await step.user.click(
      within(row(dl, 'Launch date')).getByRole('button', { name: 'Change the launch date' }),
    );
    expect(step.goTo).toHaveBeenLastCalledWith('details');
    // Marketer words only: no field names on screen.
    expect(screen.queryByText(/selectedDesignId|startDate/)).not.toBeInTheDocument();
    expect(screen.getByText('Not ready to submit: put right the items above first.')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit for review' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(/^Not ready to submit: put right the items above first\./);
  });

  it('summarises a complete draft with its figures (format, pieces, per piece, total), and submits it for review', async () => {
    const id = await completeStreetDraft();
    const status = await env.readStatus(id);
    expect(status.submittable).toBe(true);
    const campaign = await env.asClient<{ start_date: string }>(`/client/campaigns/${id}`);
    const step = await env.renderStep(ReviewStep, { campaignId: id });

    const dl = await summary();
    await waitFor(() => expect(row(dl, 'Who it reaches')).toHaveTextContent('1 city: Austin, TX'));
    expect(row(dl, 'Design')).not.toHaveTextContent('Not chosen yet');
    expect(row(dl, 'Launch date')).toHaveTextContent(longDate(campaign.start_date));
    expect(row(dl, 'Launch date')).not.toHaveTextContent('earliest');
    // The quote's own currency, else the account's (a US client: dollars).
    const figures = draftQuoteFigures(status.quote, 'street', 'USD');
    await waitFor(() =>
      expect(screen.getByTestId('review-quote')).toHaveTextContent(
        `${formatAmount(status.quote.totalCosts, figures.currency)} for 2,000 pieces`,
      ),
    );
    expect(row(dl, 'Pieces')).toHaveTextContent('2,000 pieces: across your cities');
    if (figures.perPieceText) {
      expect(row(dl, 'Price per piece')).toHaveTextContent(figures.perPieceText.replace(/ a piece$/, ''));
    }
    if (figures.formatText) expect(row(dl, 'Print format')).toHaveTextContent(figures.formatText);
    if (figures.includes) expect(row(dl, 'Total')).toHaveTextContent(/Includes /);
    expect(row(dl, 'Total')).toHaveTextContent('Nothing is charged until a reviewer approves the campaign.');
    expect(screen.getByText('Everything needed is in place: you can submit.')).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Still needed before you can submit' }),
    ).not.toBeInTheDocument();

    await step.user.click(screen.getByRole('button', { name: 'Submit for review' }));
    const done = await screen.findByRole('region', { name: 'In review' });
    expect(within(done).getByRole('status')).toHaveTextContent('Your campaign was submitted for review.');
    // The confirmation repeats what was submitted: pieces, price and launch date.
    await waitFor(() =>
      expect(within(done).getByTestId('submitted-figures')).toHaveTextContent(
        `2,000 pieces, ${formatAmount(status.quote.totalCosts, figures.currency)} in all, launching ${longDate(campaign.start_date)}.`,
      ),
    );
    expect(within(done).getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Submit/ })).toBeNull();
    expect(screen.queryByText(/Everything needed is in place/)).toBeNull();
    expect(step.location().pathname).toBe(`/campaigns/${id}/build`);
    expect((await env.readStatus(id)).internalStatus).toBe('IN_REVIEW');
  });

  it("says when submittability could not be checked, with the service's reason, and lets the user try", async () => {
    const audiences = await env.asClient<AudienceList>('/client/audiences?first=500');
    const unknown = audiences.nodes.find((a) => a.status === 'READY' && a.address_count === null)!;
    const id = await env.createDraft({ channel: 'ADM', subtype: 'AUDIENCE' });
    await env.mustWrite('POST', `/client/campaigns/${id}/audience`, { audienceId: unknown.id });
    await env.mustWrite('PUT', `/client/campaigns/${id}/creative`, { designId: mailDesignId });
    const { earliestStartDate } = await env.readStatus(id);
    await env.mustWrite('PATCH', `/client/campaigns/${id}/details`, {
      startDate: earliestStartDate,
    });
    const status = await env.readStatus(id);
    expect(status.submittable).toBeNull();

    const step = await env.renderStep(ReviewStep, { campaignId: id });
    const dl = await summary();
    expect(row(dl, 'Channel')).toHaveTextContent('Direct mail to a saved address list');
    expect(row(dl, 'Who it reaches')).toHaveTextContent('A saved address list (size could not be checked)');
    expect(screen.getByText('Whether it can be submitted could not be checked.')).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(status.note!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))),
    ).toBeInTheDocument();

    await step.user.click(screen.getByRole('button', { name: 'Submit anyway' }));
    expect(await screen.findByRole('region', { name: 'In review' })).toBeInTheDocument();
    expect((await env.readStatus(id)).internalStatus).toBe('IN_REVIEW');
  });

  it('a draft with no launch date: the earliest allowed day is sent just before the submit', async () => {
    const id = await completeStreetDraft({ withDate: false });
    const status = await env.readStatus(id);
    // The service lists the date as missing; the wizard counts the earliest day as chosen.
    expect(status.missing).toEqual(['startDate']);
    expect(status.submittable).toBe(false);
    const step = await env.renderStep(ReviewStep, { campaignId: id });
    const dl = await summary();
    expect(row(dl, 'Launch date')).toHaveTextContent(
      `${longDate(status.earliestStartDate)}: the earliest possible launch`,
    );
    expect(
      screen.queryByRole('region', { name: 'Still needed before you can submit' }),
    ).not.toBeInTheDocument();
    expect(screen.getByText('Everything needed is in place: you can submit.')).toBeInTheDocument();

    await step.user.click(screen.getByRole('button', { name: 'Submit for review' }));
    const done = await screen.findByRole('region', { name: 'In review' });
    await waitFor(() =>
      expect(within(done).getByTestId('submitted-figures')).toHaveTextContent(
        `launching ${longDate(status.earliestStartDate)}.`,
      ),
    );
    // The service has the date as creation status gave it, and the draft in review.
    const campaign = await env.asClient<{ start_date: string }>(`/client/campaigns/${id}`);
    expect(campaign.start_date).toBe(status.earliestStartDate);
    expect((await env.readStatus(id)).internalStatus).toBe('IN_REVIEW');
  });

  it('names the place a route mailing covers, in miles', async () => {
    const id = await env.eddmDraftWithRoutes();
    await env.renderStep(ReviewStep, { campaignId: id });
    const dl = await summary();
    // The zone it was saved with: 1100 Congress Ave, Austin, TX, 800 m.
    expect(await within(row(dl, 'Who it reaches')).findByTestId('review-place')).toHaveTextContent(
      /^around 1100 Congress Ave, Austin, TX, 0\.5 mi$/,
    );
  });

  it("shows the service's refusal of a submit in words and stays", async () => {
    const id = await completeStreetDraft({ withDate: false });
    // An out-of-date read that says it is ready: the service still refuses, naming what is missing.
    const step = await env.renderStep(ReviewStep, {
      campaignId: id,
      status: (s) => ({ ...s, submittable: true, missing: [], note: undefined }),
    });
    await summary();
    await step.user.click(screen.getByRole('button', { name: 'Submit for review' }));
    const alert = await screen.findByText(/^Not submitted\./);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent(`Not submitted. Still missing: ${missingItemText('startDate')}.`);
    expect(step.location().pathname).toBe(`/campaigns/${id}/build`);
    expect((await env.readStatus(id)).internalStatus).toBe('DRAFT');
  });

  it('summarises a route mailing: routes, homes and the audience attributes in words', async () => {
    const drafts = await env.asClient<CampaignList>('/client/campaigns?types=3&statuses=0&first=100');
    let found: { id: string; targeting: DraftTargeting } | undefined;
    for (const c of drafts.nodes) {
      const targeting = await env.asClient<DraftTargeting>(`/client/campaigns/${c.id}/draft-targeting`);
      if (targeting.routes.length > 0 && targeting.attributes?.length) {
        found = { id: c.id, targeting };
        break;
      }
    }
    expect(found).toBeDefined();
    await env.renderStep(ReviewStep, { campaignId: found!.id });
    const dl = await summary();
    const nf = new Intl.NumberFormat();
    await waitFor(() =>
      expect(row(dl, 'Who it reaches')).toHaveTextContent(
        `${nf.format(found!.targeting.routes.length)} postal routes, ${nf.format(found!.targeting.totalCount)} homes and businesses`,
      ),
    );
    await waitFor(() =>
      expect(row(dl, 'Who it reaches')).toHaveTextContent(
        /Audience attributes \(recorded for the reviewer; every home and business on the routes is still mailed\): .+: .+/,
      ),
    );
    expect(row(dl, 'Who it reaches')).not.toHaveTextContent(found!.targeting.attributes![0]!.key);
  });
});
