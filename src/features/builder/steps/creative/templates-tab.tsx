/**
 * The shared template gallery: templates that fit the draft first (for mail, postal-compliant postcards
 * of a size the channel takes), then the others, which say why they cannot be used and cannot be chosen.
 */
import { useQuery } from '@tanstack/react-query';
import type { DesignTemplate } from '../../../../api/contract/design-template';
import { designFormatText, type FitSubtype } from '../../../../api/contract/print-format';
import { QueryErrorState } from '../../../../components/query-error-state';
import { Badge } from '../../../../components/ui/badge';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadingStatus, Skeleton } from '../../../../components/ui/skeleton';
import { templateQueries } from '../../../../queries/template-queries';
import { printedAsText, sortByFit, unfitSentence } from '../../design-fitness';
import { PostalBadge } from '../../../../components/postal-badge';
import { Thumbnail } from '../../../../components/thumbnail';
import { CardButton, gridClasses, Unfit } from './design-card';

export function TemplatesTab({
  subtype,
  chosenId,
  savingId,
  disabled,
  describedBy,
  onChoose,
}: {
  subtype: FitSubtype;
  chosenId: string | null;
  savingId: string | undefined;
  disabled: boolean;
  describedBy?: string;
  onChoose: (template: DesignTemplate) => void;
}) {
  const list = useQuery(templateQueries.list());
  if (list.isPending) {
    return (
      <div aria-busy="true" className={gridClasses}>
        <LoadingStatus label="Loading the templates…" />
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="aspect-[4/3] w-full" />
        ))}
      </div>
    );
  }
  if (list.isError) {
    return (
      <QueryErrorState
        error={list.error}
        what="the templates"
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  if (list.data.length === 0) {
    return (
      <EmptyState
        title="The template gallery is empty"
        description="Templates appear here when the service offers them. Use one of your own designs meanwhile."
      />
    );
  }
  const sorted = sortByFit(list.data, subtype, (t) => ({
    format: t.format,
    postalCompliant: t.postalCompliant,
  }));
  return (
    <ul aria-label="Templates" className={gridClasses}>
      {sorted.map(({ item: t, fit }) => (
        <li key={t.id} className="min-w-0">
          <CardButton
            title={t.name}
            preview={<Thumbnail src={t.thumbnail} alt="" />}
            details={
              <>
                {t.description ? <span className="text-xs text-slate-600">{t.description}</span> : null}
                <span className="flex flex-wrap gap-2">
                  <PostalBadge compliant={t.postalCompliant} />
                  <Badge tone={fit.fits ? 'accent' : 'muted'}>{designFormatText(t.format)}</Badge>
                </span>
                <span className="sr-only">.</span>
                {fit.fits ? (
                  <span className="text-xs text-slate-600">{printedAsText(fit)}</span>
                ) : (
                  <Unfit>{unfitSentence(fit.reason, subtype)}</Unfit>
                )}
              </>
            }
            chosen={t.id === chosenId}
            saving={t.id === savingId}
            disabled={disabled || !fit.fits}
            describedBy={describedBy}
            onClick={() => onChoose(t)}
          />
        </li>
      ))}
    </ul>
  );
}
