import type { DesignTemplate } from '../../../../api/contract/design-template';
import { PostalBadge } from '../../../../components/postal-badge';
import { Badge } from '../../../../components/ui/badge';
import { Thumbnail } from '../../../../components/thumbnail';
import { CardGridSkeleton, type CardSkeletons } from '../../components/card-grid-skeleton';
import { humanizeCode } from '../../url-params';

const gridClasses = 'grid grid-cols-[repeat(auto-fill,minmax(16rem,1fr))] gap-4';

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex gap-1">
      <dt className="text-slate-500">{term}:</dt>
      <dd className="text-slate-800">{value}</dd>
    </div>
  );
}

function TemplateCard({ template }: { template: DesignTemplate }) {
  return (
    <article
      aria-label={template.name}
      className="flex h-full flex-col rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <Thumbnail src={template.thumbnail} alt={template.name} className="rounded-t-lg" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="text-sm font-semibold text-slate-900">{template.name}</h2>
          <PostalBadge compliant={template.postalCompliant} />
        </div>
        {template.description ? <p className="text-sm text-slate-600">{template.description}</p> : null}
        <dl className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-2 text-xs">
          <Fact term="Format" value={humanizeCode(template.format)} />
          <Fact term="Orientation" value={humanizeCode(template.orientation)} />
          <Fact term="Industry" value={humanizeCode(template.industry)} />
        </dl>
        {!template.isPublic ? (
          <Badge tone="muted" className="self-start">
            Not public
          </Badge>
        ) : null}
      </div>
    </article>
  );
}

export function TemplateGallery({ templates }: { templates: DesignTemplate[] }) {
  return (
    <ul aria-label="Templates" className={gridClasses}>
      {templates.map((t) => (
        <li key={t.id}>
          <TemplateCard template={t} />
        </li>
      ))}
    </ul>
  );
}

const cardSkeletons: CardSkeletons = {
  count: 6,
  padding: 'p-4',
  lines: ['h-4 w-2/3', 'h-3 w-full', 'h-3 w-1/2'],
};

export function TemplateGallerySkeleton() {
  return <CardGridSkeleton className={gridClasses} {...cardSkeletons} />;
}
