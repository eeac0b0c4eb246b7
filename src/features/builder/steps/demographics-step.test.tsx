import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DemographicAttributes } from '../../../api/contract/demographic-attributes';
import type { DraftTargeting } from '../../../api/contract/draft-targeting';
import { corruptResponses, startAppSandbox, useSandboxFetch } from '../../../../test/support/render';
import type { Sandbox } from '../../../../test/support/sandbox';
import { DemographicsStep } from './demographics-step';
import type { CarrierRouteSearch } from '../../../api/contract/carrier-route';
import {
  asClient,
  createDraft,
  mustWrite,
  readStatus,
  renderStep,
} from '../../../../test/support/builder-steps';

let sandbox: Sandbox;
let offered: DemographicAttributes['attributes'];
beforeAll(async () => {
  sandbox = await startAppSandbox();
  offered = (await asClient<DemographicAttributes>(sandbox, '/client/eddm/demographic-attributes'))
    .attributes;
});
afterAll(() => sandbox.close());
afterEach(() => useSandboxFetch(sandbox));

const targetingOf = (id: string) =>
  asClient<DraftTargeting>(sandbox, `/client/campaigns/${id}/draft-targeting`);
const group = (label: string) => screen.findByRole('group', { name: label });

describe('demographics step', () => {
  it("lists the service's attributes in words and saves the chosen values as {code, values}", async () => {
    const id = await createDraft(sandbox, { channel: 'ADM', subtype: 'EDDM' });
    const step = await renderStep(DemographicsStep, { sandbox, campaignId: id });

    for (const attribute of offered) {
      const fieldset = await group(attribute.label);
      for (const value of attribute.values) {
        const role = attribute.multiple ? 'checkbox' : 'radio';
        expect(within(fieldset).getByRole(role, { name: value.label })).not.toBeChecked();
      }
      if (!attribute.multiple)
        expect(within(fieldset).getByRole('radio', { name: 'No preference' })).toBeChecked();
    }
    // No codes on screen.
    expect(screen.queryByText('household_income')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();

    const age = offered.find((a) => a.key === 'age')!;
    const ownership = offered.find((a) => a.key === 'home_ownership')!;
    await step.user.click(
      within(await group(age.label)).getByRole('checkbox', { name: age.values[1]!.label }),
    );
    await step.user.click(
      within(await group(age.label)).getByRole('checkbox', { name: age.values[2]!.label }),
    );
    await step.user.click(
      within(await group(ownership.label)).getByRole('radio', { name: ownership.values[0]!.label }),
    );
    // Honest about mail to every door: the attributes never reduce the pieces.
    expect(screen.getByTestId('demographics-pieces')).toHaveTextContent(
      'Choose your routes first: the mailing goes to every home and business on them.',
    );
    expect(screen.queryByText(/Narrow/)).toBeNull();
    await step.user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(step.onContinue).toHaveBeenCalledTimes(1));
    expect((await targetingOf(id)).attributes).toEqual([
      { key: 'age', values: [age.values[1]!.value, age.values[2]!.value] },
      { key: 'home_ownership', values: [ownership.values[0]!.value] },
    ]);
  });

  it('prefills the saved attributes; an empty choice clears them', async () => {
    const id = await createDraft(sandbox, { channel: 'ADM', subtype: 'EDDM' });
    const income = offered.find((a) => a.key === 'household_income')!;
    await mustWrite(sandbox, 'POST', `/client/campaigns/${id}/demographics`, {
      attributes: [{ code: 'household_income', values: [income.values[3]!.value] }],
    });
    const step = await renderStep(DemographicsStep, { sandbox, campaignId: id });
    const fieldset = await group(income.label);
    expect(within(fieldset).getByRole('checkbox', { name: income.values[3]!.label })).toBeChecked();
    expect(within(fieldset).getByRole('checkbox', { name: income.values[0]!.label })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();

    await step.user.click(screen.getByRole('button', { name: 'Clear all' }));
    await step.user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(step.onContinue).toHaveBeenCalledTimes(1));
    expect((await targetingOf(id)).attributes).toBeUndefined();
  });

  it('skips without sending anything', async () => {
    const id = await createDraft(sandbox, { channel: 'ADM', subtype: 'EDDM' });
    const step = await renderStep(DemographicsStep, { sandbox, campaignId: id });
    const age = offered.find((a) => a.key === 'age')!;
    await step.user.click(
      within(await group(age.label)).getByRole('checkbox', { name: age.values[0]!.label }),
    );
    await step.user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(step.onContinue).toHaveBeenCalledTimes(1);
    expect((await targetingOf(id)).attributes).toBeUndefined();
  });

  it("shows the service's refusal above the attributes and keeps the choice", async () => {
    // The list offers a value the service does not take (as after a change of the service's list).
    useSandboxFetch(
      sandbox,
      corruptResponses(
        (url) => url.pathname.endsWith('/demographic-attributes'),
        (body) => {
          const b = body as { data: DemographicAttributes };
          b.data.attributes[0]!.values[0]!.value = 'retired_value';
          return b;
        },
      ),
    );
    const id = await createDraft(sandbox, { channel: 'ADM', subtype: 'EDDM' });
    const step = await renderStep(DemographicsStep, { sandbox, campaignId: id });
    const first = offered[0]!;
    const box = within(await group(first.label)).getByRole('checkbox', { name: first.values[0]!.label });
    await step.user.click(box);
    await step.user.click(screen.getByRole('button', { name: 'Save and continue' }));

    const message = await screen.findByText(/'retired_value' is not a value of/);
    expect(message).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('group', { name: 'Audience attributes' }).getAttribute('aria-describedby')).toBe(
      message.id,
    );
    expect(box).toBeChecked();
    expect(step.onContinue).not.toHaveBeenCalled();
    expect((await targetingOf(id)).attributes).toBeUndefined();
  });

  it('on a draft with routes: every home is still mailed, the share of homes that match is shown, the pieces do not change', async () => {
    const zone = { name: '1100 Congress Ave, Austin, TX', lat: 30.27472, lng: -97.74034, radius: 800 };
    const found = await asClient<CarrierRouteSearch>(
      sandbox,
      `/client/carrier-routes/search?lat=${zone.lat}&lng=${zone.lng}&radius=${zone.radius}&first=8`,
    );
    const id = await createDraft(sandbox, { channel: 'ADM', subtype: 'EDDM' });
    await mustWrite(sandbox, 'POST', `/client/campaigns/${id}/areas`, {
      routes: found.nodes.map((r) => r.raw),
      zone,
    });
    const before = await readStatus(sandbox, id);
    const pieces = new Intl.NumberFormat().format(before.quote.flyersCount);
    const step = await renderStep(DemographicsStep, { sandbox, campaignId: id });
    expect(await screen.findByTestId('demographics-pieces')).toHaveTextContent(
      `Your mailing goes to all ${pieces} homes and businesses on your routes, whatever you tick here.`,
    );
    const income = offered.find((a) => a.key === 'household_income')!;
    const top = income.values.at(-1)!;
    await step.user.click(within(await group(income.label)).getByRole('checkbox', { name: top.label }));
    expect(await screen.findByTestId('matching-homes')).toHaveTextContent(
      new RegExp(
        `^${income.label.replace(/[$()]/g, '\\$&')}: ${top.label.replace(/[$()+]/g, '\\$&')}: \\d+% of the homes on your routes \\([\\d,]+ of [\\d,]+\\)\\.$`,
      ),
    );
    await step.user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(step.onContinue).toHaveBeenCalledTimes(1));
    const after = await readStatus(sandbox, id);
    expect(after.quote.flyersCount).toBe(before.quote.flyersCount);
    expect(after.quote.totalCosts).toBe(before.quote.totalCosts);
  });

  it('what was ticked and not saved is still ticked when the step is opened again', async () => {
    const id = await createDraft(sandbox, { channel: 'ADM', subtype: 'EDDM' });
    const age = offered.find((a) => a.key === 'age')!;
    const first = await renderStep(DemographicsStep, { sandbox, campaignId: id });
    await first.user.click(
      within(await group(age.label)).getByRole('checkbox', { name: age.values[2]!.label }),
    );
    first.unmount();
    await renderStep(DemographicsStep, { sandbox, campaignId: id });
    expect(
      within(await group(age.label)).getByRole('checkbox', { name: age.values[2]!.label }),
    ).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save and continue' })).toBeInTheDocument();
    expect((await targetingOf(id)).attributes).toBeUndefined();
  });
});
