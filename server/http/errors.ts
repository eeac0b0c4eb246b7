import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

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
/** The resource is in a state that refuses the request (a builder write to a draft already submitted). */
export const conflict = (message: string) => new ApiError(409, message);

export const failure = (
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  headers?: Record<string, string>,
) => c.json({ success: false as const, error }, status, headers);

/** Reading the request failed because the client went away mid-request (not a bug of the sandbox). */
export function isClientAbort(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  return (
    err.name === 'AbortError' ||
    code === 'ECONNRESET' ||
    code === 'ECONNABORTED' ||
    code === 'ERR_STREAM_PREMATURE_CLOSE'
  );
}

/**
 * The app's error handler: ApiError and Hono's HTTP exceptions become the envelope with their status. A
 * request its client abandoned before sending it whole is logged as such and answered 400 (nobody reads
 * it). Anything else is a bug in the sandbox: it is logged here and answered with a bare 500 envelope,
 * never a stack trace.
 */
export function handleError(err: unknown, c: Context) {
  if (err instanceof ApiError) return failure(c, err.status, err.message, err.headers);
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const message = err.message || (status === 413 ? 'Request body too large' : 'Request failed');
    return failure(c, status, message);
  }
  if (isClientAbort(err)) {
    console.info(`[sandbox] ${c.req.method} ${c.req.path}: the client closed the connection mid-request`);
    return failure(c, 400, 'Request incomplete: the connection closed before the whole body arrived');
  }
  console.error(`[sandbox] unexpected error on ${c.req.method} ${c.req.path}:`, err);
  return failure(c, 500, 'Internal error in the sandbox');
}
