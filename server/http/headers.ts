/**
 * Sent with every API answer: the body is never sniffed as another type, and nothing is kept by a cache
 * (credentials and every authenticated read). An answer that sets its own Cache-Control (the artwork
 * files, public and long-lived) keeps it. Added by the app's edge (http/edge.ts), and by the HTTP server
 * to the answers it gives itself (http/node-server.ts).
 */
export const API_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
} as const;

/**
 * The answer headers a page on another origin may read (`Access-Control-Expose-Headers`, sent with every
 * CORS answer by the app's edge, http/edge.ts): without it a browser hides all but a few from scripts, so
 * a dashboard on another loopback port could not tell a keyed write still running (409 `Retry-After`,
 * read by src/api/http-client.ts) from a conflict, nor see a replayed answer (`Idempotent-Replayed`,
 * REPLAYED_HEADER in domain/idempotency.ts, which the HTTP layer does not import).
 */
export const EXPOSED_HEADERS = 'Retry-After, Idempotent-Replayed';
