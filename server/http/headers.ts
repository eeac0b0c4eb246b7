import type { MiddlewareHandler } from 'hono';

/**
 * Sent with every API answer: the body is never sniffed as another type, and nothing is kept by a cache
 * (credentials and every authenticated read). An answer that sets its own Cache-Control (the artwork
 * files, public and long-lived) keeps it.
 */
export const API_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
} as const;

/** Middleware adding API_HEADERS to every answer of the app, failures and preflights included. */
export const apiHeaders = (): MiddlewareHandler => async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(API_HEADERS)) {
    if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  }
};
