import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { configureApi } from './api/http-client';
import { App } from './app/app';
import { createApp } from './app/create-app';
import { env } from './config/env';
import './index.css';

configureApi({ baseUrl: env.apiBaseUrl });

const app = createApp((routes) => createBrowserRouter(routes));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App {...app} />
  </StrictMode>,
);
