/** "Remove all 12 rows?": the confirmation before the list is emptied. */
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { countText } from '../recipients';

type Props = {
  open: boolean;
  rows: number;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  onCloseAutoFocus: (event: Event) => void;
};

export function ClearDialog({ open, rows, onOpenChange, onConfirm, onCloseAutoFocus }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Remove all ${countText(rows, 'row')}?`}
        description="The list is emptied, in this tab too. Download it first if you may need it again."
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary">Keep the list</Button>
          </DialogClose>
          <Button variant="danger" onClick={onConfirm}>
            Remove all
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
