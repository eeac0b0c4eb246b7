import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

type Props = {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  className?: string;
};

/** Nothing to show, said plainly, with the way out (clear filters, go back …). */
export function EmptyState({ title, description, action, icon, className }: Props) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center',
        className,
      )}
    >
      {icon ? <div className="mb-3 text-slate-400">{icon}</div> : null}
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {description ? <div className="mt-1 max-w-md text-sm text-slate-600">{description}</div> : null}
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}
