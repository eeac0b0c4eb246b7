/**
 * What a failed send means for the page, as pure logic: a refusal that names rows or the PDF link marks
 * them (every row is kept) and says so above the steps; any other failure is said in the summary dialog,
 * which stays open so the user can try again.
 */
import { isApiError } from '../../api/http-errors';
import {
  countText,
  readSendRefusal,
  refusalMessage,
  sentence,
  type RecipientField,
  type RecipientRow,
  type RowIssues,
} from './recipients';

export type SendFailure = { title: string; message: string };

/** Words for a failed send that names no row. */
export function describeSendFailure(error: unknown): SendFailure {
  if (!isApiError(error))
    return {
      title: 'The postcards were not sent',
      message: error instanceof Error ? error.message : String(error),
    };
  switch (error.kind) {
    case 'unavailable':
      return {
        title: 'The service could not be reached',
        message: `${error.message} Your list is kept: try again in a moment.`,
      };
    case 'invalid':
      return { title: 'The service refused this send; nothing was sent', message: sentence(error.message) };
    case 'forbidden':
      return { title: 'Your account may not send postcards', message: error.message };
    case 'unauthorized':
      return { title: 'Your session has ended', message: 'Sign in again: your list is kept in this tab.' };
    default:
      return { title: 'The postcards were not sent', message: error.message };
  }
}

export type SendOutcome =
  | { kind: 'failure'; failure: SendFailure }
  | {
      kind: 'refused';
      /** The service's reasons by row id and field. */
      marks: Record<string, RowIssues>;
      /** The reason the PDF link was refused, as a sentence. */
      pdfRefusal: string | null;
      /** What the notice above the steps says. */
      notice: string;
      /** The first refused field, focused (none when only the link was refused). */
      first: { rowId: string; field: RecipientField } | null;
    };

/** Reads a failed send of the rows `sent` (in the order sent). */
export function readSendFailure(error: unknown, sent: readonly RecipientRow[]): SendOutcome {
  const refusal =
    isApiError(error) && error.kind === 'invalid'
      ? readSendRefusal(error.message)
      : { recipients: [], fileUrl: null, unnamed: 0 };
  const rowRefusals = refusal.recipients.filter((r) => r.index >= 0 && r.index < sent.length);
  if (rowRefusals.length === 0 && refusal.fileUrl === null)
    return { kind: 'failure', failure: describeSendFailure(error) };
  const marks: Record<string, RowIssues> = {};
  for (const r of rowRefusals) {
    const row = sent[r.index]!;
    const field = r.field ?? 'addressName';
    marks[row.id] = { ...marks[row.id], [field]: refusalMessage(r, row) };
  }
  const refusedRows = Object.keys(marks).length;
  // The service names the first few problems and counts the rest ("(and 3 more)").
  const more =
    refusal.unnamed > 0
      ? ` It named only the first problems (${countText(refusal.unnamed, 'more was', 'more were')} not named): sending again shows any left.`
      : '';
  const notice =
    (refusedRows > 0
      ? `The service refused ${countText(refusedRows, 'row')}, so nothing was sent. Every row you entered is still here: the reasons are next to the marked fields. Fix them and send again.`
      : 'The service refused the link to your PDF, so nothing was sent. The reason is under the link.') +
    more;
  const firstRefusal = rowRefusals[0];
  return {
    kind: 'refused',
    marks,
    pdfRefusal: refusal.fileUrl === null ? null : sentence(refusal.fileUrl),
    notice,
    first: firstRefusal
      ? { rowId: sent[firstRefusal.index]!.id, field: firstRefusal.field ?? 'addressName' }
      : null,
  };
}
