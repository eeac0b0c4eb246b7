/**
 * What a CSV import did: how many recipients came in, which rows need a fix (outside the EU, say), and
 * what was left out (empty or unreadable lines, lines past the limit, columns not found or not used).
 */
import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { ImportOutcome } from '../import-outcome';
import { countText, fieldLabels, MAX_RECIPIENTS } from '../recipients';
import { numberFormat } from '../../../lib/intl-cache';

const nf = numberFormat();

/** "rows 4, 9 and 12", at most `max` named. */
function rowList(numbers: readonly number[], max = 10): string {
  const shown = numbers.slice(0, max).map((n) => nf.format(n));
  const rest = numbers.length - shown.length;
  const word = numbers.length === 1 ? 'row' : 'rows';
  if (rest > 0) return `${word} ${shown.join(', ')} and ${countText(rest, 'more', 'more')}`;
  if (shown.length === 1) return `${word} ${shown[0]}`;
  return `${word} ${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

type Props = {
  outcome: ImportOutcome;
  onShowRowsToFix: () => void;
  onDismiss: () => void;
};

export function ImportNotice({ outcome, onShowRowsToFix, onDismiss }: Props) {
  if (!outcome.ok) {
    return (
      <div
        role="alert"
        className="mb-4 flex items-start gap-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
      >
        <div className="min-w-0 flex-1">
          <p className="font-semibold">Could not import {outcome.file}</p>
          <p className="mt-1">{outcome.message}</p>
        </div>
        <DismissButton onDismiss={onDismiss} />
      </div>
    );
  }
  const { report, toFix, outsideEu, unreadableLetters, file } = outcome;
  const notes: string[] = [];
  if (unreadableLetters.length > 0)
    notes.push(
      `Some letters in ${rowList(unreadableLetters)} could not be read (shown as �): check the file's encoding (save it as UTF-8) or retype them.`,
    );
  if (outsideEu.length > 0)
    notes.push(
      `${countText(outsideEu.length, 'address', 'addresses')} outside the European Union (${rowList(outsideEu)}): choose an EU country or remove ${outsideEu.length === 1 ? 'it' : 'them'}.`,
    );
  if (report.missingColumns.length > 0)
    notes.push(
      `No column for ${report.missingColumns.map((f) => fieldLabels[f].toLowerCase()).join(', ')}: those cells are empty. Fill them in, or name the column in the file's first line and import again.`,
    );
  if (report.emptyLines > 0) notes.push(`${countText(report.emptyLines, 'empty line')} skipped.`);
  for (const u of report.unreadable.slice(0, 5))
    notes.push(`Line ${nf.format(u.line)} could not be read (${u.reason}) and was skipped.`);
  if (report.unreadable.length > 5)
    notes.push(`${countText(report.unreadable.length - 5, 'more unreadable line')} skipped.`);
  if (report.overLimit > 0)
    notes.push(
      `${countText(report.overLimit, 'line')} left out: one send takes at most ${nf.format(MAX_RECIPIENTS)} recipients.`,
    );
  if (report.ignoredColumns.length > 0) notes.push(`Columns not used: ${report.ignoredColumns.join(', ')}.`);

  return (
    <div
      role="status"
      className="mb-4 flex items-start gap-3 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950"
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          Imported {countText(report.imported, 'recipient')} from {file}.
          {toFix.length > 0
            ? ` ${countText(toFix.length, 'row needs', 'rows need')} a fix: ${rowList(toFix)}.`
            : report.imported > 0
              ? ' Every row is ready.'
              : ''}
        </p>
        {notes.length > 0 ? (
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        ) : null}
        {toFix.length > 0 ? (
          <Button variant="secondary" size="sm" className="mt-2" onClick={onShowRowsToFix}>
            Show the rows to fix
          </Button>
        ) : null}
      </div>
      <DismissButton onDismiss={onDismiss} />
    </div>
  );
}

function DismissButton({ onDismiss }: { onDismiss: () => void }) {
  return (
    <Button variant="ghost" size="icon" aria-label="Dismiss" className="-m-1 h-8 w-8" onClick={onDismiss}>
      <X className="h-4 w-4" aria-hidden="true" />
    </Button>
  );
}
