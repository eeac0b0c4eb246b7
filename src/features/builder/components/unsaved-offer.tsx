/**
 * A step opened with changes left unsaved before this visit (another visit, a reload, a new tab): they
 * are shown as they were left, and the user keeps them (goes on with them, still to save) or discards
 * them (the step goes back to what is saved).
 */
import { History } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { unsavedChangesText } from '../../../lib/unsaved-steps';

export function UnsavedOffer({
  at,
  onKeep,
  onDiscard,
}: {
  /** When the changes were made (ms since the epoch). */
  at: number;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-text`}
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <p id={`${id}-text`} className="flex min-w-0 flex-1 basis-56 items-center gap-2">
        <History className="h-4 w-4 shrink-0" aria-hidden="true" />
        <span>{unsavedChangesText(at)}: they are shown below, not saved yet.</span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={onKeep} aria-describedby={`${id}-text`}>
          Keep
        </Button>
        <Button size="sm" variant="ghost" onClick={onDiscard} aria-describedby={`${id}-text`}>
          Discard
        </Button>
      </div>
    </section>
  );
}
