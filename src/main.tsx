import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { z } from 'zod';
import { configureApi } from './api/http-client';
import { App } from './app/app';
import { createApp } from './app/create-app';
import { env } from './config/env';
import { trackInputModality } from './lib/input-modality';
import './index.css';

// The Content-Security-Policy allows no eval: zod must not probe for `new Function`.
z.config({ jitless: true });
configureApi({ baseUrl: env.apiBaseUrl });
trackInputModality();

const app = createApp((routes) => createBrowserRouter(routes));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App {...app} />
  </StrictMode>,
);
