import { useMutation } from '@tanstack/react-query';
import { Loader2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { campaignMutations } from '../../../queries/campaign-mutations';
import { forgetDraft } from '../kept-steps';
import { describeSaveError } from '../save-feedback';

/**
 * "Cancel draft", after a confirmation. Once cancelled, the draft's status is read again and the wizard
 * says it is cancelled (a confirmation, with nothing scheduled).
 */
export function CancelDraft({ campaignId, name }: { campaignId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const cancel = useMutation(campaignMutations.cancel(campaignId));
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) cancel.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary">
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Cancel draft
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Cancel this draft?"
        description={`“${name}” will be cancelled and can no longer be edited or submitted. Nothing was charged, printed or mailed.`}
      >
        {cancel.isError ? (
          <p role="alert" className="mb-3 text-sm text-red-700">
            {describeSaveError(cancel.error).message}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary">Keep the draft</Button>
          </DialogClose>
          <Button
            variant="danger"
            disabled={cancel.isPending}
            onClick={() =>
              // The promise, not `mutate`'s callback: the cancelled draft's wizard drops this dialog first.
              void cancel.mutateAsync().then(
                () => forgetDraft(campaignId),
                () => undefined,
              )
            }
          >
            {cancel.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
            {cancel.isPending ? 'Cancelling…' : 'Cancel the draft'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
