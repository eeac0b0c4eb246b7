/**
 * The app replaces the loading frame only once the first page's loaders and code are in, in one render of
 * the root itself: not the router's fallback first and the page in a sliced transition after it.
 */
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { startApp } from './start-app';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

it('renders the app once, when the first page is ready, not before', async () => {
  // A signed-out visit: the signed-in area's guard sends it to the sign-in page, whose code is lazy.
  window.history.replaceState(null, '', '/campaigns');
  let view: ReturnType<typeof render> | undefined;
  const root = {
    render: vi.fn((element: ReactNode) => {
      if (view) view.rerender(<>{element}</>);
      else view = render(<>{element}</>);
    }),
    unmount: vi.fn(),
  } as unknown as Root;

  act(() => startApp(root));
  expect(root.render).not.toHaveBeenCalled();

  expect(await screen.findByRole('heading', { level: 1, name: /sign in/i })).toBeInTheDocument();
  expect(root.render).toHaveBeenCalledTimes(1);
  expect(window.location.pathname).toBe('/sign-in');
  view?.unmount();
});
