import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError, needsConnectError } from '../../api/http-errors';
import { createQueryClient } from '../../api/query-client';
import { ConnectPrompt } from './connect-prompt';
import { needsConnect } from './use-builder-access';

function renderPrompt(error?: unknown) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/direct-mail?draft=7']}>
        <ConnectPrompt error={error} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ConnectPrompt', () => {
  it('asks for the permission with a Connect button', () => {
    renderPrompt();
    const region = screen.getByRole('region', { name: 'Connect to build campaigns' });
    expect(region).toHaveTextContent('To create and edit drafts, Doorstep needs your permission.');
    // The permission page appears once per account: nothing promises it every time.
    expect(region).toHaveTextContent(
      'You give it once for this account; after that, Connect brings you straight back.',
    );
    expect(screen.getByRole('button', { name: 'Connect' })).toBeEnabled();
    expect(region).not.toHaveTextContent(/expired or was refused/);
  });

  it('says when the permission was refused or expired', () => {
    renderPrompt(needsConnectError('POST /client/campaigns', 401));
    expect(screen.getByRole('region')).toHaveTextContent(
      'Your permission to build campaigns has expired or was refused. Connect again.',
    );
  });

  it('tells a needs-connect error from the others', () => {
    expect(needsConnect(needsConnectError())).toBe(true);
    expect(needsConnect(new ApiError({ kind: 'unauthorized', message: 'x' }))).toBe(false);
    expect(needsConnect(new Error('x'))).toBe(false);
  });
});
