import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { designListSchema } from '../../../api/contract/design';
import { endpoints } from '../../../api/contract/endpoints';
import { successEnvelope } from '../../../api/contract/envelope';
import { renderApp } from '../../../../test/support/render';
import { setupAppSandbox } from '../../../../test/support/app-sandbox';

const env = setupAppSandbox();

async function serviceList(query: string) {
  return successEnvelope(designListSchema).parse(await env.read(`${endpoints.listDesigns.path}?${query}`))
    .data;
}

const grid = () => screen.findByRole('list', { name: 'Designs' });
const cardNames = (g: HTMLElement) =>
  within(g)
    .getAllByRole('article')
    .map((a) => a.getAttribute('aria-label'));

describe('designs page', () => {
  it('shows the newest page of designs as cards with a lazy thumbnail in a fixed box, format and status', async () => {
    const expected = await serviceList('page=1&pageSize=24');
    expect(expected.pagination.totalItems).toBeGreaterThan(24);
    renderApp('/library/designs', { clientKey: env.key });
    const g = await grid();
    expect(cardNames(g)).toEqual(expected.designs.map((d) => d.name));
    const first = expected.designs[0]!;
    const card = within(g).getByRole('article', { name: first.name });
    const img = within(card).getByRole('img', { name: first.name });
    expect(img).toHaveAttribute('src', first.thumbnailUrl);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.parentElement).toHaveClass('aspect-[4/3]');
    expect(within(card).getByRole('heading', { name: first.name })).toBeInTheDocument();
    expect(card).toHaveTextContent(/Ready|Processing|Rejected/);
    const { totalItems, totalPages } = expected.pagination;
    expect(screen.getByText(`Showing 1–24 of ${totalItems} designs`)).toBeInTheDocument();
    expect(screen.getByText(`Page 1 of ${totalPages}`)).toBeInTheDocument();
  });

  it('narrows by a search typed into the box, after typing stops, and keeps it in the URL', async () => {
    const all = await serviceList('pageSize=100');
    const word = all.designs[0]!.name.split('-')[0]!;
    const expected = await serviceList(`search=${encodeURIComponent(word)}&pageSize=24`);
    expect(expected.pagination.totalItems).toBeLessThan(all.pagination.totalItems);
    expect(expected.pagination.totalItems).toBeGreaterThan(0);

    const app = renderApp('/library/designs', { clientKey: env.key });
    await grid();
    await app.user.type(screen.getByRole('searchbox', { name: 'Search' }), word);
    await waitFor(() => expect(app.searchParams().get('search')).toBe(word));
    await waitFor(async () => expect(cardNames(await grid())).toEqual(expected.designs.map((d) => d.name)));
    for (const name of cardNames(await grid())) expect(name!.toLowerCase()).toContain(word.toLowerCase());
  });

  it('filters by format, sorts by name and pages, all in the URL', async () => {
    const app = renderApp('/library/designs', { clientKey: env.key });
    await grid();
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'name_asc');
    await waitFor(() => expect(app.searchParams().get('sort')).toBe('name_asc'));
    const byName = await serviceList('sort=name_asc&pageSize=24');
    await waitFor(async () => expect(cardNames(await grid())).toEqual(byName.designs.map((d) => d.name)));

    await app.user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(app.searchParams().get('page')).toBe('2'));
    const page2 = await serviceList('sort=name_asc&pageSize=24&page=2');
    await waitFor(async () => expect(cardNames(await grid())).toEqual(page2.designs.map((d) => d.name)));

    // Formats by name and size, never a code.
    const options = within(screen.getByRole('combobox', { name: 'Format' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(expect.arrayContaining(['Postcard 6 × 9 in', 'Door hanger 4.25 × 11 in']));
    expect(options.join(' ')).not.toMatch(/_/);
    await app.user.selectOptions(
      screen.getByRole('combobox', { name: 'Format' }),
      'Door hanger 4.25 × 11 in',
    );
    await waitFor(() => expect(app.searchParams().get('format')).toBe('DOOR_HANGER'));
    expect(app.searchParams().get('page')).toBeNull();
    const hangers = await serviceList('sort=name_asc&pageSize=24&format=DOOR_HANGER');
    await waitFor(async () => expect(cardNames(await grid())).toEqual(hangers.designs.map((d) => d.name)));
    for (const card of within(await grid()).getAllByRole('article'))
      expect(card).toHaveTextContent('Door hanger 4.25 × 11 in');
  });

  it('says so when nothing matches, and clears back to every design', async () => {
    const app = renderApp('/library/designs?search=zzzz-nothing', { clientKey: env.key });
    await screen.findByText('No designs match these filters');
    await app.user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(app.location().search).toBe(''));
    expect(cardNames(await grid())).toHaveLength(24);
  });

  it('opens a bookmarked view as it was, and steps back through its changes', async () => {
    const bookmarked = '?sort=name_asc&page=2';
    const app = renderApp(`/library/designs${bookmarked}`, { clientKey: env.key });
    const format = () => screen.getByRole('combobox', { name: 'Format' });
    const sort = () => screen.getByRole('combobox', { name: 'Sort by' });
    const page2 = await serviceList('sort=name_asc&pageSize=24&page=2');
    expect(page2.designs.length).toBeGreaterThan(0);
    await waitFor(async () => expect(cardNames(await grid())).toEqual(page2.designs.map((d) => d.name)));
    expect(sort()).toHaveValue('name_asc');
    expect(format()).toHaveValue('');

    // A change starts from the URL's view (the sort is kept) and goes back to the first page.
    await app.user.selectOptions(format(), 'DOOR_HANGER');
    await waitFor(() => expect(app.location().search).toBe('?format=DOOR_HANGER&sort=name_asc'));
    await app.user.selectOptions(sort(), 'newest');
    await waitFor(() => expect(app.location().search).toBe('?format=DOOR_HANGER'));
    expect(format()).toHaveValue('DOOR_HANGER');

    await act(() => app.router.navigate(-1));
    expect(app.location().search).toBe('?format=DOOR_HANGER&sort=name_asc');
    await waitFor(() => expect(sort()).toHaveValue('name_asc'), { timeout: 5000 });
    expect(format()).toHaveValue('DOOR_HANGER');
    await act(() => app.router.navigate(-1));
    expect(app.location().search).toBe(bookmarked);
    await waitFor(() => expect(format()).toHaveValue(''));
    await waitFor(async () => expect(cardNames(await grid())).toEqual(page2.designs.map((d) => d.name)));
  });

  it('opens a design in a dialog: large preview, format, status and, when rejected, why there is no reason', async () => {
    const rejected = (await serviceList('status=REJECTED&pageSize=24')).designs[0];
    expect(rejected).toBeDefined();
    const app = renderApp('/library/designs?status=rejected', { clientKey: env.key });
    const card = await waitFor(async () =>
      within(await grid()).getByRole('article', { name: rejected!.name }),
    );
    // The full name is shown, not cut with an ellipsis.
    const name = within(card).getByRole('button', { name: rejected!.name });
    expect(name.closest('h2')).not.toHaveClass('truncate');
    expect(document.title).toBe('Designs · Library · Doorstep');

    await app.user.click(name);
    const dialog = await screen.findByRole('dialog', { name: rejected!.name });
    expect(within(dialog).getByRole('img', { name: `Preview of ${rejected!.name}` })).toHaveAttribute(
      'src',
      rejected!.thumbnailUrl,
    );
    expect(dialog).toHaveTextContent('Rejected');
    expect(dialog).toHaveTextContent('The service does not say why a design was rejected');
    expect(dialog).not.toHaveTextContent(rejected!.format);

    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(name).toHaveFocus();
  });
});
