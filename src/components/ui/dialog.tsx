/**
 * Thin styled wrappers around Radix Dialog (focus trap, Escape, aria wiring come from Radix).
 */
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from './button';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

type ContentProps = ComponentProps<typeof RadixDialog.Content> & {
  title: ReactNode;
  description?: ReactNode;
  /** `sheet`: slides in from the left edge (mobile navigation); `bottom`: rises from the bottom (phone filters). */
  variant?: 'center' | 'sheet' | 'bottom';
};

export function DialogContent({
  title,
  description,
  variant = 'center',
  className,
  children,
  ...props
}: ContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
      <RadixDialog.Content
        className={cn(
          'fixed z-50 bg-white shadow-xl focus:outline-none',
          variant === 'center'
            ? 'top-1/2 left-1/2 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg p-6'
            : variant === 'bottom'
              ? 'inset-x-0 bottom-0 max-h-[85vh] overflow-y-auto rounded-t-xl p-4'
              : 'inset-y-0 left-0 w-72 max-w-[85vw] overflow-y-auto p-4',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <div>
            <RadixDialog.Title className="text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="mt-1 text-sm text-slate-600">
                {description}
              </RadixDialog.Description>
            ) : null}
          </div>
          <RadixDialog.Close
            className={cn('rounded p-1 text-slate-500 hover:bg-slate-100', focusRing)}
            aria-label="Close"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </RadixDialog.Close>
        </div>
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
