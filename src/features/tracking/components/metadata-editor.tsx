import { Plus, Trash2 } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { metadataLimits } from '../../../api/contract/tracking';
import { Button } from '../../../components/ui/button';
import { FieldError, Input, Label } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import {
  longestValue,
  metadataValue,
  type ComposerInput,
  type ComposerOutput,
  type MetadataRow,
} from '../composer';

type Props = {
  form: UseFormReturn<ComposerInput, unknown, ComposerOutput>;
  /** The rows as they are now (for the live counts). */
  rows: readonly MetadataRow[];
  disabled?: boolean;
};

const { maxEntries, maxKeyLength, maxValueLength } = metadataLimits;

/** "12/40", red past the limit. */
function Count({ n, max, label }: { n: number; max: number; label: string }) {
  return (
    <span className={cn('tabular-nums', n > max ? 'font-medium text-red-700' : 'text-slate-500')}>
      {label} {n}/{max}
    </span>
  );
}

/** A key's or a value's input, with its live count and its message. */
function CountedInput({
  id,
  label,
  className,
  error,
  input,
  count,
}: {
  id: string;
  label: string;
  className?: string;
  error?: string;
  input: ComponentProps<typeof Input>;
  count: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        className={cn('mt-1', className)}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        {...input}
      />
      <p id={`${id}-count`} className="mt-1 text-xs">
        {count}
      </p>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/**
 * Metadata: rows of key and value; a value can be a list (its items separated by commas). The limits
 * (50 entries, keys up to 40 characters, values or list items up to 256) are counted as the user types.
 */
export function MetadataEditor({ form, rows, disabled }: Props) {
  const id = useId();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'metadata' });
  const errors = form.formState.errors.metadata;
  const rootError = errors?.root?.message ?? errors?.message;
  const filled = rows.filter((r) => r.key.trim() !== '' || r.value.trim() !== '').length;
  const full = fields.length >= maxEntries;

  return (
    <fieldset className="min-w-0" aria-describedby={`${id}-hint ${id}-count`}>
      <legend className="text-sm font-medium text-slate-700">Metadata (optional)</legend>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
        Anything else to keep with the event, such as the landing page or the products bought. Keys up to{' '}
        {maxKeyLength} characters, values up to {maxValueLength}. Tick “List” to send several values,
        separated by commas.
      </p>
      <p id={`${id}-count`} className="mt-1 text-xs text-slate-600" aria-live="polite">
        {filled} of {maxEntries} entries
      </p>
      <ol className="mt-2 space-y-3">
        {fields.map((field, i) => {
          const row = rows[i] ?? { key: '', value: '', list: false };
          const keyError = errors?.[i]?.key?.message;
          const valueError = errors?.[i]?.value?.message;
          const items = row.list ? metadataValue(row) : null;
          const n = i + 1;
          return (
            <li key={field.id} className="rounded-md border border-slate-200 p-3">
              <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
                <CountedInput
                  id={`${id}-${i}-key`}
                  label={`Key ${n}`}
                  className="font-mono"
                  error={keyError}
                  input={{ spellCheck: false, disabled, ...form.register(`metadata.${i}.key`) }}
                  count={<Count n={row.key.trim().length} max={maxKeyLength} label="Characters" />}
                />
                <CountedInput
                  id={`${id}-${i}-value`}
                  label={`Value ${n}`}
                  error={valueError}
                  input={{
                    disabled,
                    placeholder: row.list ? 'first, second, third' : undefined,
                    ...form.register(`metadata.${i}.value`),
                  }}
                  count={
                    items ? (
                      <>
                        <span className="text-slate-500">
                          {items.length} {items.length === 1 ? 'item' : 'items'},{' '}
                        </span>
                        <Count n={longestValue(row)} max={maxValueLength} label="longest" />
                      </>
                    ) : (
                      <Count n={row.value.length} max={maxValueLength} label="Characters" />
                    )
                  }
                />
              </div>
              <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                <label className="flex items-center gap-2 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    className="h-4 w-4 rounded border-slate-400 accent-indigo-600"
                    disabled={disabled}
                    {...form.register(`metadata.${i}.list`, {
                      onChange: () => void form.trigger(`metadata.${i}.value`),
                    })}
                  />
                  List (comma-separated values)
                </label>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={disabled}
                  aria-label={`Remove entry ${n}`}
                  onClick={() => {
                    remove(i);
                    void form.trigger('metadata');
                  }}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                  Remove
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <FieldError id={`${id}-error`}>{rootError}</FieldError>
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        disabled={disabled || full}
        onClick={() => append({ key: '', value: '', list: false }, { shouldFocus: true })}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
        Add entry
      </Button>
      {full ? (
        <p className="mt-1 text-xs text-slate-600">That is the most an event can carry ({maxEntries}).</p>
      ) : null}
    </fieldset>
  );
}
