/**
 * Starts the dashboard in the root the first load made (main.tsx): the router and the query cache, then,
 * once the first page is ready, the app in place of the loading frame main.tsx drew.
 */
import { startTransition, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app';
import { prepareFormatters } from '../lib/intl-cache';
import { createApp } from './create-app';
import '../index.css';

export function startApp(root: Root) {
  const app = createApp((routes) => createBrowserRouter(routes));
  // The first page's requests are out now (its loaders ran when the router was made): the formatters'
  // locale data loads while they travel, not once their answers have come (see prepareFormatters).
  setTimeout(prepareFormatters, 0);
  const render = () =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <App {...app} />
        </StrictMode>,
      ),
    );
  // The loading frame stays until the first page's loaders and code are in; the page then replaces it in
  // one render, not the router's fallback first and the page in an update of its own. A transition, as
  // the router's own would be: React renders it in short tasks, so the page stays responsive. Rendered at
  // once instead, the rows came a little sooner but in one long task (Lighthouse's Total Blocking Time
  // 250 to 790 ms against 0 to 60 ms; docs/performance.md).
  if (app.router.state.initialized) render();
  else {
    const stop = app.router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      render();
    });
  }
}
