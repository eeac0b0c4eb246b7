import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DemographicAttributes } from '../../../api/contract/demographic-attributes';
import type { DraftTargeting } from '../../../api/contract/draft-targeting';
import { corruptResponses, startAppSandbox, useSandboxFetch } from '../../../../test/support/render';
import type { Sandbox } from '../../../../test/support/sandbox';
import { DemographicsStep } from './demographics-step';
import { asClient, createDraft, mustWrite, renderStep } from './test-harness';

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
    expect(screen.getByText('Narrowed by 2 attributes.')).toBeInTheDocument();
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
    expect(
      screen.getByText('No attributes chosen: every home on your routes gets the mailing.'),
    ).toBeInTheDocument();
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
});
