/** Step 3: "Review and send", what holds it back, and the summary dialog it opens once the list checks out. */
import { Send } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { REVIEW_BUTTON_ID } from '../editor-ids';
import { SendDialogContent } from './send-dialog';

type Props = {
  /** Why the summary did not open, or null. */
  blocker: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReview: () => void;
  /** The summary's content (shown while `open`). */
  summary: ComponentProps<typeof SendDialogContent>;
};

export function SendSection({ blocker, open, onOpenChange, onReview, summary }: Props) {
  return (
    <section
      aria-labelledby="postcards-send-heading"
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="postcards-send-heading" className="text-base font-semibold text-slate-900">
        3. Check and send
      </h2>
      <p className="mt-1 text-sm text-slate-600">You see a summary before anything is sent.</p>
      {blocker ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {blocker}
        </p>
      ) : null}
      <Dialog open={open} onOpenChange={onOpenChange}>
        <Button id={REVIEW_BUTTON_ID} className="mt-4" onClick={onReview}>
          <Send className="h-4 w-4" aria-hidden="true" />
          Review and send
        </Button>
        {open ? <SendDialogContent {...summary} /> : null}
      </Dialog>
    </section>
  );
}
