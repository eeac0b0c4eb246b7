import type { UseQueryResult } from '@tanstack/react-query';
import { CheckCircle2, MinusCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { CardQueryState } from '../../../components/query-state';

/** A label and its value in a `<dl>`. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-sm text-slate-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

export function Flag({ on, onText, offText }: { on: boolean; onText: string; offText: string }) {
  return on ? (
    <span className="inline-flex items-center gap-1.5 text-emerald-800">
      <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
      {onText}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1.5 text-slate-600">
      <MinusCircle className="h-4 w-4" aria-hidden="true" />
      {offText}
    </span>
  );
}

export function NotSet({ children = 'Not set' }: { children?: ReactNode }) {
  return <span className="text-slate-500">{children}</span>;
}

/** A card's fields read by `query`: `count` skeleton lines on their way, then `children`'s fields in a `<dl>`. */
export function QueriedFields<TData>({
  query,
  what,
  loading,
  count,
  children,
}: {
  query: UseQueryResult<TData>;
  what: string;
  loading: string;
  count: number;
  children: (data: TData) => ReactNode;
}) {
  return (
    <CardQueryState query={query} what={what} loading={loading} count={count} shape="fields">
      {(data) => <dl className="mt-2 divide-y divide-slate-100">{children(data)}</dl>}
    </CardQueryState>
  );
}
