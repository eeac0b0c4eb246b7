/**
 * The same request as code an advertiser's own backend can run: `curl` and JavaScript (`fetch`). Both
 * use the API base URL the dashboard is configured with (a relative one, such as the dev server's `/api`,
 * resolved against the page's origin) and the placeholder `$CLIENT_KEY`: the session's key never appears.
 */
import { endpoints } from '../../api/contract/endpoints';

export const KEY_PLACEHOLDER = '$CLIENT_KEY';

/** The absolute URL of the tracking endpoint under `baseUrl`. */
export function trackingUrl(baseUrl: string, origin: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  const path = endpoints.recordTrackingEvent.path;
  try {
    return new URL(`${base}${path}`, origin).toString();
  } catch {
    return `${base}${path}`;
  }
}

/** Text between single quotes in a POSIX shell: each `'` closes, escapes and reopens the quote. */
const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** `curl` with the JSON body; the key is read from the shell's `$CLIENT_KEY` (double quotes expand it). */
export function curlSnippet(url: string, body: unknown): string {
  const json = JSON.stringify(body, null, 2);
  return [
    `curl -X POST ${shellQuote(url)} \\`,
    `  -H "Authorization: Bearer ${KEY_PLACEHOLDER}" \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  --data-raw ${shellQuote(json)}`,
  ].join('\n');
}

/** A `fetch` call (Node 18+ or any server-side JavaScript) that sends the body and reads the record. */
export function fetchSnippet(url: string, body: unknown): string {
  const json = JSON.stringify(body, null, 2).replace(/\n/g, '\n  ');
  return [
    `// Replace ${KEY_PLACEHOLDER} with your client key. Keep the key on your server, never in a web page.`,
    `const response = await fetch(${JSON.stringify(url)}, {`,
    `  method: 'POST',`,
    `  headers: {`,
    `    Authorization: 'Bearer ${KEY_PLACEHOLDER}',`,
    `    'Content-Type': 'application/json',`,
    `  },`,
    `  body: JSON.stringify(${json}),`,
    `});`,
    `const answer = await response.json();`,
    `if (!answer.success) throw new Error(answer.error);`,
    `console.log('Recorded event', answer.data.id);`,
  ].join('\n');
}
