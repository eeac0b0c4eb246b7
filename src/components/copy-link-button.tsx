/**
 * "Copy link": copies a page's address (the page's own by default) for sharing. The button says "Link
 * copied" for a moment, and a status line says it to screen readers; where the browser does not allow
 * the clipboard, it says to copy the address by hand.
 */
import { Check, Link2 } from 'lucide-react';
import { useClipboardCopy } from '../lib/use-clipboard-copy';
import { Button } from './ui/button';

/** How long "Link copied" stays on the button. */
export const COPIED_MS = 4000;

export function CopyLinkButton({ link = () => window.location.href }: { link?: () => string }) {
  const [copied, copy] = useClipboardCopy(COPIED_MS);
  const Icon = copied === 'copied' ? Check : Link2;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => void copy(link())}>
        <Icon className="h-4 w-4" aria-hidden="true" />
        {copied === 'copied' ? 'Link copied' : 'Copy link'}
      </Button>
      <span role="status" className={copied === 'failed' ? 'basis-full text-sm text-red-700' : 'sr-only'}>
        {copied === 'copied'
          ? 'Link copied.'
          : copied === 'failed'
            ? 'The link could not be copied: copy the page address instead.'
            : ''}
      </span>
    </>
  );
}
