import { useRef, useState } from 'react';
import type { Design } from '../../../../api/contract/design';
import { Badge } from '../../../../components/ui/badge';
import { focusRing } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';
import { CardGridSkeleton, type CardSkeletons } from '../../components/card-grid-skeleton';
import { LibraryStatusBadge } from '../../components/status-badge';
import { Thumbnail } from '../../../../components/thumbnail';
import { designFormatLabel } from '../design-filters';
import { DesignDialog } from './design-dialog';

const gridClasses = 'grid grid-cols-[repeat(auto-fill,minmax(13rem,1fr))] gap-4';

/**
 * A design as a card. Its name is written in full (file names wrap wherever they must) and is the button
 * that opens the design's detail; the button covers the whole card, so a click anywhere opens it.
 */
function DesignCard({ design, onOpen }: { design: Design; onOpen: (opener: HTMLButtonElement) => void }) {
  return (
    <article
      aria-label={design.name}
      className="relative flex h-full flex-col rounded-lg border border-slate-200 bg-white shadow-sm hover:border-indigo-300 hover:shadow"
    >
      <Thumbnail src={design.thumbnailUrl} alt={design.name} className="rounded-t-lg" />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h2 className="text-sm font-medium [overflow-wrap:anywhere] text-slate-900">
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={(e) => onOpen(e.currentTarget)}
            className={cn(
              'text-left after:absolute after:inset-0 after:rounded-lg after:content-[""] hover:text-indigo-700',
              focusRing,
            )}
          >
            {design.name}
          </button>
        </h2>
        <div className="mt-auto flex flex-wrap items-center gap-2">
          <Badge tone="accent">{designFormatLabel(design.format)}</Badge>
          <LibraryStatusBadge status={design.status} />
        </div>
      </div>
    </article>
  );
}

export function DesignGrid({ designs, busy }: { designs: Design[]; busy?: boolean }) {
  const [openId, setOpenId] = useState<string | null>(null);
  // The card's button that opened the dialog gets the focus back when it closes.
  const opener = useRef<HTMLButtonElement | null>(null);
  const open = designs.find((d) => d.id === openId);
  return (
    <>
      <ul
        aria-label="Designs"
        aria-busy={busy || undefined}
        className={cn(gridClasses, busy && 'opacity-60 transition-opacity')}
      >
        {designs.map((d) => (
          <li key={d.id}>
            <DesignCard
              design={d}
              onOpen={(button) => {
                opener.current = button;
                setOpenId(d.id);
              }}
            />
          </li>
        ))}
      </ul>
      {open ? (
        <DesignDialog
          design={open}
          onClose={() => setOpenId(null)}
          returnFocus={() => opener.current?.focus()}
        />
      ) : null}
    </>
  );
}

const cardSkeletons: CardSkeletons = { count: 8, padding: 'p-3', lines: ['h-4 w-3/4', 'h-4 w-1/2'] };

export function DesignGridSkeleton() {
  return <CardGridSkeleton className={gridClasses} {...cardSkeletons} />;
}
