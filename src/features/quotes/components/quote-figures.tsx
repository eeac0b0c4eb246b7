import type { ReactNode } from 'react';

/** The headline total of a quote. */
export function QuoteTotal({
  label,
  amount,
  caption,
}: {
  label: string;
  amount: string;
  caption?: ReactNode;
}) {
  return (
    <div>
      <p className="text-sm text-slate-600">{label}</p>
      <p className="text-3xl font-semibold tracking-tight text-slate-900" data-testid="quote-total">
        {amount}
      </p>
      {caption ? <p className="mt-1 text-sm text-slate-600">{caption}</p> : null}
      <p role="status" className="sr-only">
        Quote ready: {amount}
      </p>
    </div>
  );
}

/** A label and value row of a quote's details. */
export function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}
