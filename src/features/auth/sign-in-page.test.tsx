import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getClientKey } from '../../api/session';
import type { Sandbox } from '../../../test/support/sandbox';
import { renderApp, startAppSandbox, useSandboxFetch } from '../../../test/support/render';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startAppSandbox();
});
afterEach(() => useSandboxFetch(sandbox));
afterAll(() => sandbox.close());

/** A real key with its signature changed: looks right, and the service must refuse it. */
function tampered(key: string): string {
  const [header, payload, signature] = key.split('.');
  const flipped = signature!.startsWith('A') ? `B${signature!.slice(1)}` : `A${signature!.slice(1)}`;
  return `${header}.${payload}.${flipped}`;
}

describe('sign-in page', () => {
  it('offers every demo client by name and signs in with one click', async () => {
    const [main, ...others] = sandbox.credentials.clients;
    const app = renderApp('/sign-in');
    await waitFor(() => expect(document.title).toBe('Sign in · Doorstep'));
    for (const c of others) expect(await screen.findByRole('button', { name: c.name })).toBeEnabled();

    await app.user.click(await screen.findByRole('button', { name: main!.name }));

    expect(await screen.findByRole('heading', { name: `Welcome, ${main!.name}` })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/');
    expect(getClientKey()).toBe(main!.clientKey);
    expect(screen.getByRole('button', { name: main!.name })).toHaveAttribute('aria-haspopup', 'menu');
  });

  it('signs in with a pasted key and goes to the page that was asked for', async () => {
    const client = sandbox.credentials.clients[1]!;
    const app = renderApp('/campaigns?status=active');
    await waitFor(() => expect(app.location().pathname).toBe('/sign-in'));
    expect(app.searchParams().get('next')).toBe('/campaigns?status=active');

    await app.user.type(await screen.findByLabelText('Client key'), `  ${client.clientKey}\n`);
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));

    await screen.findByRole('table', { name: 'Campaigns' });
    expect(app.location().pathname + app.location().search).toBe('/campaigns?status=active');
    expect(getClientKey()).toBe(client.clientKey);
    expect(await screen.findByRole('button', { name: client.name })).toBeInTheDocument();
  });

  it('keeps what was typed and says so when the key is refused', async () => {
    const key = tampered(sandbox.credentials.clients[0]!.clientKey);
    const app = renderApp('/sign-in');
    const field = await screen.findByLabelText('Client key');
    await app.user.type(field, key);
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This key was refused');
    expect(field).toHaveValue(key);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(app.location().pathname).toBe('/sign-in');
    expect(getClientKey()).toBeNull();
  });

  it('refuses an access token pasted instead of a client key', async () => {
    const app = renderApp('/sign-in');
    const field = await screen.findByLabelText('Client key');
    await app.user.type(field, sandbox.credentials.clients[0]!.accessToken);
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This credential is not a client key');
    expect(getClientKey()).toBeNull();
  });

  it('checks the key before sending it anywhere', async () => {
    const sent: string[] = [];
    useSandboxFetch(sandbox, (inner) => (input, init) => {
      sent.push(new URL(input).pathname);
      return inner(input, init);
    });
    const app = renderApp('/sign-in');
    await screen.findByRole('button', { name: sandbox.credentials.clients[0]!.name });

    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter your client key.');

    await app.user.type(screen.getByLabelText('Client key'), 'my password');
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('no spaces');
    expect(screen.getByLabelText('Client key')).toHaveValue('my password');
    expect(sent).not.toContain('/client/me');
  });

  it('says clearly when the sandbox is unreachable, and retries', async () => {
    let up = false;
    useSandboxFetch(sandbox, (inner) => (input, init) => {
      if (!up && new URL(input).pathname === '/sandbox/credentials') {
        return Promise.reject(new TypeError('fetch failed'));
      }
      return inner(input, init);
    });
    const app = renderApp('/sign-in');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The sandbox could not be reached');
    expect(screen.getByLabelText('Client key')).toBeEnabled();

    up = true;
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('button', { name: sandbox.credentials.clients[0]!.name }),
    ).toBeInTheDocument();
  });

  it('tries the key again while the service cannot be reached, says so, then signs in', async () => {
    const client = sandbox.credentials.clients[0]!;
    let checks = 0;
    useSandboxFetch(sandbox, (inner) => (input, init) => {
      if (new URL(input).pathname === '/client/me' && ++checks === 1) {
        return Promise.resolve(Response.json({ success: false, error: 'Bad gateway' }, { status: 502 }));
      }
      return inner(input, init);
    });
    const app = renderApp('/sign-in');
    await app.user.click(await screen.findByRole('button', { name: client.name }));

    await waitFor(() =>
      expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(
        'Doorstep can’t be reached right now. Still trying…',
      ),
    );
    expect(await screen.findByRole('heading', { name: `Welcome, ${client.name}` })).toBeInTheDocument();
    expect(checks).toBe(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not try a refused key again', async () => {
    let checks = 0;
    useSandboxFetch(sandbox, (inner) => (input, init) => {
      if (new URL(input).pathname === '/client/me') checks += 1;
      return inner(input, init);
    });
    const app = renderApp('/sign-in');
    await app.user.type(
      await screen.findByLabelText('Client key'),
      tampered(sandbox.credentials.clients[0]!.clientKey),
    );
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This key was refused');
    expect(checks).toBe(1);
  });

  it('sends a signed-in user on from the sign-in page', async () => {
    const app = renderApp('/sign-in?next=/account', { clientKey: sandbox.credentials.clients[0]!.clientKey });
    await screen.findByRole('heading', { name: 'Account', level: 1 });
    expect(app.location().pathname).toBe('/account');
  });
});
