import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { campaignListSchema, type Campaign } from '../../api/contract/campaign';
import { successEnvelope } from '../../api/contract/envelope';
import { campaignScheduleSchema } from '../../api/contract/campaign-dates';
import { creationStatusSchema } from '../../api/contract/creation-status';
import { draftTargetingSchema } from '../../api/contract/draft-targeting';
import { eddmFormatText, isEddmFormat } from '../../api/contract/print-format';
import { formatPlainDate, formatTimestamp } from '../../lib/dates';
import { cancelledEddmDraft, streetDraft, submittedEddmDraft } from '../../../test/support/builder-drafts';
import { quoteFormatText } from '../../lib/draft-quote-figures';
import { renderApp, useSandboxFetch } from '../../../test/support/render';
import { setupAppSandbox } from '../../../test/support/app-sandbox';

const env = setupAppSandbox();

async function campaignsOf(clientKey: string, query = 'first=500'): Promise<Campaign[]> {
  return successEnvelope(campaignListSchema).parse(await env.read(`/client/campaigns?${query}`, clientKey))
    .data.nodes;
}

/** The value shown next to a field label in the overview. */
/** What the service keeps of a draft: its creation status and its targeting. */
async function draftRecords(id: string) {
  const status = creationStatusSchema.parse(
    await env.data(`/client/campaigns/${id}/creation-status`, env.key),
  );
  const targeting = draftTargetingSchema.parse(
    await env.data(`/client/campaigns/${id}/draft-targeting`, env.key),
  );
  return { status, targeting };
}

function field(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

describe('campaign page', () => {
  it('shows every field a user cares about, dates in the user locale without shifting a day', async () => {
    const all = await campaignsOf(env.key);
    // Not a draft: a draft's tab title names its stage too (see the builder drafts below).
    const c = all.find((x) => x.status !== 0 && x.start_date && !x.no_expiration && x.offer_expiration_date)!;
    renderApp(`/campaigns/${c.id}`, { clientKey: env.key });

    expect(await screen.findByRole('heading', { level: 1, name: c.name })).toBeInTheDocument();
    expect(field('Start date')).toHaveTextContent(formatPlainDate(c.start_date!));
    expect(field('Duration')).toHaveTextContent(`${c.campaign_duration_week} week`);
    // The run dates come from /dates: the planned end is the service's, the start its epoch-ms string.
    const dates = campaignScheduleSchema.parse(await env.data(`/client/campaigns/${c.id}/dates`, env.key));
    await screen.findByText('Planned end', { selector: 'dt' });
    expect(field('Planned end')).toHaveTextContent(formatPlainDate(dates.planned_end_date!));
    expect(field('Scheduled start')).toHaveTextContent(formatPlainDate(c.start_date!));
    expect(field('Offer expires')).toHaveTextContent(formatPlainDate(c.offer_expiration_date!));
    expect(field('Country')).toHaveTextContent(c.country_name);
    expect(field('Campaign id')).toHaveTextContent(c.id);
    expect(field('QR code scans')).toHaveTextContent(c.scan_data_enabled ? 'Counted' : 'Not counted');
    expect(field('Orders from your checkout')).toHaveTextContent(
      c.conversions_api_enabled ? 'Counted: your checkout reports' : 'Not counted',
    );
    expect(document.title).toBe(`${c.name} · Campaigns · Doorstep`);
    expect(field('Created')).toHaveTextContent(formatTimestamp(c.created_at));
    expect(field('Last updated')).toHaveTextContent(formatTimestamp(c.updated_at));
    expect(within(field('Status')).getByText(/^(Draft|Active|Completed|Archived)$/)).toBeInTheDocument();
    // A plain date is a calendar date: Jan 5 stays Jan 5 whatever the time zone.
    const [y, m, d] = c.start_date!.split('-').map(Number);
    expect(field('Start date').textContent).toContain(String(d));
    expect(formatPlainDate(c.start_date!)).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(y!, m! - 1, d!)),
    );
  });

  it('says "No expiration" for an offer that does not expire, and "Not scheduled" for an undated draft', async () => {
    const all = await campaignsOf(env.key);
    const open = all.find((x) => x.no_expiration);
    const undated = all.find((x) => !x.start_date);
    if (open) {
      const app = renderApp(`/campaigns/${open.id}`, { clientKey: env.key });
      await screen.findByRole('heading', { level: 1, name: open.name });
      expect(field('Offer expires')).toHaveTextContent('No expiration');
      app.unmount();
    }
    if (undated) {
      renderApp(`/campaigns/${undated.id}`, { clientKey: env.key });
      await screen.findByRole('heading', { level: 1, name: undated.name });
      expect(field('Start date')).toHaveTextContent('Not scheduled');
      await screen.findByText('Planned end', { selector: 'dt' });
      expect(field('Planned end')).toHaveTextContent('Not scheduled');
    }
    expect(open ?? undated).toBeDefined();
  });

  it('counts the weeks distributed without contradicting a campaign that is still running', async () => {
    const all = await campaignsOf(env.key, 'statuses=10,15&first=500');
    const schedules = await Promise.all(
      all.map(async (c) => ({
        c,
        d: campaignScheduleSchema.parse(await env.data(`/client/campaigns/${c.id}/dates`, env.key)),
      })),
    );
    const running = schedules.find(
      ({ d }) => d.activeDates.start && !d.activeDates.end && d.actual_duration_weeks > 0,
    );
    const ended = schedules.find(
      ({ d }) => d.activeDates.start && d.activeDates.end && d.actual_duration_weeks > 1,
    );
    expect(running && ended).toBeTruthy();

    const app = renderApp(`/campaigns/${running!.c.id}`, { clientKey: env.key });
    await screen.findByText('Weeks distributed', { selector: 'dt' });
    expect(field('Distribution')).toHaveTextContent('still running');
    expect(field('Weeks distributed')).toHaveTextContent(
      `${running!.d.actual_duration_weeks} week${running!.d.actual_duration_weeks === 1 ? '' : 's'} between the first and the latest distribution`,
    );
    app.unmount();

    renderApp(`/campaigns/${ended!.c.id}`, { clientKey: env.key });
    await screen.findByText('Weeks distributed', { selector: 'dt' });
    expect(field('Weeks distributed').textContent).toBe(`${ended!.d.actual_duration_weeks} weeks`);
  });

  it('opens from the list and goes back to it', async () => {
    const [first] = await campaignsOf(env.key, 'first=1');
    const app = renderApp('/campaigns', { clientKey: env.key });
    const table = await screen.findByRole('table', { name: 'Campaigns' });
    await app.user.click(within(table).getByRole('link', { name: first!.name }));
    expect(await screen.findByRole('heading', { level: 1, name: first!.name })).toBeInTheDocument();
    expect(app.location().pathname).toBe(`/campaigns/${first!.id}`);
    await app.user.click(screen.getByRole('link', { name: 'Back to campaigns' }));
    await screen.findByRole('table', { name: 'Campaigns' });
  });

  it("shows not found for another client's campaign, exactly as for a missing one", async () => {
    const [foreign] = await campaignsOf(env.sandbox.credentials.clients[1]!.clientKey, 'first=1');
    const app = renderApp(`/campaigns/${foreign!.id}`, { clientKey: env.key });
    expect(await screen.findByRole('heading', { name: 'Campaign not found' })).toBeInTheDocument();
    expect(screen.queryByText(foreign!.name)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to campaigns' })).toHaveAttribute('href', '/campaigns');
    app.unmount();

    renderApp('/campaigns/999999999', { clientKey: env.key });
    expect(await screen.findByRole('heading', { name: 'Campaign not found' })).toBeInTheDocument();
  });

  it('shows not found for an id that is not a number, without asking the service', async () => {
    const sent: string[] = [];
    useSandboxFetch(env.sandbox, (inner) => (input, init) => {
      sent.push(new URL(input).pathname);
      return inner(input, init);
    });
    renderApp('/campaigns/abc', { clientKey: env.key });
    expect(await screen.findByRole('heading', { name: 'Campaign not found' })).toBeInTheDocument();
    expect(sent.filter((p) => p.startsWith('/client/campaigns/'))).toEqual([]);
    // The navigation is still there.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('shows the contract error page when the campaign comes back in the wrong shape', async () => {
    const [first] = await campaignsOf(env.key, 'first=1');
    env.corrupt(
      (url) => url.pathname === `/client/campaigns/${first!.id}`,
      (body) => ({ ...(body as object), data: { ...(body as { data: object }).data, start_date: 'soon' } }),
    );
    renderApp(`/campaigns/${first!.id}`, { clientKey: env.key });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The service sent an answer the dashboard cannot read');
    expect(alert).toHaveTextContent('start_date');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe("a builder draft's page", { timeout: 40_000 }, () => {
  it('reads "In review" once submitted, says what happens next, and shows what was submitted, figures from creation status', async () => {
    const id = await submittedEddmDraft(env.sandbox, 'Spring mailer submitted');
    const { status, targeting } = await draftRecords(id);
    expect(status.internalStatus).toBe('IN_REVIEW');
    expect(targeting.routes.length).toBeGreaterThan(0);

    renderApp(`/campaigns/${id}`, { clientKey: env.key });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Spring mailer submitted' });
    expect(within(heading.parentElement!).getByText('In review')).toBeInTheDocument();
    const note = await screen.findByRole('region', { name: 'In review' });
    expect(note).toHaveTextContent(
      'Submitted for review. A reviewer checks the campaign before anything happens: nothing is printed, mailed or charged until it is approved, and production starts once it is.',
    );
    expect(document.title).toBe('Spring mailer submitted · In review · Campaigns · Doorstep');
    // Nothing to build, nothing "ready" or "still needed": those are for drafts being built.
    expect(screen.queryByText(/Continue building/)).not.toBeInTheDocument();
    expect(screen.queryByText('Ready to submit')).not.toBeInTheDocument();
    expect(screen.queryByText('Still needed')).not.toBeInTheDocument();
    expect(screen.queryByText('Draft')).not.toBeInTheDocument();

    const card = screen.getByRole('region', { name: 'What was submitted' });
    const table = await within(card).findByRole('table', { name: 'Carrier routes' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(Math.min(10, targeting.routes.length));
    const nf = new Intl.NumberFormat();
    const first = targeting.routes[0]!;
    expect(rows[0]!.textContent).toBe(
      `${first.zip}${first.croute}${nf.format(first.residentCount)}${nf.format(first.businessCount)}${nf.format(first.totalCount)}`,
    );
    const value = (label: string) =>
      within(card).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
    // The figures are creation status's quote, in its currency, as the wizard's review shows them.
    const q = status.quote;
    const currency = q.currency ?? 'USD';
    expect(isEddmFormat(q.format)).toBe(true);
    expect(value('Print format')).toHaveTextContent(eddmFormatText(q.format as 'BEST_SELLER'));
    expect(value('Pieces')).toHaveTextContent(`${nf.format(q.flyersCount)} pieces`);
    expect(q.perPiece).toBeGreaterThan(0);
    expect(value('Price per piece')).toHaveTextContent(
      `${new Intl.NumberFormat(undefined, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(q.perPiece!)} a piece`,
    );
    expect(within(card).getByTestId('draft-total')).toHaveTextContent(
      new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(q.totalCosts),
    );
    expect(q.includes).toBe('Printing and USPS postage');
    expect(value('Total')).toHaveTextContent('Includes printing and USPS postage.');
    const campaign = (await campaignsOf(env.key)).find((c) => c.id === id)!;
    expect(value('Launch date')).toHaveTextContent(formatPlainDate(campaign.start_date!));
    expect(value('Design').textContent).not.toBe('');
    expect(card).not.toHaveTextContent(/BEST_SELLER|LARGE|JUMBO|POSTCARD_/);
  });

  it("shows a street draft's cities, flyer and price next to what it still needs", async () => {
    const id = await streetDraft(env.sandbox, 'Austin flyers being built');
    const { status, targeting } = await draftRecords(id);
    renderApp(`/campaigns/${id}`, { clientKey: env.key });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Austin flyers being built' });
    expect(within(heading.parentElement!).getByText('Draft')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Before you submit' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'What this draft holds' });
    const cities = await within(card).findByRole('list', { name: 'Cities' });
    expect(
      within(cities)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(targeting.distributionLocations.map((l) => l.name));
    const value = (label: string) =>
      within(card).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
    const flyer = quoteFormatText(status.quote.format, 'street', status.quote.paper);
    expect(flyer).toMatch(/^Flyer (A6|A5|A4|DL) \(/);
    expect(value('Flyer')).toHaveTextContent(flyer!);
    const nf = new Intl.NumberFormat();
    expect(value('Pieces')).toHaveTextContent(`${nf.format(status.quote.flyersCount)} pieces`);
    expect(within(card).getByTestId('draft-total')).toHaveTextContent(
      new Intl.NumberFormat(undefined, {
        style: 'currency',
        currency: status.quote.currency ?? 'USD',
      }).format(status.quote.totalCosts),
    );
    expect(document.title).toBe('Austin flyers being built · Draft · Campaigns · Doorstep');
  });

  it('reads "Cancelled" once cancelled, with no start date and no run dates', async () => {
    const id = await cancelledEddmDraft(env.sandbox, 'Spring mailer cancelled');
    renderApp(`/campaigns/${id}`, { clientKey: env.key });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Spring mailer cancelled' });
    expect(within(heading.parentElement!).getByText('Cancelled')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Cancelled' })).toHaveTextContent(
      'This draft was cancelled. Nothing was printed, mailed or charged, and it will not run.',
    );
    expect(field('Start date')).toHaveTextContent('None: the draft was cancelled');
    expect(within(field('Status')).getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByText('Scheduled start')).not.toBeInTheDocument();
    expect(screen.queryByText('Archived')).not.toBeInTheDocument();
    expect(screen.queryByText(/Continue building/)).not.toBeInTheDocument();
    expect(document.title).toBe('Spring mailer cancelled · Cancelled · Campaigns · Doorstep');
  });

  it('reads "In review" from the creation status when the service does not send draft_state', async () => {
    const id = await submittedEddmDraft(env.sandbox, 'Spring mailer elsewhere');
    env.corrupt(
      (url) => url.pathname === `/client/campaigns/${id}`,
      (body) => {
        const { draft_state: _, ...data } = (body as { data: Record<string, unknown> }).data;
        return { ...(body as object), data };
      },
    );
    renderApp(`/campaigns/${id}`, { clientKey: env.key });
    expect(await screen.findByRole('region', { name: 'In review' })).toBeInTheDocument();
    const heading = screen.getByRole('heading', { level: 1, name: 'Spring mailer elsewhere' });
    await waitFor(() => expect(within(heading.parentElement!).getByText('In review')).toBeInTheDocument());
    expect(screen.queryByText('Ready to submit')).not.toBeInTheDocument();
  });
});
