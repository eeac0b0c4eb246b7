/**
 * A sorted list past what the list reads (issue 27): the account says it has more campaigns than the
 * 20,000 a sorted list reads, so the page reads one page, says so, and offers the service's own order.
 */
import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { endpoints } from '../../api/contract/endpoints';
import { setupAppSandbox } from '../../../test/support/app-sandbox';
import { renderApp } from '../../../test/support/render';

const env = setupAppSandbox();

it('says a list too long to sort is too long, reads no more of it, and shows it newest first', async () => {
  const skips: number[] = [];
  env.corrupt(
    (url) => {
      if (url.pathname !== endpoints.listCampaigns.path) return false;
      skips.push(Number(url.searchParams.get('skip') ?? 0));
      return true;
    },
    (body) => {
      const { data } = body as { data: { nodes: unknown[]; totalCount: number } };
      return { ...(body as object), data: { ...data, totalCount: 25_000 } };
    },
  );
  const app = renderApp('/campaigns?sort=name&dir=asc', { clientKey: env.key });

  expect(await screen.findByRole('heading', { name: 'Too many campaigns to sort' })).toBeInTheDocument();
  expect(
    screen.getByText(
      /25,000 campaigns match, and this order needs all of them at once: the list sorts up to 20,000/,
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'Campaigns' })).not.toBeInTheDocument();
  expect(skips).toEqual([0]);

  await app.user.click(screen.getByRole('button', { name: 'Show newest first' }));
  await waitFor(() => expect(app.searchParams().get('sort')).toBeNull());
  expect(await screen.findByRole('table', { name: 'Campaigns' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Too many campaigns to sort' })).not.toBeInTheDocument();
});
