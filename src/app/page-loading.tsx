import { LoadingStatus, Skeleton } from '../components/ui/skeleton';

/** Shown while a page's code or data arrives. */
export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="space-y-4 p-6">
      <LoadingStatus label={label} />
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-4 w-96 max-w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
