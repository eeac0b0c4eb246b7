/**
 * The bench's floor for a cold visit (test/bench/run.ts, test/bench/lighthouse.ts): React and ReactDOM,
 * one read of the address it is given (`?read=`, the campaigns list's first page as the dashboard asks
 * for it) with the dashboard's client key, and the rows drawn as links. Nothing else: no router, no query
 * cache, no schema, no styles, and the read leaves as soon as the page's one script runs.
 */
import { StrictMode, Suspense, use } from 'react';
import { createRoot } from 'react-dom/client';

type Row = { id: string | number; name: string };

const read = new URLSearchParams(window.location.search).get('read') ?? '';
const rows: Promise<Row[]> = fetch(read, {
  headers: { Authorization: `Bearer ${sessionStorage.getItem('doorstep.clientKey') ?? ''}` },
})
  .then((res) => res.json() as Promise<{ data?: { nodes?: Row[] } }>)
  .then((body) => body.data?.nodes ?? []);

function Rows() {
  return use(rows).map((r) => (
    <tr key={r.id}>
      <td>
        <a href={`/campaigns/${r.id}`}>{r.name}</a>
      </td>
    </tr>
  ));
}

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <StrictMode>
    <main>
      <h1>Campaigns</h1>
      <table>
        <tbody>
          <Suspense fallback={null}>
            <Rows />
          </Suspense>
        </tbody>
      </table>
    </main>
  </StrictMode>,
);
