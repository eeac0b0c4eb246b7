/**
 * "Copy link": copies a page's address (the page's own by default) for sharing. The button says "Link
 * copied" for a moment, and a status line says it to screen readers; where the browser does not allow
 * the clipboard, it says to copy the address by hand.
 */
import { Check, Link2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from './ui/button';

/** How long "Link copied" stays on the button. */
export const COPIED_MS = 4000;

export function CopyLinkButton({ link = () => window.location.href }: { link?: () => string }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    clearTimeout(timer.current);
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(link());
      setCopied('yes');
      timer.current = setTimeout(() => setCopied(null), COPIED_MS);
    } catch {
      setCopied('failed');
    }
  };
  const Icon = copied === 'yes' ? Check : Link2;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => void copy()}>
        <Icon className="h-4 w-4" aria-hidden="true" />
        {copied === 'yes' ? 'Link copied' : 'Copy link'}
      </Button>
      <span role="status" className={copied === 'failed' ? 'basis-full text-sm text-red-700' : 'sr-only'}>
        {copied === 'yes'
          ? 'Link copied.'
          : copied === 'failed'
            ? 'The link could not be copied: copy the page address instead.'
            : ''}
      </span>
    </>
  );
}
