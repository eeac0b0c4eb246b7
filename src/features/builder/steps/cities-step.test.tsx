import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CityList } from '../../../api/contract/city';
import type { DraftTargeting } from '../../../api/contract/draft-targeting';
import { endpoints } from '../../../api/contract/endpoints';
import { useSandboxFetch } from '../../../../test/support/render';
import { CitiesStep } from './cities-step';
import { type RenderedStep, setupBuilderSandbox } from '../../../../test/support/builder-steps';

const env = setupBuilderSandbox();

const cityNamed = async (nameWithState: string) => {
  const list = await env.asClient<CityList>(
    `/client/cities?search=${encodeURIComponent(nameWithState)}&first=5`,
  );
  return list.nodes.find((c) => c.nameWithState === nameWithState)!;
};
const chosenList = () => screen.getByRole('list', { name: 'Your cities' });
const chosenNames = () =>
  within(chosenList())
    .getAllByRole('listitem')
    .map((li) => li.querySelector('p')?.textContent);

async function addCity(step: RenderedStep, search: string, nameWithState: string) {
  const box = screen.getByRole('searchbox', { name: 'Search cities' });
  await step.user.clear(box);
  await step.user.type(box, `${search}{Enter}`);
  const results = await screen.findByRole('list', { name: 'Matching cities' });
  const add = await within(results).findByRole('button', { name: `Add ${nameWithState}` });
  await step.user.click(add);
}

describe('cities step', () => {
  it('searches, adds several cities with a volume each, and saves them; the re-read status has them', async () => {
    const id = await env.createDraft({ channel: 'H2H', subtype: 'HANDTOHAND' });
    expect((await env.readStatus(id)).missing).toEqual(expect.arrayContaining(['cities', 'volume']));
    const step = await env.renderStep(CitiesStep, { campaignId: id });
    expect(await screen.findByText('No cities yet. Search for a city above and add it.')).toBeInTheDocument();

    await addCity(step, 'Austin, TX', 'Austin, TX');
    await waitFor(() => expect(step.searchParams().get('q')).toBe('Austin, TX'));
    await addCity(step, 'Denver', 'Denver, CO');
    expect(chosenNames()).toEqual(['Austin, TX', 'Denver, CO']);
    // An added city is marked in the results rather than offered twice.
    expect(screen.getByRole('button', { name: 'Denver, CO is added' })).toBeDisabled();

    await step.user.type(screen.getByLabelText('Pieces in Austin, TX (optional)'), '3000');
    await step.user.type(screen.getByLabelText('Pieces in Denver, CO (optional)'), '2000');
    expect(screen.getByText('2 cities, 5,000 pieces in total.')).toBeInTheDocument();
    await step.user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(step.onContinue).toHaveBeenCalledTimes(1));
    const status = await env.readStatus(id);
    expect(status.missing).not.toContain('cities');
    expect(status.missing).not.toContain('volume');
    expect(status.quote.flyersCount).toBe(5000);
    const targeting = await env.asClient<DraftTargeting>(`/client/campaigns/${id}/draft-targeting`);
    expect(targeting.distributionLocations.map((l) => l.name)).toEqual(['Austin, TX', 'Denver, CO']);
  });

  it('prefills the saved cities (one city takes the quoted volume); removing the last one is not sent', async () => {
    const id = await env.createDraft({ channel: 'D2D', subtype: 'LETTERBOX' });
    const seattle = await cityNamed('Seattle, WA');
    await env.mustWrite('POST', `/client/campaigns/${id}/cities`, {
      cities: [{ cityId: seattle.id, volume: 1500 }],
    });
    const step = await env.renderStep(CitiesStep, { campaignId: id });
    const volume = await screen.findByLabelText('Pieces in Seattle, WA (optional)');
    expect(volume).toHaveValue('1500');
    expect(chosenNames()).toEqual(['Seattle, WA']);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();

    await step.user.click(screen.getByRole('button', { name: 'Remove Seattle, WA' }));
    await step.user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Add at least one city to distribute in.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(step.onContinue).not.toHaveBeenCalled();
    const targeting = await env.asClient<DraftTargeting>(`/client/campaigns/${id}/draft-targeting`);
    expect(targeting.distributionLocations.map((l) => l.name)).toEqual(['Seattle, WA']);
  });

  it('resumes a draft with its cities and each one’s volume, without looking any city up by name', async () => {
    const id = await env.createDraft({ channel: 'H2H', subtype: 'HANDTOHAND' });
    const [austin, denver] = [await cityNamed('Austin, TX'), await cityNamed('Denver, CO')];
    await env.mustWrite('POST', `/client/campaigns/${id}/cities`, {
      cities: [
        { cityId: austin.id, volume: 3000 },
        { cityId: denver.id, volume: 2000 },
      ],
    });
    const citySearches: string[] = [];
    useSandboxFetch(env.sandbox, (inner) => (input, init) => {
      const url = new URL(input, 'http://sandbox.test');
      if (url.pathname === endpoints.listCities.path) citySearches.push(url.search);
      return inner(input, init);
    });
    try {
      await env.renderStep(CitiesStep, { campaignId: id });
      expect(await screen.findByLabelText('Pieces in Austin, TX (optional)')).toHaveValue('3000');
      expect(screen.getByLabelText('Pieces in Denver, CO (optional)')).toHaveValue('2000');
      expect(chosenNames()).toEqual(['Austin, TX', 'Denver, CO']);
      expect(screen.getByText('2 cities, 5,000 pieces in total.')).toBeInTheDocument();
      // Nothing changed: Continue goes on without saving.
      expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
      expect(citySearches).toEqual([]);
    } finally {
      env.mend();
    }
  });

  it('says what is wrong with a volume next to it and sends nothing', async () => {
    const id = await env.createDraft({ channel: 'H2H', subtype: 'HANDTOHAND' });
    const step = await env.renderStep(CitiesStep, { campaignId: id });
    await screen.findByRole('searchbox', { name: 'Search cities' });
    await addCity(step, 'Boston, MA', 'Boston, MA');
    const input = screen.getByLabelText('Pieces in Boston, MA (optional)');
    await step.user.type(input, '12.5');
    await step.user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const message = await screen.findByText('Enter a whole number of pieces above 0, or leave it empty.');
    expect(input.getAttribute('aria-describedby')).toBe(message.id);
    expect(step.onContinue).not.toHaveBeenCalled();
    expect((await env.readStatus(id)).missing).toContain('cities');
  });

  it("shows the service's refusal next to the cities and keeps what was entered", async () => {
    const id = await env.createDraft({ channel: 'H2H', subtype: 'HANDTOHAND' });
    const step = await env.renderStep(CitiesStep, { campaignId: id });
    await screen.findByRole('searchbox', { name: 'Search cities' });
    await addCity(step, 'Chicago, IL', 'Chicago, IL');
    await addCity(step, 'Houston, TX', 'Houston, TX');
    // Each volume is within the limit for one city; together they are over what a draft carries.
    await step.user.type(screen.getByLabelText('Pieces in Chicago, IL (optional)'), '6000000');
    await step.user.type(screen.getByLabelText('Pieces in Houston, TX (optional)'), '6000000');
    await step.user.click(screen.getByRole('button', { name: 'Save and continue' }));

    const message = await screen.findByText(/a draft carries at most 10,000,000 pieces/);
    expect(message).toHaveAttribute('role', 'alert');
    expect(chosenList().getAttribute('aria-describedby')).toBe(message.id);
    expect(chosenNames()).toEqual(['Chicago, IL', 'Houston, TX']);
    expect(screen.getByLabelText('Pieces in Houston, TX (optional)')).toHaveValue('6000000');
    expect(step.onContinue).not.toHaveBeenCalled();
    expect((await env.readStatus(id)).missing).toContain('cities');
  });

  it('cities added and volumes typed but not saved are still there when the step is opened again', async () => {
    const id = await env.createDraft({ channel: 'H2H', subtype: 'HANDTOHAND' });
    const first = await env.renderStep(CitiesStep, { campaignId: id });
    expect(await screen.findByText('No cities yet. Search for a city above and add it.')).toBeInTheDocument();
    await addCity(first, 'Austin, TX', 'Austin, TX');
    await first.user.type(screen.getByLabelText('Pieces in Austin, TX (optional)'), '4000');
    first.unmount();

    await env.renderStep(CitiesStep, { campaignId: id });
    await waitFor(() => expect(chosenNames()).toEqual(['Austin, TX']));
    expect(screen.getByLabelText('Pieces in Austin, TX (optional)')).toHaveValue('4000');
    expect((await env.readStatus(id)).missing).toContain('cities');
  });
});
