import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { createApp } from './app/create-app';
import { trackInputModality } from './lib/input-modality';
import './index.css';

// The HTTP client (and with it zod and the contract) is not part of the first load: the route loaders
// bring it, configured from env and with zod told not to probe for eval (see api/http-client.ts).
trackInputModality();

const app = createApp((routes) => createBrowserRouter(routes));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App {...app} />
  </StrictMode>,
);
