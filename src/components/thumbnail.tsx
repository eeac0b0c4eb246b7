import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../lib/cn';

/**
 * A preview image in a box of fixed proportions (4:3), so a grid does not jump while images load: the
 * library's design and template cards, a design's dialog, the design step's cards and its chosen design.
 * The image loads lazily, is contained (never cropped) and is named by `alt`; a missing or broken image
 * says so in words (`unavailable`, by default naming `alt`). Phrasing content only, so it fits in a button.
 */
export function Thumbnail({
  src,
  alt,
  className,
  unavailable = `Preview unavailable${alt ? `: ${alt}` : ''}`,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  unavailable?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !src || src.trim() === '' || failedSrc === src;
  return (
    <span
      className={cn(
        'relative flex aspect-[4/3] w-full items-center justify-center overflow-hidden bg-slate-100',
        className,
      )}
    >
      {failed ? (
        <span className="flex flex-col items-center gap-1 p-2 text-center text-xs text-slate-500">
          <ImageOff className="h-6 w-6" aria-hidden="true" />
          {unavailable}
        </span>
      ) : (
        <img
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          width={400}
          height={300}
          className="h-full w-full object-contain p-2"
          onError={() => setFailedSrc(src)}
        />
      )}
    </span>
  );
}
