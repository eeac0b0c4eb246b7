import { AlertTriangle, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';

type Props = {
  title: string;
  message?: ReactNode;
  /** Shows a "Try again" button. */
  onRetry?: () => void;
  retrying?: boolean;
  /** Further actions (links back, sign in …). */
  actions?: ReactNode;
  className?: string;
};

/** A failure the user can read and, where it makes sense, retry. */
export function ErrorState({ title, message, onRetry, retrying, actions, className }: Props) {
  return (
    <div
      role="alert"
      className={cn('rounded-lg border border-red-200 bg-red-50 p-6 text-red-900', className)}
    >
      <div className="flex items-start gap-3">
        <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0 text-red-600" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold">{title}</h2>
          {message ? <div className="mt-1 text-sm break-words text-red-800">{message}</div> : null}
          {onRetry || actions ? (
            <div className="mt-4 flex flex-wrap gap-2">
              {onRetry ? (
                <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying}>
                  <RotateCw className={cn('h-4 w-4', retrying && 'animate-spin')} aria-hidden="true" />
                  {retrying ? 'Retrying…' : 'Try again'}
                </Button>
              ) : null}
              {actions}
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
