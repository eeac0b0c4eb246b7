/** "Fill to N pieces": how many pieces to reach (empty: the EDDM minimum), the button, and what the fill did. */
import { useState } from 'react';
import { BEST_FIT_MAX_VOLUME } from '../../../api/contract/carrier-route';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { numberFormat } from '../../../lib/intl-cache';

type Props = {
  /** The EDDM minimum of the searched place's city, when known. */
  minimum: number | null;
  filling: boolean;
  note: string | null;
  /** Fills to the pieces typed (the text as typed). */
  onFill: (text: string) => void;
};

export function FillForm({ minimum, filling, note, onFill }: Props) {
  const [text, setText] = useState('');
  return (
    <form
      aria-label="Fill to a number of pieces"
      className="flex flex-wrap items-end gap-2 print:hidden"
      onSubmit={(e) => {
        e.preventDefault();
        onFill(text);
      }}
    >
      <label className="text-sm text-slate-700" htmlFor="planner-fill">
        Fill to
        <Input
          id="planner-fill"
          type="number"
          inputMode="numeric"
          min={1}
          max={BEST_FIT_MAX_VOLUME}
          value={text}
          placeholder={minimum ? String(minimum) : 'pieces'}
          onChange={(e) => setText(e.target.value)}
          className="mt-1 w-32"
          aria-describedby="fill-hint"
        />
      </label>
      <Button type="submit" size="md" variant="secondary" disabled={filling}>
        {filling ? 'Filling…' : 'Fill to N pieces'}
      </Button>
      <span id="fill-hint" className="basis-full text-xs text-slate-500">
        Adds the nearest routes to the searched place until the mailing reaches this many pieces
        {minimum ? ` (empty: the ${numberFormat().format(minimum)}-piece minimum)` : ''}.
      </span>
      {note ? (
        <p role="status" className="basis-full text-sm text-slate-700">
          {note}
        </p>
      ) : null}
    </form>
  );
}
