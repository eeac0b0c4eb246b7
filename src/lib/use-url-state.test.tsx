import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlState } from './use-url-state';
import { readPositiveInt } from './url-values';

type Filters = { search?: string; page: number };

const read = (params: URLSearchParams): Filters => ({
  search: params.get('search') ?? undefined,
  page: readPositiveInt(params.get('page')) ?? 1,
});

/** Owns `search` and `page`; keeps `tab`, as a view inside another page does. */
const write = (filters: Filters, current: URLSearchParams) => {
  const out = new URLSearchParams();
  const tab = current.get('tab');
  if (tab) out.set('tab', tab);
  if (filters.search) out.set('search', filters.search);
  if (filters.page > 1) out.set('page', String(filters.page));
  return out;
};

function Probe({ replace }: { replace?: boolean }) {
  const [filters, setFilters] = useUrlState({ read, write, replace });
  // The setter of the first render, as a callback kept from then would hold it.
  const firstSetter = useRef(setFilters);
  return (
    <div>
      <output aria-label="state">{JSON.stringify(filters)}</output>
      <button onClick={() => setFilters({ search: 'park', page: 3 })}>Set</button>
      <button onClick={() => setFilters((f) => ({ ...f, page: f.page + 1 }))}>Next page</button>
      <button onClick={() => firstSetter.current((f) => ({ ...f, page: f.page + 1 }))}>
        Next page, with an old setter
      </button>
      <button
        onClick={() => {
          setFilters((f) => ({ ...f, search: 'pizza', page: 1 }));
          setFilters((f) => ({ ...f, page: f.page + 1 }));
        }}
      >
        Two changes
      </button>
    </div>
  );
}

/** The probe at `url`, with one page before it in the history. */
function renderAt(url: string, opts: { replace?: boolean } = {}) {
  const router = createMemoryRouter(
    [
      { path: '/before', element: <p>Before</p> },
      { path: '/list', element: <Probe replace={opts.replace} /> },
    ],
    { initialEntries: ['/before', url], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return {
    router,
    user: userEvent.setup(),
    search: () => router.state.location.search,
    state: () => JSON.parse(screen.getByRole('status', { name: 'state' }).textContent ?? '') as Filters,
    back: () => act(() => router.navigate(-1)),
  };
}

describe('useUrlState', () => {
  it('reads the state from the URL, and again when the URL changes', async () => {
    const view = renderAt('/list?tab=missions&search=lake&page=2');
    expect(view.state()).toEqual({ search: 'lake', page: 2 });
    await act(() => view.router.navigate('/list?page=7'));
    expect(view.state()).toEqual({ page: 7 });
  });

  it('writes a new state as a new history entry, keeping what `write` keeps of the URL', async () => {
    const view = renderAt('/list?tab=missions&page=2');
    await view.user.click(screen.getByRole('button', { name: 'Set' }));
    expect(view.search()).toBe('?tab=missions&search=park&page=3');
    expect(view.state()).toEqual({ search: 'park', page: 3 });

    await view.back();
    expect(view.search()).toBe('?tab=missions&page=2');
    expect(view.state()).toEqual({ page: 2 });
  });

  it('derives a change from the state the URL holds', async () => {
    const view = renderAt('/list?page=4');
    await view.user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(view.search()).toBe('?page=5');
    await view.user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(view.search()).toBe('?page=6');
  });

  it('builds on the URL as it is now, also through a setter kept from an earlier render', async () => {
    const view = renderAt('/list?page=4');
    await view.user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(view.search()).toBe('?page=5');
    await view.user.click(screen.getByRole('button', { name: 'Next page, with an old setter' }));
    expect(view.search()).toBe('?page=6');
    await view.back();
    await view.back();
    expect(view.search()).toBe('?page=4');
    await view.user.click(screen.getByRole('button', { name: 'Next page, with an old setter' }));
    expect(view.search()).toBe('?page=5');
  });

  it('replaces the history entry instead when asked', async () => {
    const view = renderAt('/list?page=2', { replace: true });
    await view.user.click(screen.getByRole('button', { name: 'Set' }));
    expect(view.search()).toBe('?search=park&page=3');
    await view.back();
    expect(view.router.state.location.pathname).toBe('/before');
  });

  it('keeps the first of two quick changes: the second builds on it, not on the URL not yet updated', async () => {
    const view = renderAt('/list?tab=missions&page=5');
    await view.user.click(screen.getByRole('button', { name: 'Two changes' }));
    expect(view.search()).toBe('?tab=missions&search=pizza&page=2');
    expect(view.state()).toEqual({ search: 'pizza', page: 2 });
  });

  it('builds on the URL again once it has moved on, also when back at the address the change was made from', async () => {
    const view = renderAt('/list?page=5');
    await view.user.click(screen.getByRole('button', { name: 'Set' }));
    expect(view.search()).toBe('?search=park&page=3');
    await view.back();
    expect(view.state()).toEqual({ page: 5 });
    await view.user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(view.search()).toBe('?page=6');
  });
});
