/**
 * The bench's anchor for the first load (test/bench/anchors.ts): React and ReactDOM rendering one
 * element, nothing else, built by the project's Vite with the project's React plugin and target.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <StrictMode>
    <h1>Hello</h1>
  </StrictMode>,
);
