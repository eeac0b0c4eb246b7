import type { z } from 'zod';

/** Where an invalid value was: a query parameter, a body field or a path parameter. */
export type RequestPart = 'query parameter' | 'body field' | 'path parameter';

const pathName = (path: readonly PropertyKey[]) =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i > 0 ? '.' : ''}${String(p)}`)).join('');

/**
 * One readable sentence per invalid field, naming it: "Invalid query parameter 'first': must be at most 500".
 * When a field fails several checks, the last (most specific: bounds come after zod's own number checks)
 * is reported.
 */
export function describeIssues(error: z.ZodError, what: RequestPart): string {
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
