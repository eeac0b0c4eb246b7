import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meSchema, userRoleLabels, userStatusLabels } from '../../api/contract/account';
import { successEnvelope } from '../../api/contract/envelope';
import type { Sandbox } from '../../../test/support/sandbox';
import { renderApp, startAppSandbox } from '../../../test/support/render';
import { industryGroupText, userRoleText } from './account-labels';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startAppSandbox();
});
afterAll(() => sandbox.close());

async function me(clientKey: string) {
  const res = await sandbox.fetch('http://sandbox.test/client/me', {
    headers: { Authorization: `Bearer ${clientKey}` },
  });
  return successEnvelope(meSchema).parse(await res.json()).data;
}

describe('account page', () => {
  it('shows the client and its whole team with role and status labels', async () => {
    const client = sandbox.credentials.clients[0]!;
    const expected = await me(client.clientKey);
    expect(expected.users.length).toBeGreaterThan(1);
    renderApp('/account', { clientKey: client.clientKey });

    const team = await screen.findByRole('table', { name: 'Team' });
    const rows = within(team).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(expected.users.length);
    for (const [i, user] of expected.users.entries()) {
      const cells = within(rows[i]!).getAllByRole('cell');
      expect(cells[0]).toHaveTextContent(`${user.first_name} ${user.last_name}`);
      expect(cells[1]).toHaveTextContent(user.email);
      expect(cells[2]).toHaveTextContent(userRoleLabels[user.role] ?? `Role ${user.role}`);
      expect(cells[3]).toHaveTextContent(userStatusLabels[user.status] ?? `Status ${user.status}`);
      expect(cells[4]).toHaveTextContent(user.is_verified ? 'Yes' : 'No');
    }

    const company = screen.getByRole('region', { name: 'Company' });
    expect(within(company).getByText(expected.client.name)).toBeInTheDocument();
    expect(within(company).getByText(expected.client.code)).toBeInTheDocument();
    expect(within(company).getByText(expected.client.country_name)).toBeInTheDocument();
  });

  it('names the industry group in words, never as its code, and titles the tab', async () => {
    const client = sandbox.credentials.clients[0]!;
    const expected = await me(client.clientKey);
    expect(expected.client.industry_group).toBe('FOOD');
    renderApp('/account', { clientKey: client.clientKey });
    const company = await screen.findByRole('region', { name: 'Company' });
    expect(within(company).getByText(/Food and drink/)).toBeInTheDocument();
    expect(company.textContent).not.toMatch(/\bFOOD\b/);
    expect(document.title).toBe('Account · Doorstep');
  });

  it("shows only the caller's own team, also after another client used the same tab", async () => {
    const [a, b] = sandbox.credentials.clients;
    const own = await me(a!.clientKey);
    const other = await me(b!.clientKey);
    const stranger = other.users[0]!;
    expect(own.users.map((u) => u.email)).not.toContain(stranger.email);

    // Client B looks at its team, signs out, and client A signs in in the same tab.
    const app = renderApp('/account', { clientKey: b!.clientKey });
    const before = await screen.findByRole('table', { name: 'Team' });
    expect(within(before).getByText(stranger.email)).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: other.client.name }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await app.user.click(await screen.findByRole('button', { name: a!.name }));
    await screen.findByRole('heading', { name: `Welcome, ${own.client.name}` });
    await app.user.click(screen.getByRole('button', { name: own.client.name }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Account' }));

    const company = await screen.findByRole('region', { name: 'Company' });
    expect(within(company).getByText(own.client.code)).toBeInTheDocument();
    const team = screen.getByRole('table', { name: 'Team' });
    const emails = within(team)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    expect(emails).toEqual(own.users.map((u) => u.email));
    expect(within(team).queryByText(stranger.email)).not.toBeInTheDocument();
    expect(screen.getByText(`${own.totalUsers} members`)).toBeInTheDocument();
  });

  it('reads industry group codes out in words', () => {
    expect(industryGroupText('FOOD')).toBe('Food and drink');
    expect(industryGroupText('FITNESS')).toBe('Health and fitness');
    expect(industryGroupText('PET_CARE')).toBe('Pet care');
    expect(industryGroupText('Bakeries and cafés')).toBe('Bakeries and cafés');
  });

  it('falls back to the code for a role it has no label for', () => {
    expect(userRoleText(1)).toBe('Owner');
    expect(userRoleText(77)).toBe('Role 77');
  });
});
