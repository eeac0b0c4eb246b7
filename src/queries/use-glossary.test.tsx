import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { codeLabel, fallbackGlossary } from '../api/contract/glossary';
import { corruptResponses, renderApp, useSandboxFetch } from '../../test/support/render';
import { setupAppSandbox } from '../../test/support/app-sandbox';
import { glossaryQueries } from './glossary-queries';

const env = setupAppSandbox();

describe('glossary', () => {
  it("reads the service's glossary through its contract", async () => {
    const app = renderApp('/', { clientKey: env.key });
    const glossary = await app.queryClient.fetchQuery(glossaryQueries.all());
    expect(codeLabel('missionStatuses', 10, glossary)).toBe('AVAILABLE');
    expect(glossary.campaignStatuses.length).toBeGreaterThanOrEqual(fallbackGlossary.campaignStatuses.length);
  });

  it('keeps the spec labels when the glossary cannot be read, and pages still work', async () => {
    const missions: URL[] = [];
    const broken = corruptResponses(
      (url) => url.pathname === '/client/glossary',
      () => ({ success: true, data: { campaignTypes: 'nope' } }),
    );
    useSandboxFetch(env.sandbox, (inner) => {
      const next = broken(inner);
      return (input, init) => {
        const url = new URL(input);
        if (url.pathname === '/client/missions') missions.push(url);
        return next(input, init);
      };
    });
    renderApp('/', { clientKey: env.key });
    // The home page's missions card asks for the statuses still to come that the fallback knows
    // (AVAILABLE only) and labels them with the fallback's words.
    const card = await screen.findByRole('region', { name: 'Missions coming up this week' });
    await waitFor(() => expect(missions.length).toBeGreaterThan(0));
    expect(missions.every((u) => u.searchParams.get('statuses') === '10')).toBe(true);
    const list = await within(card).findByRole('list', { name: 'Missions this week' });
    expect(within(list).getAllByText('Available').length).toBe(within(list).getAllByRole('listitem').length);
  });
});
