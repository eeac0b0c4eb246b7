/**
 * The receipt of a send: what was sent, the job and submission ids to quote to support, the status in
 * words and the estimated completion date in the user's locale.
 */
import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PostcardSubmission } from '../../../api/contract/postcard';
import { Button } from '../../../components/ui/button';
import { formatPlainDate, formatTimestamp, isPlainDate } from '../../../lib/dates';
import { RECEIPT_HEADING_ID } from '../editor-ids';
import { countText, statusWords } from '../recipients';

/** A date (`2026-04-10`, the same day everywhere) or a timestamp (in the user's time zone), in their locale. */
export function completionDate(value: string): string {
  if (isPlainDate(value)) return formatPlainDate(value);
  // A timestamp at UTC midnight is a date the service wrote as a timestamp.
  if (/^\d{4}-\d{2}-\d{2}T00:00(:00(\.0+)?)?(Z|[+-]00:?00)$/.test(value))
    return formatPlainDate(value.slice(0, 10));
  return formatTimestamp(value);
}

type Props = {
  submission: PostcardSubmission;
  recipients: number;
  countries: number;
  file: string;
  onNewSend: () => void;
  onReuseList: () => void;
  onDownloadList: () => void;
};

export function Receipt({
  submission,
  recipients,
  countries,
  file,
  onNewSend,
  onReuseList,
  onDownloadList,
}: Props) {
  const rows: [string, ReactNode][] = [
    ['Job ID', <code className="font-mono text-sm break-all">{submission.JobGuid}</code>],
    ['Submission ID', <code className="font-mono text-sm break-all">{submission.submissionId}</code>],
    ['Status', statusWords(submission.status)],
    ['Estimated completion', completionDate(submission.estimatedCompletionDate)],
  ];
  return (
    <section
      aria-labelledby={RECEIPT_HEADING_ID}
      className="rounded-lg border border-emerald-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <CheckCircle2 className="mt-0.5 h-6 w-6 shrink-0 text-emerald-600" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2
            id={RECEIPT_HEADING_ID}
            tabIndex={-1}
            className="text-lg font-semibold text-slate-900 focus:outline-none"
          >
            Your postcards are on their way
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {countText(recipients, 'postcard')} to {countText(countries, 'country', 'countries')}, printed
            from <span className="font-medium break-all">{file}</span>.
          </p>
          <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
            {rows.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-medium text-slate-600">{term}</dt>
                <dd className="-mt-2 text-slate-900 sm:mt-0">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-sm text-slate-600">
            Keep the job ID and the submission ID: support asks for them if you have a question about this
            send.
          </p>
          <div className="mt-5 flex flex-wrap gap-2">
            <Button onClick={onNewSend}>Start a new send</Button>
            <Button variant="secondary" onClick={onReuseList}>
              Send to the same list again
            </Button>
            <Button variant="ghost" onClick={onDownloadList}>
              Download the list (CSV)
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
