/** Shown while a page's code or data arrives. Plain markup: it is part of the first load. */
export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  const block = 'animate-pulse rounded bg-slate-200';
  return (
    <div className="space-y-4 p-6">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div aria-hidden="true" className={`${block} h-8 w-64`} />
      <div aria-hidden="true" className={`${block} h-4 w-96 max-w-full`} />
      <div aria-hidden="true" className={`${block} h-40 w-full`} />
    </div>
  );
}
