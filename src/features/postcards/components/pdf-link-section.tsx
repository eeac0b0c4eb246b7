/** Step 1: the link to the postcard's PDF, checked as it is typed, with the service's reason when it refused it. */
import { useId } from 'react';
import { Input, Label } from '../../../components/ui/input';
import { PDF_INPUT_ID } from '../editor-ids';

type Props = {
  pdfUrl: string;
  /** The problem to show under the link, if any. */
  problem: string | undefined;
  /** Whether `problem` is the service's refusal. */
  refused: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
};

export function PdfLinkSection({ pdfUrl, problem, refused, onChange, onBlur }: Props) {
  const pdfId = useId();
  return (
    <section
      aria-labelledby={`${pdfId}-heading`}
      className="mb-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${pdfId}-heading`} className="text-base font-semibold text-slate-900">
        1. Your postcard
      </h2>
      <Label htmlFor={PDF_INPUT_ID} className="mt-3">
        Link to the PDF of your postcard
      </Label>
      <p id={`${pdfId}-hint`} className="mt-0.5 text-sm text-slate-600">
        The print-ready PDF (front and back) at a web address the printer can download. One design for every
        recipient.
      </p>
      <Input
        id={PDF_INPUT_ID}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://example.com/postcard.pdf"
        className="mt-2 max-w-2xl"
        value={pdfUrl}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${pdfId}-hint${problem ? ` ${pdfId}-error` : ''}`}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
      {problem ? (
        <p id={`${pdfId}-error`} className="mt-1 text-sm text-red-700">
          {refused ? <span className="font-semibold">Refused by the service: </span> : null}
          {problem}
        </p>
      ) : null}
    </section>
  );
}
