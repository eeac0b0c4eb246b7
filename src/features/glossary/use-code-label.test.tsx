import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { codeLabel, fallbackGlossary } from '../../api/contract/glossary';
import type { Sandbox } from '../../../test/support/sandbox';
import { corruptResponses, renderApp, startAppSandbox, useSandboxFetch } from '../../../test/support/render';
import { glossaryQueries } from './api/glossary-queries';

let sandbox: Sandbox;
let key: string;

beforeAll(async () => {
  sandbox = await startAppSandbox();
  key = sandbox.credentials.clients[0]!.clientKey;
});
afterEach(() => useSandboxFetch(sandbox));
afterAll(() => sandbox.close());

describe('glossary', () => {
  it("reads the service's glossary through its contract", async () => {
    const app = renderApp('/', { clientKey: key });
    const glossary = await app.queryClient.fetchQuery(glossaryQueries.all());
    expect(codeLabel('missionStatuses', 10, glossary)).toBe('AVAILABLE');
    expect(glossary.campaignStatuses.length).toBeGreaterThanOrEqual(fallbackGlossary.campaignStatuses.length);
  });

  it('keeps the spec labels when the glossary cannot be read, and pages still work', async () => {
    useSandboxFetch(
      sandbox,
      corruptResponses(
        (url) => url.pathname === '/client/glossary',
        () => ({ success: true, data: { campaignTypes: 'nope' } }),
      ),
    );
    renderApp('/', { clientKey: key });
    // The home page's missions card labels the status through useCodeLabel: the fallback says AVAILABLE.
    expect(await screen.findByText(/Runs with status available starting this week/)).toBeInTheDocument();
  });
});
