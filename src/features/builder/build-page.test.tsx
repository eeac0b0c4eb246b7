import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { accessToken } from '../../../test/support/sandbox';
import { renderApp, useSandboxFetch } from '../../../test/support/render';
import type { CityList } from '../../api/contract/city';
import { clearAccessToken, getAccessToken, setAccessToken } from '../../api/session';
import { demoClient, setupBuilderSandbox } from '../../../test/support/builder-steps';

// An EDDM draft opens on its carrier-routes step, the route planner: jsdom has no WebGL, so the map is a
// stand-in (as in the planner's own tests).
vi.mock('react-map-gl/maplibre', async () => (await import('../../../test/support/fake-map')).mapGl());
vi.mock('terra-draw', async () => (await import('../../../test/support/fake-map')).terraDraw());
vi.mock('terra-draw-maplibre-gl-adapter', async () =>
  (await import('../../../test/support/fake-map')).adapter(),
);

const env = setupBuilderSandbox();

type Campaign = { id: string; name: string; status: number };
const campaign = (id: string) => env.asClient<Campaign>(`/client/campaigns/${id}`);

/** Opens the wizard of draft `id` (connected unless not), on `search`. */
async function openWizard(id: string, search = '', opts: { connected?: boolean } = {}) {
  if (opts.connected !== false) await env.connectBuilder();
  const app = renderApp(`/campaigns/${id}/build${search}`, { clientKey: env.key });
  await screen.findByRole('navigation', { name: 'Steps' }, { timeout: 8000 });
  return app;
}

type OpenedWizard = Awaited<ReturnType<typeof openWizard>>;

/** Opens the name editor of the wizard's heading; its field. */
async function nameField(app: OpenedWizard): Promise<HTMLElement> {
  await app.user.click(screen.getByRole('button', { name: 'Rename' }));
  return screen.getByRole('textbox', { name: 'Campaign name' });
}

/** Types `name` over what is in the name field and saves it. */
async function saveName(app: OpenedWizard, field: HTMLElement, name: string): Promise<void> {
  await app.user.clear(field);
  await app.user.type(field, name);
  await app.user.click(screen.getByRole('button', { name: 'Save name' }));
}

const stepLinks = () => within(screen.getByRole('navigation', { name: 'Steps' })).getAllByRole('link');
/** The step list as read: "1. Carrier routes (something missing)" (the state is for screen readers). */
const stepList = () => stepLinks().map((a) => (a.textContent ?? '').replace('(', ' ('));
/** The step marked as the open one. */
const currentStep = () =>
  stepLinks()
    .filter((a) => a.getAttribute('aria-current') === 'step')
    .map((a) => (a.textContent ?? '').replace('(', ' ('));
const stepHeading = () => document.getElementById('wizard-step-title')?.textContent;

/** A street draft made complete through the API and submitted. */
async function submittedStreetDraft(name: string): Promise<string> {
  const id = await env.createDraft({ channel: 'H2H', subtype: 'HANDTOHAND', name });
  const austin = await env.asClient<CityList>('/client/cities?search=Austin&first=1');
  await env.mustWrite('POST', `/client/campaigns/${id}/cities`, {
    cities: [{ cityId: austin.nodes[0]!.id, volume: 5000 }],
  });
  await env.mustWrite('PUT', `/client/campaigns/${id}/creative`, {
    designId: await env.fittingDesignId('HANDTOHAND'),
  });
  const { earliestStartDate } = await env.readStatus(id);
  await env.mustWrite('PATCH', `/client/campaigns/${id}/details`, {
    startDate: earliestStartDate,
    volume: 5000,
  });
  await env.mustWrite('POST', `/client/campaigns/${id}/submit`);
  return id;
}

describe('the draft wizard', () => {
  it('a fresh EDDM draft: the steps in order with their states, open at the first', async () => {
    const id = await env.createDraft({ channel: 'ADM', subtype: 'EDDM', name: 'Spring mailer' });
    const status = await env.readStatus(id);
    expect(status.missing).toEqual(['routes', 'selectedDesignId', 'startDate']);
    const app = await openWizard(id);

    expect(stepList()).toEqual([
      '1. Carrier routes (something missing)',
      '2. Audience attributes (optional)',
      '3. Design (something missing)',
      '4. Launch date (the earliest launch date, unless you change it)',
      '5. Review and submit (not submitted yet)',
    ]);
    expect(currentStep()).toEqual(['1. Carrier routes (something missing)']);
    expect(stepHeading()).toBe('Step 1 of 5: Carrier routes');
    expect(app.searchParams().has('step')).toBe(false);
    expect(screen.getByText('Direct mail to every home on chosen routes draft')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Spring mailer' })).toBeInTheDocument();
    // The route planner is the step; the draft's own "Save" comes with the totals once a place is searched.
    expect(
      await screen.findByRole('heading', { name: 'Search an address, a city or a ZIP code' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save routes and continue' })).toBeNull();
    // Each step is a link to its own address.
    const design = screen.getByRole('link', { name: /^3\. Design/ });
    expect(design).toHaveAttribute('href', `/campaigns/${id}/build?step=creative`);
    // Permission held: no Connect prompt.
    expect(screen.queryByRole('region', { name: 'Connect to build campaigns' })).toBeNull();
  });

  it('?step=creative opens the design step; a click in the step list opens another', async () => {
    const id = await env.createDraft({ channel: 'ADM', subtype: 'EDDM' });
    const app = await openWizard(id, '?step=creative');
    expect(currentStep()).toEqual(['3. Design (something missing)']);
    expect(stepHeading()).toBe('Step 3 of 5: Design');
    // Designs and templates together, no tab to switch.
    expect(await screen.findByRole('region', { name: 'Templates' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save routes and continue' })).toBeNull();

    await app.user.click(screen.getByRole('link', { name: /^4\. Launch date/ }));
    await waitFor(() => expect(stepHeading()).toBe('Step 4 of 5: Launch date'));
    expect(app.searchParams().get('step')).toBe('details');
    expect(currentStep()).toEqual(['4. Launch date (the earliest launch date, unless you change it)']);
    expect(await screen.findByLabelText('Launch date')).toBeInTheDocument();
  });

  it('a step left for another comes back as it was left: the planner’s search and routes, the design search', async () => {
    const id = await env.createDraft({ channel: 'ADM', subtype: 'EDDM' });
    const plan = 'q=1100+Congress+Ave&lat=30.27472&lng=-97.74034&r=800&routes=78701-C001.2';
    const app = await openWizard(id, `?step=areas&${plan}`);
    await app.user.click(screen.getByRole('link', { name: /^3\. Design/ }));
    await waitFor(() => expect(stepHeading()).toBe('Step 3 of 5: Design'));
    expect(app.searchParams().get('routes')).toBeNull();
    await screen.findByRole('region', { name: 'Templates' });
    await app.user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'Spring{Enter}');
    await waitFor(() => expect(app.searchParams().get('q')).toBe('Spring'));

    // Back to the routes by the chip: the unsaved plan is there as it was left.
    await app.user.click(screen.getByRole('link', { name: /^1\. Carrier routes/ }));
    await waitFor(() => expect(stepHeading()).toBe('Step 1 of 5: Carrier routes'));
    expect(app.searchParams().get('q')).toBe('1100 Congress Ave');
    expect(app.searchParams().get('r')).toBe('800');
    expect(app.searchParams().get('routes')).toBe('78701-C001.2');
    // And the design step keeps its search.
    expect(screen.getByRole('link', { name: /^3\. Design/ })).toHaveAttribute(
      'href',
      `/campaigns/${id}/build?q=Spring&step=creative`,
    );
  });

  it('an unknown step in the address opens where the draft was left', async () => {
    const id = await env.createDraft({ channel: 'H2H', subtype: 'HANDTOHAND' });
    await openWizard(id, '?step=areas');
    expect(stepHeading()).toBe('Step 1 of 4: Cities');
  });

  it('a street draft has Cities instead of Carrier routes', async () => {
    const id = await env.createDraft({ channel: 'H2H', subtype: 'HANDTOHAND' });
    await openWizard(id);
    expect(stepList()).toEqual([
      '1. Cities (something missing)',
      '2. Design (something missing)',
      '3. Launch date (the earliest launch date, unless you change it)',
      '4. Review and submit (not submitted yet)',
    ]);
    expect(screen.queryByRole('link', { name: /Carrier routes/ })).toBeNull();
    expect(stepHeading()).toBe('Step 1 of 4: Cities');
    expect(screen.getByText('Street distribution draft')).toBeInTheDocument();
    expect(await screen.findByRole('searchbox', { name: 'Search cities' })).toBeInTheDocument();
  });

  it('details saved through the API: shown again, the launch-date step is done', async () => {
    const id = await env.createDraft({ channel: 'ADM', subtype: 'EDDM' });
    const first = await openWizard(id, '?step=details');
    // Not saved yet, the earliest day counts as chosen.
    expect(screen.getByRole('link', { name: /^4\. Launch date/ })).toHaveTextContent(
      '(the earliest launch date, unless you change it)',
    );
    first.unmount();

    const { earliestStartDate } = await env.readStatus(id);
    await env.mustWrite('PATCH', `/client/campaigns/${id}/details`, {
      startDate: earliestStartDate,
    });
    expect((await env.readStatus(id)).missing).not.toContain('startDate');

    await openWizard(id, '?step=details');
    expect(stepList()).toEqual([
      '1. Carrier routes (something missing)',
      '2. Audience attributes (optional)',
      '3. Design (something missing)',
      '4. Launch date (done)',
      '5. Review and submit (not submitted yet)',
    ]);
  });

  it('a submitted draft says it is in review and what happens next, with no steps and nothing to change', async () => {
    const id = await submittedStreetDraft('Summer flyers');
    expect((await env.readStatus(id)).internalStatus).toBe('IN_REVIEW');
    await env.connectBuilder();
    renderApp(`/campaigns/${id}/build`, { clientKey: env.key });
    const card = await screen.findByRole('region', { name: 'In review' });
    expect(card).toHaveTextContent('This campaign was submitted and is in review.');
    expect(within(card).getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(card).toHaveTextContent('A reviewer checks your campaign before anything is printed or mailed.');
    expect(screen.queryByText(/Continue building|Still needed/)).toBeNull();
    expect(screen.queryByText('Your campaign was submitted for review.')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Summer flyers' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Steps' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rename' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel draft' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See the campaign' })).toHaveAttribute(
      'href',
      `/campaigns/${id}`,
    );
  });

  it('the page title names the draft', async () => {
    const id = await env.createDraft({
      channel: 'D2D',
      subtype: 'LETTERBOX',
      name: 'Door drop May',
    });
    await openWizard(id);
    await waitFor(() => expect(document.title).toBe('Door drop May · Build · Doorstep'));
  });
});

describe('rename and cancel', () => {
  it('renames in place through the API; the heading and title follow', async () => {
    const id = await env.createDraft({ channel: 'H2H', subtype: 'HANDTOHAND', name: 'Old name' });
    const app = await openWizard(id);
    const field = await nameField(app);
    expect(field).toHaveValue('Old name');
    await saveName(app, field, '  New name  ');

    // Saved once the service has it and the draft was read again: the field closes on the new name.
    expect(await screen.findByText('Name saved')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'New name' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Campaign name' })).toBeNull();
    expect((await campaign(id)).name).toBe('New name');
    await waitFor(() => expect(document.title).toBe('New name · Build · Doorstep'));
  });

  it('refuses an empty name next to the field, and sends nothing', async () => {
    const id = await env.createDraft({ channel: 'H2H', subtype: 'HANDTOHAND', name: 'Keep me' });
    const writes: string[] = [];
    useSandboxFetch(env.sandbox, (inner) => (input, init) => {
      if (init?.method && init.method !== 'GET') writes.push(`${init.method} ${input}`);
      return inner(input, init);
    });
    const app = await openWizard(id);
    const field = await nameField(app);
    await saveName(app, field, '   ');

    const message = await screen.findByText('Give the campaign a name.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field.getAttribute('aria-describedby')).toBe(message.id);
    expect(writes).toEqual([]);
    expect((await campaign(id)).name).toBe('Keep me');
  });

  it('Cancel draft asks first: "Keep the draft" changes nothing, "Cancel the draft" cancels and confirms it', async () => {
    const id = await env.createDraft({ channel: 'ADM', subtype: 'EDDM', name: 'Doomed' });
    const app = await openWizard(id, '?step=creative');

    await app.user.click(screen.getByRole('button', { name: 'Cancel draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this draft?' });
    expect(dialog).toHaveTextContent('“Doomed” will be cancelled');
    await app.user.click(within(dialog).getByRole('button', { name: 'Keep the draft' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await env.readStatus(id)).internalStatus).toBe('DRAFT');
    expect(app.location().pathname).toBe(`/campaigns/${id}/build`);

    await app.user.click(screen.getByRole('button', { name: 'Cancel draft' }));
    const again = await screen.findByRole('dialog', { name: 'Cancel this draft?' });
    await app.user.click(within(again).getByRole('button', { name: 'Cancel the draft' }));
    const card = await screen.findByRole('region', { name: 'Cancelled' });
    expect(within(card).getByRole('status')).toHaveTextContent(
      'Your draft was cancelled. Nothing was charged, printed or mailed, and nothing is scheduled.',
    );
    expect(screen.queryByRole('navigation', { name: 'Steps' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel draft' })).toBeNull();
    expect(within(card).getByRole('link', { name: 'See the campaign' })).toHaveAttribute(
      'href',
      `/campaigns/${id}`,
    );
    expect(app.location().pathname).toBe(`/campaigns/${id}/build`);
    expect((await env.readStatus(id)).internalStatus).toBe('CANCELLED');
  });
});

describe('permission', () => {
  it('a write refused for want of permission shows the Connect prompt', async () => {
    const id = await env.createDraft({ channel: 'H2H', subtype: 'HANDTOHAND', name: 'No token' });
    const app = await openWizard(id);
    expect(screen.queryByRole('region', { name: 'Connect to build campaigns' })).toBeNull();

    // The permission is gone (expired, or forgotten by the session) before the next save.
    clearAccessToken();
    const field = await nameField(app);
    await saveName(app, field, 'Renamed without permission');

    const prompt = await screen.findByRole('region', { name: 'Connect to build campaigns' });
    expect(prompt).toHaveTextContent('To create and edit drafts, Doorstep needs your permission.');
    expect(within(prompt).getByRole('button', { name: 'Connect' })).toBeEnabled();
    expect((await campaign(id)).name).toBe('No token');
  });

  it('a permission the service refuses: the prompt says so, and the token is forgotten', async () => {
    const id = await env.createDraft({ channel: 'H2H', subtype: 'HANDTOHAND', name: 'Wrong scope' });
    const app = await openWizard(id);
    // A token without the builder's scope: the service answers 403.
    setAccessToken(
      await accessToken(env.sandbox, demoClient(env.sandbox).clientId, { scope: 'campaigns:read' }),
      Date.now() + 50 * 60_000,
    );
    const field = await nameField(app);
    await saveName(app, field, 'Refused');

    const prompt = await screen.findByRole('region', { name: 'Connect to build campaigns' });
    expect(prompt).toHaveTextContent(
      'Your permission to build campaigns has expired or was refused. Connect again.',
    );
    expect(getAccessToken()).toBeNull();
    expect((await campaign(id)).name).toBe('Wrong scope');
  });

  it('opened without the permission, it asks to connect at once', async () => {
    const id = await env.createDraft({ channel: 'H2H', subtype: 'HANDTOHAND' });
    await openWizard(id, '', { connected: false });
    expect(await screen.findByRole('region', { name: 'Connect to build campaigns' })).toBeInTheDocument();
  });
});
