import { List, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../lib/cn';
import { focusRing } from './ui/button';

/**
 * The two views of the campaigns: the list (a directory) and the results (which campaigns worked). Links,
 * so each view keeps its own address; the current one is marked for screen readers too.
 */
export function ViewSwitch({
  current,
  listTo,
  resultsTo,
}: {
  current: 'campaigns' | 'results';
  listTo: string;
  resultsTo: string;
}) {
  const items = [
    { id: 'campaigns', label: 'List', to: listTo, Icon: List },
    { id: 'results', label: 'Results', to: resultsTo, Icon: TrendingUp },
  ] as const;
  return (
    <nav
      aria-label="Campaign views"
      className="inline-flex rounded-md border border-slate-300 bg-white p-0.5"
    >
      {items.map(({ id, label, to, Icon }) => (
        <Link
          key={id}
          to={to}
          aria-current={current === id ? 'page' : undefined}
          className={cn(
            'inline-flex h-9 items-center gap-1.5 rounded px-3 text-sm font-medium',
            focusRing,
            current === id ? 'bg-indigo-50 text-indigo-800' : 'text-slate-700 hover:bg-slate-100',
          )}
        >
          <Icon className="h-4 w-4" aria-hidden="true" />
          {label}
        </Link>
      ))}
    </nav>
  );
}
