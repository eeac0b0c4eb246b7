/**
 * Where a refused send goes. The service's 400 names the body field it is about (`Invalid body field
 * 'discount': must be a positive amount ...`, several joined with `; `); the composer shows each at that
 * field and keeps what the user typed. A refusal naming no field the form has is shown above the button.
 */
import { isApiError } from '../../api/http-errors';
import type { ComposerValues } from './composer';

/** A form field (`value`, `metadata.2.key`, `metadata`), or null for the form as a whole. */
export type RefusalTarget =
  | Exclude<keyof ComposerValues, 'metadata'>
  | 'metadata'
  | `metadata.${number}.key`
  | `metadata.${number}.value`
  | null;

export type Refusal = { target: RefusalTarget; message: string };

const PART = /^Invalid (?:body field|field|parameter) '([^']+)': ([\s\S]*)$/;
const plainFields = ['type', 'transactionId', 'value', 'currency', 'userId', 'coupon', 'discount'] as const;

const sentence = (s: string) => {
  const t = s.trim();
  const capital = t.charAt(0).toUpperCase() + t.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
};

/** The form field a body path names (`metadata.plan` is the row whose key is `plan`). */
function targetOf(path: string, detail: string, values: ComposerValues): RefusalTarget {
  const [head, ...rest] = path.split('.');
  if (head === 'eventName') return 'kind';
  if ((plainFields as readonly string[]).includes(head ?? '')) return head as RefusalTarget;
  if (head === 'metadata') {
    const key = rest
      .join('.')
      .replace(/\[\d+\]$/, '')
      .trim();
    const row = key === '' ? -1 : values.metadata.findIndex((r) => r.key.trim() === key);
    if (row === -1) return 'metadata';
    return /\bkeys?\b/i.test(detail) ? `metadata.${row}.key` : `metadata.${row}.value`;
  }
  return null;
}

/** Each problem of a refusal message, at its field. */
export function refusalsOf(message: string, values: ComposerValues): Refusal[] {
  const parts = message.split(/;\s+(?=Invalid )/);
  return parts.map((part) => {
    const m = PART.exec(part.trim());
    if (!m) return { target: null, message: sentence(part) };
    const detail = m[2]!.replace(/\s*\(and \d+ more\)$/, '');
    const target = targetOf(m[1]!, detail, values);
    return {
      target,
      message: target === null ? sentence(part) : `The service refused it: ${sentence(detail)}`,
    };
  });
}

/** What a failed send says: the service's refusals at their fields, or one message for the form. */
export function describeSendError(error: unknown, values: ComposerValues): Refusal[] {
  if (!isApiError(error))
    return [{ target: null, message: error instanceof Error ? error.message : 'The event was not sent.' }];
  switch (error.kind) {
    case 'invalid':
      return refusalsOf(error.message, values);
    case 'unavailable':
      return [
        {
          target: null,
          message: 'The service could not be reached, so nothing was recorded. Try again in a moment.',
        },
      ];
    case 'unauthorized':
      return [{ target: null, message: 'Your session has ended: sign in again, then send it.' }];
    default:
      return [{ target: null, message: sentence(error.message) }];
  }
}
