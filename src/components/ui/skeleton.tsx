import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A grey placeholder block; hidden from assistive technology (pair it with a status text). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded bg-slate-200', className)} {...props} />
  );
}

/** Visually hidden text for screen readers, e.g. "Loading campaigns…". */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <p role="status" className="sr-only">
      {label}
    </p>
  );
}
