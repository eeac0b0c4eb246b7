import { useServiceTrouble, troubleMessages } from './service-status';

/**
 * Shown while a page's code or data arrives. Plain markup (it is part of the first load), with a line
 * that says the service is still being tried once a read has failed or waited two seconds.
 */
export function PageLoading({
  label = 'Loading…',
  announceTrouble = true,
}: {
  label?: string;
  /** False where the layout's banner already says it. */
  announceTrouble?: boolean;
}) {
  const seen = useServiceTrouble();
  const trouble = announceTrouble ? seen : null;
  const block = 'animate-pulse rounded bg-slate-200';
  return (
    <div className="space-y-4 p-6">
      <p role="status" className={trouble ? 'text-sm text-amber-900' : 'sr-only'}>
        {trouble ? troubleMessages[trouble] : label}
      </p>
      <div aria-hidden="true" className={`${block} h-8 w-64 max-w-full`} />
      <div aria-hidden="true" className={`${block} h-4 w-96 max-w-full`} />
      <div aria-hidden="true" className={`${block} h-40 w-full`} />
    </div>
  );
}
