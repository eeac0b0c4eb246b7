import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meSchema, userRoleLabels, userStatusLabels } from '../../api/contract/account';
import { successEnvelope } from '../../api/contract/envelope';
import type { Sandbox } from '../../../test/support/sandbox';
import { renderApp, startAppSandbox } from '../../../test/support/render';
import { userRoleText } from './account-labels';

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

  it("shows only the caller's own team", async () => {
    const [a, b] = sandbox.credentials.clients;
    const other = await me(b!.clientKey);
    renderApp('/account', { clientKey: a!.clientKey });
    const team = await screen.findByRole('table', { name: 'Team' });
    for (const user of other.users) expect(within(team).queryByText(user.email)).not.toBeInTheDocument();
  });

  it('falls back to the code for a role it has no label for', () => {
    expect(userRoleText(1)).toBe('Owner');
    expect(userRoleText(77)).toBe('Role 77');
  });
});
