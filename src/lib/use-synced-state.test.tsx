import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSyncedState } from './use-synced-state';

/** A sort select whose value lives in `?sort=`; `navigates` says whether a choice goes to the URL. */
function SortSelect({ navigates }: { navigates: boolean }) {
  const [params, setParams] = useSearchParams();
  const [shown, setShown] = useSyncedState(params.get('sort') ?? 'newest');
  return (
    <label>
      Sort by
      <select
        value={shown}
        onChange={(e) => {
          setShown(e.target.value);
          if (navigates) setParams({ sort: e.target.value });
        }}
      >
        <option value="newest">Newest</option>
        <option value="name">Name</option>
        <option value="oldest">Oldest</option>
      </select>
    </label>
  );
}

function renderAt(url: string, navigates = true) {
  const router = createMemoryRouter([{ path: '/', element: <SortSelect navigates={navigates} /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup(), select: () => screen.getByRole('combobox', { name: 'Sort by' }) };
}

describe('useSyncedState', () => {
  it('shows the URL value, the choice at once, and the URL again after the back button', async () => {
    const view = renderAt('/?sort=name');
    expect(view.select()).toHaveValue('name');
    await view.user.selectOptions(view.select(), 'oldest');
    expect(view.select()).toHaveValue('oldest');
    expect(view.router.state.location.search).toBe('?sort=oldest');
    await act(() => view.router.navigate(-1));
    expect(view.select()).toHaveValue('name');
  });

  it('drops a choice still on its way when the address moves on to the same value it replaced', async () => {
    // The choice is shown, but its navigation has not happened (as when the back button wins the race):
    // the next address holds the value the choice replaced, so this control never sees the value change.
    const view = renderAt('/?sort=name', false);
    await view.user.selectOptions(view.select(), 'oldest');
    expect(view.select()).toHaveValue('oldest');
    await act(() => view.router.navigate('/?sort=name'));
    expect(view.select()).toHaveValue('name');
  });

  it('follows the URL when it changes while a choice is shown', async () => {
    const view = renderAt('/?sort=name', false);
    await view.user.selectOptions(view.select(), 'oldest');
    await act(() => view.router.navigate('/'));
    expect(view.select()).toHaveValue('newest');
  });
});
