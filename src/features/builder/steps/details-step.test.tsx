import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../lib/dates';
import { longDate } from '../builder-words';
import { DetailsStep } from './details-step';
import { draftQuoteFigures } from '../../../lib/draft-quote-figures';
import { setupBuilderSandbox } from '../../../../test/support/builder-steps';

const env = setupBuilderSandbox();

const dateInput = () => screen.findByLabelText('Launch date');
const setDate = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('details step', () => {
  it('prefills the earliest launch with the lead time in words; saving sends date and volume and the re-read status has them', async () => {
    const id = await env.createDraft({ channel: 'H2H', subtype: 'HANDTOHAND' });
    const before = await env.readStatus(id);
    expect(before.missing).toContain('startDate');
    const earliest = before.earliestStartDate;

    const step = await env.renderStep(DetailsStep, { campaignId: id });
    const input = await dateInput();
    expect(input).toHaveValue(earliest);
    expect(input).toHaveAttribute('min', earliest);
    expect(input).toHaveAttribute('type', 'date');
    expect(
      screen.getByText(
        `Printing and delivery need ${before.minStartBusinessDays} business days, so the earliest launch is ${longDate(earliest)}.`,
      ),
    ).toBeInTheDocument();

    const chosen = addDays(earliest, 9)!;
    setDate(input, chosen);
    const volume = screen.getByLabelText('Pieces to deliver');
    await step.user.clear(volume);
    await step.user.type(volume, '2500');
    await step.user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(step.onContinue).toHaveBeenCalledTimes(1));
    const after = await env.readStatus(id);
    expect(after.missing).not.toContain('startDate');
    expect(after.quote.flyersCount).toBe(2500);
    const campaign = await env.asClient<{ start_date: string }>(`/client/campaigns/${id}`);
    expect(campaign.start_date).toBe(chosen);
    // The wizard's own read of creation status was refreshed by the save.
    await waitFor(() => expect(step.status()?.missing).not.toContain('startDate'));
  });

  it('refuses a date before the earliest next to the field, keeps it, and sends nothing', async () => {
    const id = await env.createDraft({ channel: 'D2D', subtype: 'LETTERBOX' });
    const { earliestStartDate: earliest } = await env.readStatus(id);
    const step = await env.renderStep(DetailsStep, { campaignId: id });
    const input = await dateInput();
    const tooEarly = addDays(earliest, -1)!;
    setDate(input, tooEarly);
    await step.user.click(screen.getByRole('button', { name: 'Save and continue' }));

    const message = await screen.findByText(
      `The earliest launch is ${longDate(earliest)}: choose that day or a later one.`,
    );
    expect(message).toHaveAttribute('role', 'alert');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue(tooEarly);
    expect(step.onContinue).not.toHaveBeenCalled();
    const campaign = await env.asClient<{ start_date: string | null }>(`/client/campaigns/${id}`);
    expect(campaign.start_date).toBeNull();
  });

  it("shows the service's refusal of a date next to the field and keeps the input (a stale earliest date)", async () => {
    const id = await env.createDraft({ channel: 'H2H', subtype: 'HANDTOHAND' });
    const { earliestStartDate: earliest } = await env.readStatus(id);
    // The step was given an out-of-date earliest date, so its own check lets an earlier day through.
    const step = await env.renderStep(DetailsStep, {
      campaignId: id,
      status: (s) => ({ ...s, earliestStartDate: addDays(earliest, -5)! }),
    });
    const input = await dateInput();
    const tooEarly = addDays(earliest, -1)!;
    setDate(input, tooEarly);
    await step.user.click(screen.getByRole('button', { name: 'Save and continue' }));

    const message = await screen.findByText(/is before the earliest possible start/);
    expect(message).toHaveAttribute('role', 'alert');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
    expect(input).toHaveValue(tooEarly);
    expect(screen.getByText('Not saved: see the message above.')).toBeInTheDocument();
    expect(step.onContinue).not.toHaveBeenCalled();
    expect((await env.readStatus(id)).missing).toContain('startDate');
  });

  it("without the builder's permission says so with a retry, which saves once connected", async () => {
    const id = await env.createDraft({ channel: 'H2H', subtype: 'HANDTOHAND' });
    const step = await env.renderStep(DetailsStep, { campaignId: id, connected: false });
    await dateInput();
    await step.user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const alert = await screen.findByText(/Your permission to build campaigns has expired or was refused/);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(step.onContinue).not.toHaveBeenCalled();

    await env.connectBuilder();
    await step.user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(step.onContinue).toHaveBeenCalledTimes(1));
    expect((await env.readStatus(id)).missing).not.toContain('startDate');
  });

  it('shows the volume of a route mailing as decided by its routes, with a way to change them', async () => {
    const id = await env.createDraft({ channel: 'ADM', subtype: 'EDDM' });
    const step = await env.renderStep(DetailsStep, { campaignId: id });
    await dateInput();
    expect(screen.queryByRole('textbox', { name: 'Pieces to deliver' })).not.toBeInTheDocument();
    expect(screen.getByTestId('details-volume')).toHaveTextContent(
      'Choose your postal routes first: the number of pieces comes from them.',
    );
    await step.user.click(screen.getByRole('button', { name: 'Change the routes' }));
    expect(step.goTo).toHaveBeenCalledWith('areas');
  });

  it('an EDDM draft with routes: the pieces, the format by name and size, price per piece and total, as creation status quotes them', async () => {
    const id = await env.eddmDraftWithRoutes();
    const status = await env.readStatus(id);
    await env.renderStep(DetailsStep, { campaignId: id });
    const nf = new Intl.NumberFormat();
    expect(await screen.findByTestId('details-volume')).toHaveTextContent(
      `${nf.format(status.quote.flyersCount)} pieces: one for every home and business on your routes.`,
    );
    const figures = draftQuoteFigures(status.quote, 'eddm', 'USD');
    expect(figures.formatText).toBeTruthy();
    expect(await screen.findByTestId('details-price')).toHaveTextContent(
      `${figures.formatText} at ${figures.perPieceText}: ${figures.totalText} in all for ${figures.piecesText}.`,
    );
  });

  it('a date typed and not saved is still there when the step is opened again', async () => {
    const id = await env.createDraft({ channel: 'ADM', subtype: 'EDDM' });
    const { earliestStartDate } = await env.readStatus(id);
    const later = addDays(earliestStartDate, 9)!;
    const first = await env.renderStep(DetailsStep, { campaignId: id });
    setDate(await dateInput(), later);
    first.unmount();
    await env.renderStep(DetailsStep, { campaignId: id });
    expect(await dateInput()).toHaveValue(later);
    expect(screen.getByRole('button', { name: 'Save and continue' })).toBeInTheDocument();
  });
});
