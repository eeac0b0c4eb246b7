import { Skeleton } from '../../../components/ui/skeleton';

/** The cards of a grid on their way: how many, and the padding and text lines of each. */
export type CardSkeletons = { count: number; padding: string; lines: readonly string[] };

/** A grid (`className`) of cards on their way: each a picture and, under it, one skeleton a class of `lines`. */
export function CardGridSkeleton({
  className,
  count,
  padding,
  lines,
}: CardSkeletons & { className: string }) {
  return (
    <div className={className} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="rounded-lg border border-slate-200 bg-white">
          <Skeleton className="aspect-[4/3] w-full rounded-b-none" />
          <div className={`space-y-2 ${padding}`}>
            {lines.map((line, j) => (
              <Skeleton key={j} className={line} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
