// First, so the app's code is asked for before anything else runs (see app/load-app.ts).
import { appModule } from './app/load-app';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LoadingFrame } from './app/loading-frame';
import { trackInputModality } from './lib/input-modality';
import './boot.css';

// The first load is React, the styles and the loading frame. The router, the query cache and the route
// table come in the app's chunk, downloading while the frame is drawn; the HTTP client (and with it zod
// and the contract) comes with it, configured from env and with zod told not to probe for eval (see
// api/http-client.ts).
trackInputModality();

const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root element');
const root = createRoot(element);

root.render(
  <StrictMode>
    <LoadingFrame status="Loading…" />
  </StrictMode>,
);

appModule.then(
  ({ startApp }) => startApp(root),
  () =>
    root.render(
      <StrictMode>
        <LoadingFrame
          status="The dashboard could not be loaded. Check the connection and reload the page."
          alert
        />
      </StrictMode>,
    ),
);
