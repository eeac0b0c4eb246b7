/**
 * Typed errors of the HTTP client. Every failure a page can meet is an `ApiError` with a `kind`, so
 * pages choose what to show (sign-in, 403/404 pages, the server's message, a retry) without parsing text.
 */
export type ApiErrorKind =
  /** 401: missing, invalid or expired client key. */
  | 'unauthorized'
  /** 403: not a client key, or access denied. */
  | 'forbidden'
  /**
   * An endpoint that takes the OAuth access token (the builder's writes) was called with none held, or
   * answered 401/403: the permission expired or was refused. Connect again; the user stays signed in.
   */
  | 'needs-connect'
  /** 404: no such resource, or not the caller's (the service does not tell them apart). */
  | 'not-found'
  /** 400/413/422: the request was refused; `message` is the server's explanation. */
  | 'invalid'
  /** 502/503/504 or no answer at all: safe to retry. */
  | 'unavailable'
  /** The answer did not have the shape the contract describes. */
  | 'contract'
  /** Any other status. */
  | 'http';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status, when the service answered. */
  readonly status: number | undefined;
  /** `METHOD /path` of the request, for messages (never carries the key). */
  readonly request: string | undefined;

  constructor(opts: {
    kind: ApiErrorKind;
    message: string;
    status?: number;
    request?: string;
    cause?: unknown;
  }) {
    super(opts.message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = 'ApiError';
    this.kind = opts.kind;
    this.status = opts.status;
    this.request = opts.request;
  }

  /** Worth trying again unchanged: upstream trouble or no connection. Never a 4xx. */
  get retryable(): boolean {
    return this.kind === 'unavailable';
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

const defaultMessages: Record<ApiErrorKind, string> = {
  unauthorized: 'Your client key was not accepted. Please sign in again.',
  forbidden: 'You do not have access to this.',
  'needs-connect': 'Your permission to build campaigns has expired or was refused. Connect again.',
  'not-found': 'This was not found, or it is not yours.',
  invalid: 'The request was refused as invalid.',
  unavailable: 'The service is unavailable right now. Please try again.',
  contract: 'The service answered in an unexpected format.',
  http: 'The service answered with an error.',
};

/** The status a failure maps to. */
export function errorKindForStatus(status: number): ApiErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 400 || status === 413 || status === 422) return 'invalid';
  if (status === 502 || status === 503 || status === 504) return 'unavailable';
  return 'http';
}

/** The `error` text of a failure envelope `{success:false, error}`, if the body is one. */
export function failureMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { success, error } = body as { success?: unknown; error?: unknown };
  if (success === false && typeof error === 'string' && error.trim() !== '') return error;
  return undefined;
}

/** Maps a non-2xx answer to a typed error, keeping the server's message where one was given. */
export function errorFromResponse(status: number, body: unknown, request?: string): ApiError {
  const kind = errorKindForStatus(status);
  const serverMessage = failureMessage(body);
  const message = serverMessage ?? `${defaultMessages[kind]} (HTTP ${status})`;
  return new ApiError({ kind, status, message, request });
}

/**
 * The builder's permission is missing (no access token held: nothing was sent, `status` undefined) or
 * was refused (`status` 401 or 403). The message is always the marketer-facing one: the server's text
 * for a refused token speaks of credentials, not of what to do.
 */
export function needsConnectError(request?: string, status?: number): ApiError {
  return new ApiError({ kind: 'needs-connect', status, request, message: defaultMessages['needs-connect'] });
}

/** A read asked for while no client key is held: not sent; the same kind as a refused key (sign in). */
export function signedOutError(request?: string): ApiError {
  return new ApiError({ kind: 'unauthorized', request, message: 'You are signed out. Sign in to continue.' });
}

/**
 * A keyed write the service is still running (409 with `Retry-After`): the same request again, with the
 * same key, gets its answer once it is done, so it is retried like an unavailable service.
 */
export function stillWorkingError(request?: string): ApiError {
  return new ApiError({
    kind: 'unavailable',
    status: 409,
    message: 'The service is still working on this. Try again in a moment.',
    request,
  });
}

/** A request that got no answer (offline, DNS, connection refused, CORS). */
export function networkError(cause: unknown, request?: string): ApiError {
  return new ApiError({
    kind: 'unavailable',
    message: 'The service could not be reached. Check your connection and try again.',
    request,
    cause,
  });
}

/** An answer whose shape does not match the contract. */
export function contractError(detail: string, request?: string, status?: number): ApiError {
  const where = request ? ` to ${request}` : '';
  return new ApiError({
    kind: 'contract',
    status,
    request,
    message: `The service's answer${where} did not match the expected format: ${detail}`,
  });
}

/** A request the contract refuses, found before it is sent (the service would answer 400 the same way). */
export function requestError(detail: string, request?: string): ApiError {
  return new ApiError({ kind: 'invalid', message: detail, request });
}
