/**
 * What a CSV import did, as the import notice says it: the report, and the editor's numbers of the
 * imported rows that need a fix, are outside the EU or hold letters the file's encoding hid.
 */
import { hasUnreadableLetters } from '../../lib/decode-text';
import { hasIssues, recipientFields, type RecipientRow } from './recipients';
import type { ImportReport } from './recipients-csv';
import { rowIssues } from './row-checks';

export type ImportOutcome =
  | {
      ok: true;
      file: string;
      report: ImportReport;
      /** Row numbers (in the editor) of imported rows that need a fix. */
      toFix: number[];
      /** Row numbers of imported rows whose country is not in the EU. */
      outsideEu: number[];
      /** Row numbers of imported rows with letters the file's encoding hid (U+FFFD). */
      unreadableLetters: number[];
    }
  | { ok: false; file: string; message: string };

/** The outcome of importing `rows` after the `kept` rows already in the list. */
export function importOutcome(
  file: string,
  kept: number,
  result: { report: ImportReport; rows: readonly RecipientRow[] },
): ImportOutcome {
  const toFix: number[] = [];
  const outsideEu: number[] = [];
  const unreadableLetters: number[] = [];
  result.rows.forEach((row, i) => {
    const number = kept + i + 1;
    const issues = rowIssues(row);
    if (hasIssues(issues)) toFix.push(number);
    if (recipientFields.some((f) => hasUnreadableLetters(row[f]))) unreadableLetters.push(number);
    if (
      issues.addressCountry &&
      row.addressCountry !== '' &&
      /not in the European Union/.test(issues.addressCountry)
    )
      outsideEu.push(number);
  });
  return { ok: true, file, report: result.report, toFix, outsideEu, unreadableLetters };
}
