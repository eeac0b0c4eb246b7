/**
 * What every wizard step shares: a save that shows its progress and outcome (a refusal keeps what the user
 * entered and says which field it is about), the step's frame, and its actions row.
 */
import { useMutation, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { CheckCircle2, Loader2, RotateCw } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { describeSaveError, type SaveError } from '../save-feedback';
import type { Wizard } from '../wizard-model';

type SaveOptions<V> = { thenContinue?: boolean; onSaved?: (vars: V) => void; onFailed?: () => void };

type StepSave<V> = {
  /**
   * Sends `vars`; once saved (and the draft's status re-read) calls `onSaved`, then with `thenContinue`
   * goes on to the next step.
   */
  save: (vars: V, opts?: SaveOptions<V>) => void;
  /** Sends the last `vars` again (after a failure). */
  retry: () => void;
  pending: boolean;
  /** The last save's failure, for people; null once a save succeeds or while one runs. */
  error: SaveError | null;
  /** The last save succeeded (and nothing was changed since, as far as the step tells `reset`). */
  saved: boolean;
  /** Forgets the outcome (the user changed something after it). */
  reset: () => void;
  mutation: UseMutationResult<unknown, Error, V>;
};

/**
 * A step's save: `useMutation` over one of `campaignMutations` (its `onSuccess` re-reads the draft's
 * status before the save counts as done), with the failure described by `describeSaveError`.
 */
export function useStepSave<R, V>(
  options: UseMutationOptions<R, Error, V>,
  onContinue: () => void,
): StepSave<V> {
  const mutation = useMutation(options);
  const last = useRef<{ vars: V; opts: SaveOptions<V> } | null>(null);
  const [saved, setSaved] = useState(false);
  const run = (vars: V, opts: SaveOptions<V>) => {
    last.current = { vars, opts };
    setSaved(false);
    // The promise, not `mutate`'s callbacks: those are dropped when the step unmounts first, and a save
    // that ends a draft's editing (submit) re-renders the wizard without this step before it settles.
    mutation.mutateAsync(vars).then(
      () => {
        setSaved(true);
        opts.onSaved?.(vars);
        if (opts.thenContinue) onContinue();
      },
      () => opts.onFailed?.(),
    );
  };
  return {
    save: (vars, opts) => run(vars, opts ?? {}),
    retry: () => {
      if (last.current) run(last.current.vars, last.current.opts);
    },
    pending: mutation.isPending,
    error: mutation.isError ? describeSaveError(mutation.error) : null,
    saved,
    reset: () => {
      setSaved(false);
      if (!mutation.isPending) mutation.reset();
    },
    mutation: mutation as UseMutationResult<unknown, Error, V>,
  };
}

/** The step's frame: its question (under the wizard's heading of the step), what it is for, its content. */
export function StepFrame({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0 space-y-5">
      <header>
        <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          {title}
        </h3>
        {description ? <div className="mt-1 max-w-prose text-sm text-slate-600">{description}</div> : null}
      </header>
      {children}
    </section>
  );
}

/** A message next to a field (tie it with `aria-describedby={id}`); nothing when there is none. */
export function FieldMessage({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm break-words text-red-700">
      {children}
    </p>
  );
}

/**
 * A save's progress and outcome: "Saving…", "Saved", or the failure with a retry. A failure about a field
 * is shown next to that field instead (`shownAtField`), so only its retry stays here.
 */
export function SaveStatus({
  save,
  savingText = 'Saving…',
  savedText = 'Saved.',
  shownAtField = false,
  className,
}: {
  save: Pick<StepSave<unknown>, 'pending' | 'error' | 'saved' | 'retry'>;
  savingText?: string;
  savedText?: string;
  shownAtField?: boolean;
  className?: string;
}) {
  const { pending, error, saved } = save;
  return (
    <div className={cn('min-w-0 text-sm', className)}>
      <p role="status" className="flex items-center gap-1.5 text-slate-700">
        {pending ? (
          <>
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            {savingText}
          </>
        ) : saved ? (
          <>
            <CheckCircle2 className="h-4 w-4 text-emerald-700" aria-hidden="true" />
            {savedText}
          </>
        ) : null}
      </p>
      {error && !pending ? (
        <div className="mt-1 flex flex-wrap items-center gap-2">
          {shownAtField ? (
            <p className="text-red-700">Not saved: see the message above.</p>
          ) : (
            <p role="alert" className="break-words text-red-700">
              Not saved. {error.message}
            </p>
          )}
          {error.needsConnect || error.retryable ? (
            <Button variant="secondary" size="sm" onClick={save.retry}>
              <RotateCw className="h-4 w-4" aria-hidden="true" />
              Try again
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The row of a step's actions: a status on the left, the buttons on the right (wrapping on a phone). It
 * sticks to the bottom of the screen while the step above it is longer than the screen (a gallery of
 * designs on a phone), so Continue is always in reach.
 */
export function StepActions({ status, children }: { status?: ReactNode; children: ReactNode }) {
  return (
    <div
      data-testid="step-actions"
      className="sticky bottom-0 z-10 flex flex-wrap items-start justify-between gap-3 border-t border-slate-200 bg-slate-50/95 pt-4 pb-4 print:static"
    >
      <div className="min-w-0 flex-1 basis-48">{status}</div>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}

/**
 * The actions row of a step that saves what the user changed: the save's status, the step's other buttons
 * (`children`), then "Save and continue", or "Continue" when nothing changed.
 */
export function SaveActions({
  save,
  changed,
  wizard,
  shownAtField,
  onSubmit,
  children,
}: {
  save: Pick<StepSave<unknown>, 'pending' | 'error' | 'saved' | 'retry'>;
  changed: boolean;
  /** Whether the draft can still be changed. */
  wizard: Pick<Wizard, 'editable'>;
  /** The failure is shown next to its field. */
  shownAtField: boolean;
  onSubmit: () => void;
  children?: ReactNode;
}) {
  return (
    <StepActions status={<SaveStatus save={save} shownAtField={shownAtField} />}>
      {children}
      <Button onClick={onSubmit} disabled={save.pending || (changed && !wizard.editable)}>
        <PrimaryLabel pending={save.pending} label={changed ? 'Save and continue' : 'Continue'} />
      </Button>
    </StepActions>
  );
}

/** "Saving…" on the primary button while a save runs. */
export function PrimaryLabel({
  pending,
  label,
  pendingLabel = 'Saving…',
}: {
  pending: boolean;
  label: string;
  pendingLabel?: string;
}) {
  return pending ? (
    <>
      <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
      {pendingLabel}
    </>
  ) : (
    <>{label}</>
  );
}
