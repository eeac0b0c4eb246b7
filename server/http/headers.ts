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
