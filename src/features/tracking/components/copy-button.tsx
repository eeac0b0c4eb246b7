import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';

/**
 * Copies `text` to the clipboard. Where the browser does not allow it (no permission, an insecure page),
 * says so and how to copy by hand.
 */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    clearTimeout(timer.current);
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), 2500);
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" size="sm" onClick={() => void copy()} aria-label={`Copy ${what}`}>
        {state === 'copied' ? (
          <Check className="h-4 w-4 text-emerald-700" aria-hidden="true" />
        ) : (
          <Copy className="h-4 w-4" aria-hidden="true" />
        )}
        {state === 'copied' ? 'Copied' : 'Copy'}
      </Button>
      <span role="status" className={state === 'failed' ? 'text-xs text-red-700' : 'sr-only'}>
        {state === 'copied'
          ? `Copied the ${what}.`
          : state === 'failed'
            ? `Copying is not allowed here: select the ${what} below and copy it with your keyboard.`
            : ''}
      </span>
    </div>
  );
}
