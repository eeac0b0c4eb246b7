import { useId } from 'react';
import { Label, NativeSelect } from '../../../components/ui/input';
import { useSyncedState } from '../../../lib/use-synced-state';

type SelectOption = { value: string; label: string };

/**
 * A labelled native select whose value lives in the URL; it shows the choice at once, before the URL has
 * caught up. The empty value is the "all" choice (`allLabel`), when given.
 */
export function SelectField({
  label,
  value,
  options,
  allLabel,
  onChange,
  className,
}: {
  label: string;
  value: string;
  options: readonly SelectOption[];
  allLabel?: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  const id = useId();
  const [current, setCurrent] = useSyncedState(value);
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        className="mt-1"
        value={current}
        onChange={(e) => {
          setCurrent(e.target.value);
          onChange(e.target.value);
        }}
      >
        {allLabel !== undefined ? <option value="">{allLabel}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** One optional filter of a list chosen in a `SelectField`: its "all" choice (`allLabel`) clears it. */
export type ChoiceFilter<K extends string> = {
  key: K;
  label: string;
  /** The field's width on wide screens (a phone gives it the full width). */
  width: string;
  allLabel: string;
};

/** The `fields` of a list's filters with their `options`, each showing `values[key]` and changing it alone. */
export function ChoiceFilters<K extends string>({
  fields,
  options,
  values,
  onChange,
}: {
  fields: readonly ChoiceFilter<K>[];
  options: Record<K, readonly SelectOption[]>;
  values: Partial<Record<K, string>>;
  onChange: (patch: Partial<Record<K, string>>) => void;
}) {
  return fields.map(({ key, width, ...field }) => (
    <SelectField
      key={key}
      {...field}
      options={options[key]}
      className={`${width} max-sm:w-full`}
      value={values[key] ?? ''}
      onChange={(value) => onChange({ [key]: value || undefined } as Partial<Record<K, string>>)}
    />
  ));
}
