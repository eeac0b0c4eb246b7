import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

/** A failure the caller caused (or may see): answered as `{success:false, error}` with its status. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message = 'Unauthorized: missing or invalid credential') =>
  new ApiError(401, message);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message: string) => new ApiError(404, message);

export const failure = (
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  headers?: Record<string, string>,
) => c.json({ success: false as const, error }, status, headers);

const pathName = (path: readonly PropertyKey[]) =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i > 0 ? '.' : ''}${String(p)}`)).join('');

/**
 * One readable sentence per invalid field, naming it: "Invalid query parameter 'first': must be at most 500".
 * When a field fails several checks, the last (most specific: bounds come after zod's own number checks)
 * is reported.
 */
export function describeIssues(
  error: z.ZodError,
  what: 'query parameter' | 'body field' | 'path parameter',
): string {
  const byField = new Map<string, string>();
  for (const issue of error.issues) {
    const field = pathName(issue.path);
    const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message);
    byField.delete(field);
    byField.set(field, missing ? 'is required' : issue.message);
  }
  const entries = [...byField];
  const parts = entries
    .slice(0, 5)
    .map(([field, message]) =>
      field ? `Invalid ${what} '${field}': ${message}` : `Invalid ${what.replace(/ .*/, '')}: ${message}`,
    );
  const more = entries.length > 5 ? ` (and ${entries.length - 5} more)` : '';
  return parts.join('; ') + more;
}

/**
 * The app's error handler: ApiError and Hono's HTTP exceptions become the envelope with their status.
 * Anything else is a bug in the sandbox: it is logged here and answered with a bare 500 envelope, never a
 * stack trace.
 */
export function handleError(err: unknown, c: Context) {
  if (err instanceof ApiError) return failure(c, err.status, err.message, err.headers);
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const message = err.message || (status === 413 ? 'Request body too large' : 'Request failed');
    return failure(c, status, message);
  }
  console.error(`[sandbox] unexpected error on ${c.req.method} ${c.req.path}:`, err);
  return failure(c, 500, 'Internal error in the sandbox');
}
