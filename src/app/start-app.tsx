/**
 * Starts the dashboard in the root the first load made (main.tsx): the router and the query cache, then
 * the app in place of the loading frame (the router shows the same frame until the first page is ready).
 */
import { StrictMode } from 'react';
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
    root.render(
      <StrictMode>
        <App {...app} />
      </StrictMode>,
    );
  // The loading frame stays until the first page's loaders and code are in, and the page then arrives in
  // one render of `root.render` itself. Rendered at once, the router would draw its fallback first and
  // the page in an update of its own, which React renders as a transition, sliced into tasks of 5 ms
  // (issue 38: on the bench's machine about 150 ms of slices between the answer and the rows).
  if (app.router.state.initialized) render();
  else {
    const stop = app.router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      render();
    });
  }
}
