import type { ReactNode } from 'react';
import { QueryPending } from '../components/query-state';
import { Skeleton } from '../components/ui/skeleton';
import type { ModuleLoader } from '../lib/once-import';
import { useModule } from '../lib/use-module';

/**
 * A campaign-page tab whose code is loaded when the tab is first shown: a skeleton of the tab's height
 * until it arrives, the tab at once when it already has (no Suspense hold).
 */
export function LazyTab<M>({
  loader,
  label,
  skeletonClassName,
  children,
}: {
  loader: ModuleLoader<M>;
  /** What the pending state says, such as "Loading missions…". */
  label: string;
  skeletonClassName: string;
  children: (module: M) => ReactNode;
}) {
  const module = useModule(loader);
  if (!module)
    return (
      <QueryPending label={label} busy={false}>
        <Skeleton className={skeletonClassName} />
      </QueryPending>
    );
  return children(module);
}
