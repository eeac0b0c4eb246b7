/**
 * The design step's cards: a card that is a button (its preview, `Thumbnail`; chosen, saving, or out of
 * reach with the reason).
 */
import { CheckCircle2, Loader2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { focusRing } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';

export const gridClasses = 'grid grid-cols-[repeat(auto-fill,minmax(min(100%,12rem),1fr))] gap-4';

/** Why a card cannot be chosen, under its details (a sentence, not colour alone). */
export function Unfit({ children }: { children: ReactNode }) {
  return <span className="text-xs text-amber-900">{children}</span>;
}

export function CardButton({
  title,
  preview,
  details,
  chosen,
  saving,
  disabled,
  describedBy,
  onClick,
}: {
  title: string;
  preview: ReactNode;
  details: ReactNode;
  chosen: boolean;
  saving: boolean;
  disabled: boolean;
  describedBy?: string;
  onClick: () => void;
}) {
  const id = useId();
  return (
    <button
      type="button"
      aria-label={title}
      aria-pressed={chosen}
      aria-describedby={[`${id}-details`, describedBy].filter(Boolean).join(' ')}
      disabled={disabled}
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
