/**
 * The loading frame's markup: a status line and three grey blocks. Plain markup, no data: the first load
 * paints it before the router's code has arrived (main.tsx), and `PageLoading` draws the same while a
 * page's code or data arrives, so the one replaces the other without a visible change.
 */
export function LoadingFrame({ status, alert = false }: { status: string; alert?: boolean }) {
  const block = 'animate-pulse rounded bg-slate-200';
  return (
    <div className="space-y-4 p-6">
      <p role="status" className={alert ? 'text-sm text-amber-900' : 'sr-only'}>
        {status}
      </p>
      <div aria-hidden="true" className={`${block} h-8 w-64 max-w-full`} />
      <div aria-hidden="true" className={`${block} h-4 w-96 max-w-full`} />
      <div aria-hidden="true" className={`${block} h-40 w-full`} />
    </div>
  );
}
