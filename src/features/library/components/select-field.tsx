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
