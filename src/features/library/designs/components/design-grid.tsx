import type { Design } from '../../../../api/contract/design';
import { Badge } from '../../../../components/ui/badge';
import { Skeleton } from '../../../../components/ui/skeleton';
import { cn } from '../../../../lib/cn';
import { LibraryStatusBadge } from '../../components/status-badge';
import { Thumbnail } from '../../components/thumbnail';
import { designFormatLabel } from '../design-filters';

const gridClasses = 'grid grid-cols-[repeat(auto-fill,minmax(13rem,1fr))] gap-4';

function DesignCard({ design }: { design: Design }) {
  return (
    <article
      aria-label={design.name}
      className="flex h-full flex-col rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <Thumbnail src={design.thumbnailUrl} alt={design.name} />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h2 className="truncate text-sm font-medium text-slate-900" title={design.name}>
          {design.name}
        </h2>
        <div className="mt-auto flex flex-wrap items-center gap-2">
          <Badge tone="accent" title={design.format}>
            {designFormatLabel(design.format)}
          </Badge>
          <LibraryStatusBadge status={design.status} />
        </div>
      </div>
    </article>
  );
}

export function DesignGrid({ designs, busy }: { designs: Design[]; busy?: boolean }) {
  return (
    <ul
      aria-label="Designs"
      aria-busy={busy || undefined}
      className={cn(gridClasses, busy && 'opacity-60 transition-opacity')}
    >
      {designs.map((d) => (
        <li key={d.id}>
          <DesignCard design={d} />
        </li>
      ))}
    </ul>
  );
}

export function DesignGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className={gridClasses} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="rounded-lg border border-slate-200 bg-white">
          <Skeleton className="aspect-[4/3] w-full rounded-b-none" />
          <div className="space-y-2 p-3">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}
