import { useEffect, useEffectEvent, useState } from 'react';

/**
 * Local text for an input whose value lives in the URL: typing updates the field at once and commits
 * (calls `onCommit`) after `delayMs` without further typing; a URL change made elsewhere (back button,
 * "clear filters") replaces the text, but the URL catching up with our own commit never overwrites what
 * the user typed since.
 */
export function useCommittedInput(
  urlValue: string,
  onCommit: (value: string) => void,
  { delayMs, accept = () => true }: { delayMs: number; accept?: (value: string) => boolean },
) {
  const [text, setText] = useState(urlValue);
  const [seen, setSeen] = useState(urlValue);
  const [committed, setCommitted] = useState<string | null>(null);

  if (urlValue !== seen) {
    setSeen(urlValue);
    if (urlValue !== committed) setText(urlValue);
    setCommitted(null);
  }

  const commit = useEffectEvent((value: string) => {
    setCommitted(value);
    onCommit(value);
  });

  const pending = text.trim();
  useEffect(() => {
    if (pending === urlValue || !accept(pending)) return;
    const timer = setTimeout(() => commit(pending), delayMs);
    return () => clearTimeout(timer);
    // `accept` is a pure check; a new function each render must not restart the timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending, urlValue, delayMs]);

  /** Commit now (Enter). */
  const flush = () => {
    if (pending !== urlValue && accept(pending)) {
      setCommitted(pending);
      onCommit(pending);
    }
  };

  return { text, setText, flush };
}
