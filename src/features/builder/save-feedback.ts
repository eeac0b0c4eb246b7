/**
 * What a refused save says, and which field it names. The service's 400 messages name the field they are
 * about (`startDate`, `routes[3]`), written with the contract's `fieldError` and read back here with its
 * `readFieldProblems`; the step shows the message next to that field and keeps what the user entered.
 */
import { fieldHead, readFieldProblems } from '../../api/contract/describe-issues';
import { isApiError } from '../../api/http-errors';

export type SaveError = { message: string; field: string | null; needsConnect: boolean; retryable: boolean };

/** The field a refusal names first (`startDate`, `routes` for `routes[3]`), or null. */
function refusedFieldOf(message: string): string | null {
  const first = readFieldProblems(message).problems[0];
  return first ? fieldHead(first.field) : null;
}

/** The position in the list `list` a refusal names (`cities[2].volume` -> 2 for `cities`), or null. */
export function refusedIndex(message: string, list: string): number | null {
  for (const { field } of readFieldProblems(message).problems) {
    if (fieldHead(field) !== list) continue;
    const index = field
      .slice(list.length)
      .split(/[.[\]]/)
      .find((part) => part !== '');
    if (index !== undefined && /^\d+$/.test(index)) return Number(index);
  }
  return null;
}

/** A save's failure, for people: the service's own sentence when it refused the input. */
export function describeSaveError(error: unknown): SaveError {
  if (!isApiError(error)) {
    return {
      message: error instanceof Error ? error.message : 'The change could not be saved.',
      field: null,
      needsConnect: false,
      retryable: true,
    };
  }
  const needsConnect = error.kind === 'needs-connect';
  const message =
    error.kind === 'unavailable'
      ? 'The service is not reachable right now; nothing was lost. Try again.'
      : error.status === 409
        ? `${error.message} It can no longer be changed.`
        : error.message;
  return {
    message,
    field: error.kind === 'invalid' ? refusedFieldOf(error.message) : null,
    needsConnect,
    retryable: error.retryable,
  };
}
