import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AudienceList } from '../../../api/contract/audience';
import { AudienceStep } from './audience-step';
import { demoClient, setupBuilderSandbox } from '../../../../test/support/builder-steps';

const env = setupBuilderSandbox();
let audiences: AudienceList['nodes'];
beforeAll(async () => {
  audiences = (await env.asClient<AudienceList>('/client/audiences?first=500')).nodes;
});

const lists = () => screen.findByRole('group', { name: 'Your saved address lists' });
const ready = () =>
  audiences.find((a) => a.status === 'READY' && a.address_count !== null && a.address_count > 0)!;

describe('audience step', () => {
  it('lists every saved list: ready ones can be chosen, the others say their status and why not', async () => {
    const id = await env.createDraft({ channel: 'ADM', subtype: 'AUDIENCE' });
    await env.renderStep(AudienceStep, { campaignId: id });
    const group = await lists();
    expect(within(group).getAllByRole('radio')).toHaveLength(audiences.length);

    const processing = audiences.find((a) => a.status === 'PROCESSING')!;
    const failed = audiences.find((a) => a.status === 'FAILED')!;
    const unknown = audiences.find((a) => a.status === 'READY' && a.address_count === null)!;
    const radio = (name: string) => within(group).getByRole('radio', { name });
    expect(radio(ready().name)).toBeEnabled();
    expect(radio(ready().name)).toHaveAccessibleDescription(
      `Ready ${new Intl.NumberFormat().format(ready().address_count!)} addresses.`,
    );
    expect(radio(processing.name)).toBeDisabled();
    expect(radio(processing.name)).toHaveAccessibleDescription(
      /^Processing .*\. Still being processed: it can be chosen once it is ready\.$/,
    );
    expect(radio(failed.name)).toBeDisabled();
    expect(radio(failed.name)).toHaveAccessibleDescription(
      /^Failed .*\. Its addresses could not be processed: upload the list again\.$/,
    );
    expect(radio(unknown.name)).toBeEnabled();
    expect(radio(unknown.name)).toHaveAccessibleDescription('Ready size unknown.');
    // Nothing attached yet: there is no "attached" note.
    expect(screen.queryByText(/is attached to this draft/)).not.toBeInTheDocument();
  });

  it('saves the chosen list; the re-read status no longer misses one', async () => {
    const id = await env.createDraft({ channel: 'ADM', subtype: 'AUDIENCE' });
    expect((await env.readStatus(id)).missing).toContain('audience');
    const step = await env.renderStep(AudienceStep, { campaignId: id });
    const group = await lists();
    await step.user.click(within(group).getByRole('radio', { name: ready().name }));
    await waitFor(() => expect(step.searchParams().get('audience')).toBe(ready().id));
    expect(within(group).getByRole('radio', { name: ready().name })).toBeChecked();
    await step.user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(step.onContinue).toHaveBeenCalledTimes(1));
    const status = await env.readStatus(id);
    expect(status.missing).not.toContain('audience');
    expect(status.quote.flyersCount).toBe(ready().address_count);
    await waitFor(() =>
      expect(screen.getByText(/An address list is attached to this draft/)).toBeInTheDocument(),
    );
  });

  it('warns that a list of unknown size cannot be checked', async () => {
    const id = await env.createDraft({ channel: 'ADM', subtype: 'AUDIENCE' });
    const unknown = audiences.find((a) => a.status === 'READY' && a.address_count === null)!;
    const step = await env.renderStep(AudienceStep, { campaignId: id, search: { audience: unknown.id } });
    expect(within(await lists()).getByRole('radio', { name: unknown.name })).toBeChecked();
    expect(
      screen.getByText(/could not be read, so whether it holds addresses cannot be checked/),
    ).toBeInTheDocument();
    await step.user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(step.onContinue).toHaveBeenCalledTimes(1));
    expect((await env.readStatus(id)).missing).not.toContain('audience');
  });

  it("shows the service's refusal next to the lists and keeps the choice", async () => {
    // A list that is not this client's (as if it had been removed from the account since it was listed).
    const other = demoClient(env.sandbox, 1);
    const foreign = (await env.data(
      '/client/audiences?first=1&statuses=READY',
      other.clientKey,
    )) as AudienceList;
    const foreignId = foreign.nodes[0]!.id;
    const target = ready();
    env.corrupt(
      (url) => url.pathname.endsWith('/client/audiences'),
      (body) => {
        const b = body as { data: AudienceList };
        b.data.nodes.find((a) => a.id === target.id)!.id = foreignId;
        return b;
      },
    );
    const id = await env.createDraft({ channel: 'ADM', subtype: 'AUDIENCE' });
    const step = await env.renderStep(AudienceStep, { campaignId: id });
    const group = await lists();
    await step.user.click(within(group).getByRole('radio', { name: target.name }));
    await step.user.click(screen.getByRole('button', { name: 'Save and continue' }));

    const message = await screen.findByText(/is not one of your saved audiences/);
    expect(message).toHaveAttribute('role', 'alert');
    expect(group.getAttribute('aria-describedby')).toBe(message.id);
    expect(within(group).getByRole('radio', { name: target.name })).toBeChecked();
    expect(step.onContinue).not.toHaveBeenCalled();
    expect((await env.readStatus(id)).missing).toContain('audience');
  });
});
