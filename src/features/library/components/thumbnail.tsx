import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../lib/cn';

/**
 * A preview image in a box of fixed proportions, so the grid does not jump while images load. The image
 * loads lazily, is contained (never cropped) and is named by `alt`; a broken image says so in words.
 */
export function Thumbnail({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src || src.trim() === '';
  return (
    <div
      className={cn(
        'relative flex aspect-[4/3] w-full items-center justify-center overflow-hidden rounded-t-lg bg-slate-100',
        className,
      )}
    >
      {failed ? (
        <div className="flex flex-col items-center gap-1 text-xs text-slate-500">
          <ImageOff className="h-6 w-6" aria-hidden="true" />
          <span>Preview unavailable{alt ? `: ${alt}` : ''}</span>
        </div>
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
    </div>
  );
}
