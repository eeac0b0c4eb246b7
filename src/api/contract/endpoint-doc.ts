import type { z } from 'zod/mini';

/**
 * What the API document (`GET /openapi.json`, server/http/openapi.ts) needs to know of an endpoint beyond
 * its schemas: the refusals its handler gives, whether it honours `Idempotency-Key`, and, for the OAuth
 * endpoints (which read their own requests and do not answer the envelope), their parameters, form body
 * and answers. Documentation only: `mount` reads none of it.
 */
export interface EndpointDoc {
  /**
   * Refusals of the handler itself, beyond those every endpoint's credential, parameters and body give
   * (400, 401, 403, 413): 404 (a campaign that is not the caller's, an unknown city), 409 (a write to a
   * campaign that is no longer a draft).
   */
  readonly refusals?: readonly (404 | 409)[];
  /**
   * Honours `Idempotency-Key` (server/domain/idempotency.ts): a repeat is answered with the first answer;
   * the key with another request, or while its first request runs, is 409; a new key past the client's
   * cap is 429.
   */
  readonly idempotent?: boolean;
  /** Query parameters the handler reads itself (the consent page's). */
  readonly query?: z.ZodMiniObject;
  /** A form-encoded (`application/x-www-form-urlencoded`) body the handler reads itself. */
  readonly form?: z.ZodMiniObject;
  /** Every answer by status, where it is not the envelope (the OAuth endpoints). */
  readonly answers?: Readonly<Record<number, OtherAnswer>>;
}

/** An answer that is not the envelope. */
export type OtherAnswer =
  /** JSON of this schema. */
  | { readonly description: string; readonly json: z.ZodMiniType }
  /** An HTML page. */
  | { readonly description: string; readonly html: true }
  /** A redirect: the `Location` header says where. */
  | { readonly description: string; readonly redirect: true }
  /** The envelope's failure `{success: false, error}`. */
  | { readonly description: string; readonly failure: true };
