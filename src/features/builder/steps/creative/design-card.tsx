/**
 * The design step's cards: a card that is a button (its preview, `Thumbnail`; chosen, saving, or out of
 * reach with the reason), the grid they stand in, and the grid's stand-in while it is read.
 */
import { CheckCircle2, Loader2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { DesignFit, FitSubtype } from '../../../../api/contract/print-format';
import { QueryPending, SkeletonLines } from '../../../../components/query-state';
import { focusRing } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';
import { printedAsText, unfitSentence } from '../../design-fitness';

export const gridClasses = 'grid grid-cols-[repeat(auto-fill,minmax(min(100%,12rem),1fr))] gap-4';

/** A tab's cards while they are read. */
export function CardGridPending({ label }: { label: string }) {
  return (
    <QueryPending label={label} className={gridClasses}>
      <SkeletonLines count={6} className="aspect-[4/3] w-full" />
    </QueryPending>
  );
}

/** What a card's format prints as for this draft, or why it cannot be used (a sentence, not colour alone). */
export function FitNote({ fit, subtype }: { fit: DesignFit; subtype: FitSubtype }) {
  return fit.fits ? (
    <span className="text-xs text-slate-600">{printedAsText(fit)}</span>
  ) : (
    <span className="text-xs text-amber-900">{unfitSentence(fit.reason, subtype)}</span>
  );
}

/**
 * Where the step's choice stands, the same for every card of a tab: the chosen card, the one being saved,
 * whether cards can be chosen at all, and the refusal that describes them.
 */
export type CardChoice = {
  chosenId: string | null;
  savingId: string | undefined;
  disabled: boolean;
  describedBy?: string;
};

/** Card `id` of a tab (`unusable`: this card cannot be chosen, whatever the choice). */
export function CardButton({
  id: cardId,
  choice,
  unusable,
  title,
  preview,
  details,
  onClick,
}: {
  id: string;
  choice: CardChoice;
  unusable: boolean;
  title: string;
  preview: ReactNode;
  details: ReactNode;
  onClick: () => void;
}) {
  const id = useId();
  const chosen = cardId === choice.chosenId;
  const saving = cardId === choice.savingId;
  const { disabled, describedBy } = choice;
  return (
    <button
      type="button"
      aria-label={title}
      aria-pressed={chosen}
      aria-describedby={[`${id}-details`, describedBy].filter(Boolean).join(' ')}
      disabled={disabled || unusable}
      onClick={onClick}
      className={cn(
        'flex h-full w-full flex-col overflow-hidden rounded-lg border bg-white text-left shadow-sm transition-colors',
        'enabled:hover:border-indigo-400 disabled:cursor-not-allowed',
        chosen ? 'border-indigo-600 ring-2 ring-indigo-600' : 'border-slate-200',
        focusRing,
      )}
    >
      {preview}
      <span className="flex flex-1 flex-col gap-2 p-3">
        <span className="text-sm font-medium break-words text-slate-900">{title}</span>
        <span id={`${id}-details`} className="mt-auto flex flex-col gap-2">
          {details}
        </span>
      </span>
      {saving || chosen ? (
        <span className="flex items-center gap-1.5 border-t border-slate-100 px-3 py-2 text-xs font-medium text-indigo-800">
          {saving ? (
            <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden="true" />
          ) : (
            <CheckCircle2 className="h-3.5 w-3.5" aria-hidden="true" />
          )}
          {saving ? 'Saving…' : 'Chosen'}
        </span>
      ) : null}
    </button>
  );
}
