import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemographicAttributes } from '../../../api/contract/demographic-attributes';
import type { DraftTargeting } from '../../../api/contract/draft-targeting';
import { DemographicsStep } from './demographics-step';
import { setupBuilderSandbox } from '../../../../test/support/builder-steps';

const env = setupBuilderSandbox();
let offered: DemographicAttributes['attributes'];
beforeAll(async () => {
  offered = (await env.asClient<DemographicAttributes>('/client/eddm/demographic-attributes')).attributes;
});

const targetingOf = (id: string) => env.asClient<DraftTargeting>(`/client/campaigns/${id}/draft-targeting`);
const group = (label: string) => screen.findByRole('group', { name: label });

describe('demographics step', () => {
  it("lists the service's attributes in words and saves the chosen values as {code, values}", async () => {
    const id = await env.createDraft({ channel: 'ADM', subtype: 'EDDM' });
    const step = await env.renderStep(DemographicsStep, { campaignId: id });

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
    const id = await env.createDraft({ channel: 'ADM', subtype: 'EDDM' });
    const income = offered.find((a) => a.key === 'household_income')!;
    await env.mustWrite('POST', `/client/campaigns/${id}/demographics`, {
      attributes: [{ code: 'household_income', values: [income.values[3]!.value] }],
    });
    const step = await env.renderStep(DemographicsStep, { campaignId: id });
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
    const id = await env.createDraft({ channel: 'ADM', subtype: 'EDDM' });
    const step = await env.renderStep(DemographicsStep, { campaignId: id });
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
    env.corrupt(
      (url) => url.pathname.endsWith('/demographic-attributes'),
      (body) => {
        const b = body as { data: DemographicAttributes };
        b.data.attributes[0]!.values[0]!.value = 'retired_value';
        return b;
      },
    );
    const id = await env.createDraft({ channel: 'ADM', subtype: 'EDDM' });
    const step = await env.renderStep(DemographicsStep, { campaignId: id });
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
    const id = await env.eddmDraftWithRoutes();
    const before = await env.readStatus(id);
    const pieces = new Intl.NumberFormat().format(before.quote.flyersCount);
    const step = await env.renderStep(DemographicsStep, { campaignId: id });
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
    const after = await env.readStatus(id);
    expect(after.quote.flyersCount).toBe(before.quote.flyersCount);
    expect(after.quote.totalCosts).toBe(before.quote.totalCosts);
  });

  it('what was ticked and not saved is still ticked when the step is opened again', async () => {
    const id = await env.createDraft({ channel: 'ADM', subtype: 'EDDM' });
    const age = offered.find((a) => a.key === 'age')!;
    const first = await env.renderStep(DemographicsStep, { campaignId: id });
    await first.user.click(
      within(await group(age.label)).getByRole('checkbox', { name: age.values[2]!.label }),
    );
    first.unmount();
    await env.renderStep(DemographicsStep, { campaignId: id });
    expect(
      within(await group(age.label)).getByRole('checkbox', { name: age.values[2]!.label }),
    ).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save and continue' })).toBeInTheDocument();
    expect((await targetingOf(id)).attributes).toBeUndefined();
  });
});
