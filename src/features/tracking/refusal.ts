/**
 * Where a refused send goes. The service's 400 names the fields of the body it is about (written with the
 * contract's `fieldError`, several joined; read back with its `readFieldProblems`); the composer shows each
 * at that field and keeps what the user typed. A refusal naming no field the form has is shown above the
 * button.
 */
import { fieldError, fieldHead, readFieldProblems } from '../../api/contract/describe-issues';
import { metadataLimits } from '../../api/contract/tracking';
import { isApiError } from '../../api/http-errors';
import type { ComposerValues } from './composer';

/** A form field (`value`, `metadata.2.key`, `metadata`), or null for the form as a whole. */
type RefusalTarget =
  | Exclude<keyof ComposerValues, 'metadata'>
  | 'metadata'
  | `metadata.${number}.key`
  | `metadata.${number}.value`
  | null;

type Refusal = { target: RefusalTarget; message: string };

const plainFields = ['type', 'transactionId', 'value', 'currency', 'userId', 'coupon', 'discount'] as const;

const sentence = (s: string) => {
  const t = s.trim();
  const capital = t.charAt(0).toUpperCase() + t.slice(1);
  return ['.', '!', '?'].includes(capital.slice(-1)) ? capital : `${capital}.`;
};

/** A metadata key the contract refuses as a key (its length, or a key that cannot be kept). */
const isRefusedKey = (key: string) =>
  key.length === 0 || key.length > metadataLimits.maxKeyLength || key === '__proto__';

/**
 * The form field a body path names: `metadata.plan` is the row whose key is `plan` (its key when the key
 * itself is refused, else its value; `metadata.tags[1]` is an item of the value).
 */
function targetOf(path: string, values: ComposerValues): RefusalTarget {
  const head = fieldHead(path);
  if (head === 'eventName') return 'kind';
  if ((plainFields as readonly string[]).includes(head)) return head as RefusalTarget;
  if (head === 'metadata') {
    const entry = path.slice('metadata.'.length);
    const item = entry.endsWith(']') ? entry.lastIndexOf('[') : -1;
    const key = (item >= 0 ? entry.slice(0, item) : entry).trim();
    const row =
      path === 'metadata' || key === '' ? -1 : values.metadata.findIndex((r) => r.key.trim() === key);
    if (row === -1) return 'metadata';
    return item < 0 && isRefusedKey(key) ? `metadata.${row}.key` : `metadata.${row}.value`;
  }
  return null;
}

/** Each problem of a refusal message, at its field. */
export function refusalsOf(message: string, values: ComposerValues): Refusal[] {
  const { problems, rest } = readFieldProblems(message);
  const refusals: Refusal[] = rest ? [{ target: null, message: sentence(rest) }] : [];
  for (const problem of problems) {
    const target = targetOf(problem.field, values);
    refusals.push({
      target,
      message:
        target === null
          ? sentence(fieldError(problem.field, problem.rule, problem.part))
          : `The service refused it: ${sentence(problem.rule)}`,
    });
  }
  return refusals.length > 0 ? refusals : [{ target: null, message: sentence(message) }];
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
