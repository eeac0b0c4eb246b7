/**
 * The summary before sending ("Send 12 postcards to 3 countries from front.pdf"), the confirmation, the
 * progress while the service answers, and a failure that names no row (the page marks the rows a refusal
 * names and closes this). It cannot be closed while sending.
 */
import { Loader2, Send } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { DialogClose, DialogContent } from '../../../components/ui/dialog';
import { countText, countryDisplayName } from '../recipients';
import { numberFormat } from '../../../lib/intl-cache';

type Props = {
  recipients: number;
  countries: readonly { country: string; count: number }[];
  pdfUrl: string;
  fileName: string;
  sending: boolean;
  /** What went wrong with the last try, in words, or null. */
  failure: { title: string; message: string } | null;
  onSend: () => void;
  /** Where focus goes once it closes (the default, the button that opened it, unless prevented). */
  onCloseAutoFocus: (event: Event) => void;
};

export function sendTitle(recipients: number, countries: number, fileName: string): string {
  return `Send ${countText(recipients, 'postcard')} to ${countText(countries, 'country', 'countries')} from ${fileName}`;
}

export function SendDialogContent({
  recipients,
  countries,
  pdfUrl,
  fileName,
  sending,
  failure,
  onSend,
  onCloseAutoFocus,
}: Props) {
  const nf = numberFormat();
  return (
    <DialogContent
      title={sendTitle(recipients, countries.length, fileName)}
      description="Check the summary: once sent, the postcards are printed and mailed, and the send cannot be undone."
      onCloseAutoFocus={onCloseAutoFocus}
      onEscapeKeyDown={(e) => {
        if (sending) e.preventDefault();
      }}
      onInteractOutside={(e) => {
        if (sending) e.preventDefault();
      }}
      className="max-h-[calc(100vh-2rem)] overflow-y-auto"
    >
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="font-medium text-slate-700">Design</dt>
          <dd className="mt-0.5 text-slate-900">
            {fileName}
            <span className="block text-xs break-all text-slate-500">{pdfUrl}</span>
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-700">Recipients by country</dt>
          <dd className="mt-1">
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-slate-900">
              {countries.map((c) => (
                <li key={c.country}>
                  {countryDisplayName(c.country)}: <span className="tabular-nums">{nf.format(c.count)}</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>

      {sending ? (
        <p role="status" className="mt-4 flex items-center gap-2 text-sm text-slate-700">
          <Loader2 className="h-4 w-4 animate-spin text-indigo-600" aria-hidden="true" />
          Sending {countText(recipients, 'postcard')}… Keep this tab open.
        </p>
      ) : null}
      {failure && !sending ? (
        <div
          role="alert"
          className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
        >
          <p className="font-semibold">{failure.title}</p>
          <p className="mt-1 break-words">{failure.message}</p>
        </div>
      ) : null}

      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <DialogClose asChild>
          <Button variant="secondary" disabled={sending}>
            Go back
          </Button>
        </DialogClose>
        <Button onClick={onSend} disabled={sending}>
          {sending ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <Send className="h-4 w-4" aria-hidden="true" />
          )}
          {sending ? 'Sending…' : failure ? 'Try again' : `Send ${countText(recipients, 'postcard')}`}
        </Button>
      </div>
    </DialogContent>
  );
}
