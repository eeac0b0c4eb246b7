/**
 * What a refused save says, and which field it names. The service's 400 messages name the field they are
 * about (`Invalid body field 'startDate': ...`, `routes[3]: ...`); the step shows the message next to that
 * field and keeps what the user entered.
 */
import { isApiError } from '../../../api/http-errors';

export type SaveError = { message: string; field: string | null; needsConnect: boolean; retryable: boolean };

const FIELD = /(?:body field|field|parameter)\s+'([\w.[\]]+)'/i;
const POSITION = /^(\w+)(?:\[\d+\]|\.\d+)/;

/** The body field a refusal names (`startDate`, `routes`), or null. */
export function refusedFieldOf(message: string): string | null {
  const named = FIELD.exec(message)?.[1] ?? POSITION.exec(message)?.[1] ?? null;
  return named ? (named.split(/[.[]/)[0] ?? null) : null;
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
