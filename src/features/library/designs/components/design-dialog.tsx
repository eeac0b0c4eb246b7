import { AlertTriangle } from 'lucide-react';
import type { Design } from '../../../../api/contract/design';
import { Dialog, DialogContent } from '../../../../components/ui/dialog';
import { LibraryStatusBadge } from '../../components/status-badge';
import { Thumbnail } from '../../../../components/thumbnail';
import { designStatusNote } from '../../library-labels';
import { designFormatLabel } from '../design-filters';

/**
 * One design in detail: the preview at a large size, its format and status, and what the status means.
 * For a rejected design it says that the service gives no reason (the spec's design has no such field).
 */
export function DesignDialog({
  design,
  onClose,
  returnFocus,
}: {
  design: Design;
  onClose: () => void;
  /** Puts the focus back where the dialog was opened from. */
  returnFocus: () => void;
}) {
  const rejected = design.status.trim().toUpperCase() === 'REJECTED';
  return (
    <Dialog open onOpenChange={(o) => (o ? undefined : onClose())}>
      <DialogContent
        title={design.name}
        className="max-h-[90vh] w-[min(48rem,calc(100vw-2rem))] overflow-y-auto [overflow-wrap:anywhere] max-sm:p-4"
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          returnFocus();
        }}
      >
        <Thumbnail
          src={design.thumbnailUrl}
          alt={`Preview of ${design.name}`}
          className="max-h-[60vh] rounded-lg border border-slate-200"
        />
        <dl className="mt-4 grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
          <dt className="text-slate-500">Format</dt>
          <dd className="text-slate-900">{designFormatLabel(design.format)}</dd>
          <dt className="text-slate-500">Status</dt>
          <dd>
            <LibraryStatusBadge status={design.status} />
          </dd>
        </dl>
        <p
          className={
            rejected
              ? 'mt-4 flex items-start gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-950'
              : 'mt-4 text-sm text-slate-700'
          }
        >
          {rejected ? (
            <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" aria-hidden="true" />
          ) : null}
          <span>{designStatusNote(design.status)}</span>
        </p>
      </DialogContent>
    </Dialog>
  );
}
