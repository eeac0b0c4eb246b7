import { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import type { z } from 'zod/mini';
import { describeIssues, fieldError } from '../../src/api/contract/describe-issues';
import { ApiError, badRequest, isClientAbort } from './errors';

/** Largest accepted request body, in bytes (the body-limit middleware enforces the same bound). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Parses the query string (repeated parameters become arrays) with a contract schema; 400 names the field. */
export function parseQuery<S extends z.ZodMiniType>(c: Context, schema: S): z.output<S> {
  // fromEntries defines own properties, so a parameter named `__proto__` is just an (ignored) key.
  const raw: Record<string, string | string[]> = Object.fromEntries(
    Object.entries(c.req.queries()).map(([key, values]) => [key, values.length === 1 ? values[0]! : values]),
  );
  const result = schema.safeParse(raw);
  if (!result.success) throw badRequest(describeIssues(result.error, 'query parameter'));
  return result.data;
}

/** Validates one path parameter; 400 names it. */
export function parseParam<S extends z.ZodMiniType>(c: Context, name: string, schema: S): z.output<S> {
  const value = c.req.param(name);
  const result = schema.safeParse(value);
  if (!result.success) {
    const message = result.error.issues[0]?.message ?? 'invalid value';
    throw badRequest(fieldError(name, message, 'path parameter'));
  }
  return result.data;
}

/** `application/json`, or a `+json` type such as `application/merge-patch+json`; parameters ignored. */
const isJsonMediaType = (header: string) => {
  // What nearly every client sends, checked before taking the header apart.
  if (header === 'application/json') return true;
  const type = header.split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || /^application\/[\w.-]+\+json$/.test(type);
};

/**
 * Reads a JSON object body and validates it with `schema`. Over 1 MB -> 413; a Content-Type other than
 * JSON (bodies are `application/json`), empty or malformed JSON -> 400; a JSON value that is not an
 * object -> 400; schema failure -> 400 naming the field.
 */
export async function readJsonBody<S extends z.ZodMiniType>(c: Context, schema: S): Promise<z.output<S>> {
  return parseJsonBody(await readJsonText(c), schema);
}

/**
 * The first half of `readJsonBody`: the body's text, refused when over 1 MB (413) or not declared JSON
 * (400). Split so that `mount` can key the answer cache on the text before parsing it.
 */
export async function readJsonText(c: Context): Promise<string> {
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) throw tooLarge();
  const contentType = c.req.header('content-type');
  if (!contentType || !isJsonMediaType(contentType)) {
    throw badRequest(
      `Content-Type must be application/json (got ${contentType ? `'${contentType}'` : 'none'})`,
    );
  }
  try {
    // A body Node has read for a request of declared length (not chunked) is exactly that long, so
    // within the limit: the adapter decodes it as text straight away, as `utf8` below would, without
    // first copying it into an ArrayBuffer. Any other body (chunked, or a Request made in-process, whose
    // Content-Length says nothing) is measured first.
    if (Number.isFinite(declared) && c.req.header('transfer-encoding') === undefined && servedByNode(c)) {
      return await c.req.text();
    }
    const bytes = await c.req.arrayBuffer();
    if (bytes.byteLength > MAX_BODY_BYTES) throw tooLarge();
    return utf8.decode(bytes);
  } catch (err) {
    if (err instanceof ApiError || isClientAbort(err)) throw err;
    throw badRequest('Could not read the request body');
  }
}

/** Did the request come through Node's HTTP server (the adapter hands the app Node's own request)? */
const servedByNode = (c: Context) =>
  (c.env as { incoming?: unknown } | undefined)?.incoming instanceof IncomingMessage;

/** Decodes whole bodies (no streaming), so one decoder serves every request; a leading BOM is dropped. */
const utf8 = new TextDecoder();

/** The second half of `readJsonBody`: the text as a JSON object valid for `schema` (400 otherwise). */
export function parseJsonBody<S extends z.ZodMiniType>(text: string, schema: S): z.output<S> {
  if (text.trim() === '') throw badRequest('Request body is empty: expected a JSON object');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest('Malformed JSON in the request body');
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    throw badRequest('Request body must be a JSON object');
  }
  const result = schema.safeParse(json);
  if (!result.success) throw badRequest(describeIssues(result.error, 'body field'));
  return result.data;
}

const tooLarge = () =>
  new ApiError(413, `Request body too large: the limit is ${MAX_BODY_BYTES} bytes (1 MB)`);
