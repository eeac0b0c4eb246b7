import type { z } from 'zod/mini';

/** Where an invalid value was: a query parameter, a body field or a path parameter. */
export type RequestPart = 'query parameter' | 'body field' | 'path parameter';

/** One refused value: where it was, its name (`routes[3]`, `recipients[2].addressCountry`) and the rule. */
export type FieldProblem = { part: RequestPart; field: string; rule: string };

const pathName = (path: readonly PropertyKey[]) =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i > 0 ? '.' : ''}${String(p)}`)).join('');

/**
 * The one way a refusal names a field: "Invalid body field 'startDate': is before …". The sandbox writes
 * every such message with this; the dashboard reads them back with `readFieldProblems`.
 */
export function fieldError(field: string, rule: string, part: RequestPart = 'body field'): string {
  return `Invalid ${part} '${field}': ${rule}`;
}

/** Several problems in one message, joined the way `readFieldProblems` splits them. */
export function fieldErrors(problems: readonly FieldProblem[]): string {
  return problems.map((p) => fieldError(p.field, p.rule, p.part)).join('; ');
}

const LEAD = /Invalid (query parameter|body field|path parameter) '([^']+)': /g;
const MORE = / \(and (\d+) more\)$/;

/**
 * The field problems a refusal message carries, in order; whatever it says that names no field (`rest`,
 * trimmed; empty when every word belongs to a field); and how many more problems it counted without naming
 * them (`more`: `describeIssues` names the first five and ends with "(and 3 more)"). The inverse of
 * `fieldErrors`.
 */
export function readFieldProblems(message: string): { problems: FieldProblem[]; rest: string; more: number } {
  const counted = MORE.exec(message);
  const text = counted ? message.slice(0, counted.index) : message;
  const leads = [...text.matchAll(LEAD)];
  const problems = leads.map((m, i) => {
    const start = m.index + m[0].length;
    const end = i + 1 < leads.length ? leads[i + 1]!.index : text.length;
    const rule = text.slice(start, end).replace(/;\s*$/, '').trim();
    return { part: m[1] as RequestPart, field: m[2]!, rule };
  });
  const rest = (leads.length ? text.slice(0, leads[0]!.index) : text).replace(/[;.\s]+$/, '').trim();
  return { problems, rest, more: counted && leads.length ? Number(counted[1]) : 0 };
}

/** The top-level name of a field path: `routes` for `routes[3]`, `metadata` for `metadata.plan`. */
export function fieldHead(field: string): string {
  return field.split(/[.[]/)[0] ?? field;
}

/**
 * One readable sentence per invalid field, naming it: "Invalid query parameter 'first': must be at most 500".
 * When a field fails several checks, the last (most specific: bounds come after zod's own number checks)
 * is reported.
 */
export function describeIssues(error: z.core.$ZodError, what: RequestPart): string {
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
      field ? fieldError(field, message, what) : `Invalid ${what.replace(/ .*/, '')}: ${message}`,
    );
  const more = entries.length > 5 ? ` (and ${entries.length - 5} more)` : '';
  return parts.join('; ') + more;
}
