import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DesignList } from '../../../api/contract/design';
import type { DesignTemplateList } from '../../../api/contract/design-template';
import { DESIGN_PAGE_SIZE } from './creative/design-gallery';
import { CreativeStep } from './creative-step';
import { endpoints } from '../../../api/contract/endpoints';
import { designFit, type FitSubtype } from '../../../api/contract/print-format';
import { sortByFit } from '../design-fitness';
import { setupBuilderSandbox } from '../../../../test/support/builder-steps';

const env = setupBuilderSandbox();
let templates: DesignTemplateList;
beforeAll(async () => {
  templates = await env.asClient<DesignTemplateList>('/client/design-templates');
});

const designs = (query: string) => env.asClient<DesignList>(`/client/designs?${query}`);
/** From now on the step reads every design of a list as `change` leaves it (the service does not). */
const useDesignsListedAs = (change: (d: DesignList['designs'][number]) => void) =>
  env.corrupt(
    (url) => url.pathname.endsWith('/client/designs'),
    (body) => {
      const b = body as { data: DesignList };
      for (const d of b.data.designs) change(d);
      return b;
    },
  );
/** The designs that fit the draft. */
const grid = () => screen.findByRole('list', { name: 'Your designs' });
/** A card wherever it stands: with those that fit, or with those that do not (shown on demand). */
async function findCard(name: string): Promise<HTMLElement> {
  // The groups are drawn once the designs and templates are read.
  await screen.findByRole('region', { name: 'Templates' });
  const show = screen.queryByRole('button', { name: /^Show the \d+ that cannot be used/ });
  if (show) fireEvent.click(show);
  return screen.findByRole('button', { name });
}
const cardNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label'));
const chosenPanel = () => screen.getByRole('region', { name: 'Your chosen design' });
/** Names in the order the step shows them: those that fit the draft first. */
const fitOrder = (list: DesignList['designs'], subtype: FitSubtype) =>
  sortByFit(list, subtype, (d) => ({ format: d.format })).map((f) => f.item.name);
const fits = (format: string, subtype: FitSubtype) => designFit(format, subtype).fits;

describe('creative step', () => {
  it("shows the client's designs and the templates that fit together, no tab; search and format narrow them, kept in the step's address", async () => {
    const id = await env.createDraft({ channel: 'ADM', subtype: 'EDDM' });
    const step = await env.renderStep(CreativeStep, { campaignId: id });
    // Every design is read at once (the account has fewer than 100), so all that fit come first.
    const all = await designs('pageSize=100');
    expect(all.pagination.totalItems).toBeLessThanOrEqual(100);
    const fitting = all.designs.filter((d) => fits(d.format, 'EDDM')).map((d) => d.name);
    await waitFor(async () => expect(cardNames(await grid())).toEqual(fitting.slice(0, DESIGN_PAGE_SIZE)));
    // The templates that fit are on the same view, after the designs; there is no tab to switch.
    const fittingTemplates = sortByFit(templates, 'EDDM', (t) => t).filter((f) => f.fit.fits);
    expect(cardNames(screen.getByRole('list', { name: 'Templates' }))).toEqual(
      fittingTemplates.map((f) => f.item.name),
    );
    expect(screen.queryByRole('tab')).toBeNull();
    expect(within(chosenPanel()).getByText('No design chosen yet: pick one below.')).toBeInTheDocument();
    // Those that cannot be used wait behind one button.
    const unfitCount = all.designs.length - fitting.length + templates.length - fittingTemplates.length;
    const show = screen.getByRole('button', {
      name: `Show the ${unfitCount} that cannot be used for this campaign`,
    });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Your designs that cannot be used' })).toBeNull();
    await step.user.click(show);
    expect(cardNames(screen.getByRole('list', { name: 'Your designs that cannot be used' }))).toEqual(
      all.designs.filter((d) => !fits(d.format, 'EDDM')).map((d) => d.name),
    );

    // A format that cannot be used: nothing fits, so those that match are shown with why.
    await step.user.selectOptions(
      screen.getByRole('combobox', { name: 'Format' }),
      'Door hanger 4.25 × 11 in',
    );
    await waitFor(() => expect(step.searchParams().get('format')).toBe('DOOR_HANGER'));
    const hangers = await designs(`pageSize=100&format=DOOR_HANGER`);
    expect(hangers.designs.length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(cardNames(screen.getByRole('list', { name: 'Your designs that cannot be used' }))).toEqual(
        hangers.designs.map((d) => d.name),
      ),
    );
    expect(screen.queryByRole('list', { name: 'Your designs' })).toBeNull();

    await step.user.selectOptions(screen.getByRole('combobox', { name: 'Format' }), 'All formats');
    const word = fitting[0]!.split('-')[0]!;
    await step.user.type(screen.getByRole('searchbox', { name: 'Search by name' }), `${word}{Enter}`);
    await waitFor(() => expect(step.searchParams().get('q')).toBe(word));
    const found = await designs(`pageSize=100&search=${encodeURIComponent(word)}`);
    await waitFor(async () =>
      expect(cardNames(await grid())).toEqual(
        found.designs
          .filter((d) => fits(d.format, 'EDDM'))
          .slice(0, DESIGN_PAGE_SIZE)
          .map((d) => d.name),
      ),
    );
  });

  it('puts every design that fits a street draft first, also those the service lists on a later page', async () => {
    const id = await env.createDraft({ channel: 'H2H', subtype: 'HANDTOHAND' });
    await env.renderStep(CreativeStep, { campaignId: id });
    const all = await designs('pageSize=100');
    const firstPage = await designs(`pageSize=${DESIGN_PAGE_SIZE}`);
    const fitting = all.designs.filter((d) => fits(d.format, 'HANDTOHAND'));
    // The service's own first page leaves some fitting designs out (a test that could not fail otherwise).
    expect(firstPage.designs.filter((d) => fits(d.format, 'HANDTOHAND')).length).toBeLessThan(
      Math.min(fitting.length, DESIGN_PAGE_SIZE),
    );
    await waitFor(async () =>
      expect(cardNames(await grid())).toEqual(
        fitOrder(all.designs, 'HANDTOHAND')
          .filter((name) => fitting.some((d) => d.name === name))
          .slice(0, DESIGN_PAGE_SIZE),
      ),
    );
  });

  it('saves a design as soon as it is chosen and previews it larger; the re-read status has it', async () => {
    const id = await env.createDraft({ channel: 'H2H', subtype: 'HANDTOHAND' });
    expect((await env.readStatus(id)).missing).toContain('selectedDesignId');
    const step = await env.renderStep(CreativeStep, { campaignId: id });
    const page = await designs(`pageSize=${DESIGN_PAGE_SIZE}`);
    const design = page.designs.find((d) => d.status === 'READY' && fits(d.format, 'HANDTOHAND'))!;
    const list = await grid();
    const card = await within(list).findByRole('button', { name: design.name });
    expect(card).toHaveAttribute('aria-pressed', 'false');
    await step.user.click(card);

    await waitFor(() => expect(card).toHaveAttribute('aria-pressed', 'true'));
    expect(await screen.findByText('Your choice is saved.')).toBeInTheDocument();
    const preview = within(chosenPanel()).getByRole('img', { name: `Chosen design: ${design.name}` });
    expect(preview).toHaveAttribute('src', design.thumbnailUrl);
    expect(step.searchParams().get('design')).toBe(design.id);
    const status = await env.readStatus(id);
    expect(status.missing).not.toContain('selectedDesignId');
    await waitFor(() => expect(step.status()?.missing).not.toContain('selectedDesignId'));
    // Saving does not move on: Continue does.
    expect(step.onContinue).not.toHaveBeenCalled();
    await step.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(step.onContinue).toHaveBeenCalledTimes(1);
  });

  it('a resumed draft (no choice in the address) shows the design it has, read back from its artwork', async () => {
    const id = await env.createDraft({ channel: 'ADM', subtype: 'EDDM' });
    const first = await env.renderStep(CreativeStep, { campaignId: id });
    const design = (await designs(`pageSize=${DESIGN_PAGE_SIZE}`)).designs.filter(
      (d) => d.status === 'READY' && fits(d.format, 'EDDM'),
    )[1]!;
    await first.user.click(await within(await grid()).findByRole('button', { name: design.name }));
    expect(await screen.findByText('Your choice is saved.')).toBeInTheDocument();
    first.unmount();

    // Back later, with a clean address: the step reads the draft's flyer artwork.
    const again = await env.renderStep(CreativeStep, { campaignId: id });
    expect(again.searchParams().toString()).toBe('');
    const panel = await screen.findByRole('region', { name: 'Your chosen design' });
    const preview = await within(panel).findByRole('img', { name: `Chosen design: ${design.name}` });
    expect(preview).toHaveAttribute('src', design.thumbnailUrl);
    expect(within(panel).getByText(design.name)).toBeInTheDocument();
    expect(within(panel).queryByText('No design chosen yet: pick one below.')).toBeNull();
    again.unmount();

    // A template chosen elsewhere (another tab, another device) shows as the design it started.
    const template = templates.find((t) => designFit(t.format, 'EDDM', t).fits)!;
    await env.mustWrite(endpoints.setDraftCreative.method, `/client/campaigns/${id}/creative`, {
      templateId: template.id,
    });
    await env.renderStep(CreativeStep, { campaignId: id });
    expect(
      await within(await screen.findByRole('region', { name: 'Your chosen design' })).findByRole('img', {
        name: `Chosen design: ${template.name} (from template)`,
      }),
    ).toHaveAttribute('src', template.thumbnail);
  });

  it('offers templates with their postal-rules badge, those that cannot be mailed apart; choosing one saves it', async () => {
    const id = await env.createDraft({ channel: 'ADM', subtype: 'EDDM' });
    const step = await env.renderStep(CreativeStep, { campaignId: id });
    const gallery = await screen.findByRole('list', { name: 'Templates' });
    const sorted = sortByFit(templates, 'EDDM', (t) => t);
    expect(cardNames(gallery)).toEqual(sorted.filter((f) => f.fit.fits).map((f) => f.item.name));
    const compliant = sorted.find((f) => f.fit.fits)!.item;
    const unchecked = templates.find((t) => !t.postalCompliant)!;
    expect(within(gallery).getByRole('button', { name: compliant.name })).toHaveAccessibleDescription(
      expect.stringContaining('Postal-compliant'),
    );
    await step.user.click(screen.getByRole('button', { name: /^Show the \d+ that cannot be used/ }));
    const unfit = screen.getByRole('list', { name: 'Templates that cannot be used' });
    expect(cardNames(unfit)).toEqual(sorted.filter((f) => !f.fit.fits).map((f) => f.item.name));
    expect(within(unfit).getByRole('button', { name: unchecked.name })).toHaveAccessibleDescription(
      expect.stringContaining('Not postal-compliant'),
    );
    // Not postal-compliant: out of reach for mail, with the reason in a sentence.
    expect(within(unfit).getByRole('button', { name: unchecked.name })).toBeDisabled();
    expect(within(unfit).getByRole('button', { name: unchecked.name })).toHaveAccessibleDescription(
      expect.stringContaining(
        'Cannot be used for mail to every home on chosen routes: the template does not meet postal-service rules, so it cannot be mailed.',
      ),
    );

    await step.user.click(within(gallery).getByRole('button', { name: compliant.name }));
    await waitFor(() =>
      expect(within(gallery).getByRole('button', { name: compliant.name })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(
      within(chosenPanel()).getByRole('img', { name: `Chosen design: ${compliant.name}` }),
    ).toHaveAttribute('src', compliant.thumbnail);
    expect(within(chosenPanel()).getByText('Postal-compliant')).toBeInTheDocument();
    expect(step.searchParams().get('template')).toBe(compliant.id);
    expect((await env.readStatus(id)).missing).not.toContain('selectedDesignId');
  });

  it('keeps a design that is not ready out of reach, and shows the service refusing one', async () => {
    const all = await designs('pageSize=100');
    const processing = all.designs.find((d) => d.status !== 'READY')!;
    const id = await env.createDraft({ channel: 'ADM', subtype: 'EDDM' });
    const view = await env.renderStep(CreativeStep, { campaignId: id, search: { q: processing.name } });
    const card = await findCard(processing.name);
    expect(card).toBeDisabled();
    expect(card).toHaveAccessibleDescription(expect.stringMatching(/Processing|Rejected/));
    view.unmount();

    // A list that says it is ready (it changed since it was listed): the service refuses it.
    useDesignsListedAs((d) => (d.status = 'READY'));
    const step = await env.renderStep(CreativeStep, { campaignId: id, search: { q: processing.name } });
    const stale = await findCard(processing.name);
    expect(stale).toBeEnabled();
    await step.user.click(stale);
    const message = await screen.findByText(/only a READY design can be chosen/);
    expect(message).toHaveAttribute('role', 'alert');
    expect(stale.getAttribute('aria-describedby')).toContain(message.id);
    expect(stale).toHaveAttribute('aria-pressed', 'false');
    expect(step.searchParams().get('q')).toBe(processing.name);
    expect((await env.readStatus(id)).missing).toContain('selectedDesignId');
  });

  it('EDDM: designs that fit come first and say their EDDM size; a door hanger or flyer cannot be chosen, with why', async () => {
    const all = await designs('pageSize=100&status=READY');
    const hanger = all.designs.find((d) => d.format.toUpperCase() === 'DOOR_HANGER')!;
    const flyer = all.designs.find((d) => d.format.toUpperCase().startsWith('FLYER'))!;
    const card = all.designs.find((d) => fits(d.format, 'EDDM'))!;
    const id = await env.createDraft({ channel: 'ADM', subtype: 'EDDM' });
    const step = await env.renderStep(CreativeStep, { campaignId: id, search: { q: hanger.name } });
    const hangerCard = await findCard(hanger.name);
    expect(hangerCard).toBeDisabled();
    expect(hangerCard).toHaveAccessibleDescription(
      // (jsdom joins the parts without the space a browser puts between blocks)
      /^Door hanger 4\.25 × 11 in\.\s?Cannot be used for mail to every home on chosen routes: it is a street piece \(flyer, door hanger or insert\), which is handed out, never mailed\.$/,
    );
    step.unmount();

    const again = await env.renderStep(CreativeStep, { campaignId: id, search: { q: flyer.name } });
    expect(await findCard(flyer.name)).toBeDisabled();
    again.unmount();

    const third = await env.renderStep(CreativeStep, { campaignId: id, search: { q: card.name } });
    const fitting = await within(await grid()).findByRole('button', { name: card.name });
    expect(fitting).toBeEnabled();
    expect(fitting).toHaveAccessibleDescription(
      expect.stringMatching(
        /^Postcard .+ in\.\s?Printed as .+ in\), an Every Door Direct Mail size; the price follows it\.$/,
      ),
    );
    await third.user.click(fitting);
    await waitFor(() => expect(fitting).toHaveAttribute('aria-pressed', 'true'));
    expect(within(chosenPanel()).getByTestId('chosen-printed-as')).toHaveTextContent(
      /^Printed as (Small|Best seller|Large|Jumbo|Oversized) \(.+ in\), an Every Door Direct Mail size/,
    );
    // No codes on screen.
    expect(document.body.textContent).not.toMatch(/POSTCARD_|DOOR_HANGER|BEST_SELLER/);
  });

  it('the service refusing a design that does not fit: its reason in words, no codes, the step kept', async () => {
    const all = await designs('pageSize=100&status=READY');
    const hanger = all.designs.find((d) => d.format.toUpperCase() === 'DOOR_HANGER')!;
    const id = await env.createDraft({ channel: 'ADM', subtype: 'EDDM' });
    // A list that calls the door hanger a postcard: the step lets it be chosen, the service refuses it.
    useDesignsListedAs((d) => (d.format = 'POSTCARD_6X9'));
    const step = await env.renderStep(CreativeStep, { campaignId: id, search: { q: hanger.name } });
    const stale = await findCard(hanger.name);
    await step.user.click(stale);
    const message = await screen.findByText(/^This design cannot be used for this campaign: /);
    expect(message).toHaveAttribute('role', 'alert');
    expect(message).toHaveTextContent(/street piece/);
    expect(message.textContent).not.toMatch(/ADM|EDDM|Invalid body field/);
    expect(stale).toHaveAttribute('aria-pressed', 'false');
    expect(step.searchParams().get('q')).toBe(hanger.name);
    expect((await env.readStatus(id)).missing).toContain('selectedDesignId');
  });
});
