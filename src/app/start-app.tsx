/**
 * Starts the dashboard in the root the first load made (main.tsx): the router and the query cache, then
 * the app in place of the loading frame (the router shows the same frame until the first page is ready).
 */
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app';
import { createApp } from './create-app';

export function startApp(root: Root) {
  const app = createApp((routes) => createBrowserRouter(routes));
  root.render(
    <StrictMode>
      <App {...app} />
    </StrictMode>,
  );
}
