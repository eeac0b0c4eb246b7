import { useId } from 'react';
import { Input, Label } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { useCommittedInput } from '../../../lib/use-committed-input';
import { MAX_SEARCH_LENGTH } from '../url-params';

/**
 * A search box whose value lives in the URL: it commits after the user stops typing (debounced) or at
 * once on Enter. Its accessible name is `label`.
 */
export function SearchField({
  label = 'Search',
  value,
  placeholder,
  onCommit,
  delayMs = 300,
  className,
  describedBy,
}: {
  label?: string;
  value: string | undefined;
  placeholder?: string;
  onCommit: (v: string | undefined) => void;
  delayMs?: number;
  className?: string;
  describedBy?: string;
}) {
  const id = useId();
  const { text, setText, flush } = useCommittedInput(value ?? '', (v) => onCommit(v || undefined), {
    delayMs,
  });
  return (
    <div className={cn('min-w-56 flex-1', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="search"
        className="mt-1"
        placeholder={placeholder}
        maxLength={MAX_SEARCH_LENGTH}
        value={text}
        aria-describedby={describedBy}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            flush();
          }
        }}
      />
    </div>
  );
}
