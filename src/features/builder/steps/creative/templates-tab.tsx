/**
 * The shared template gallery: templates that fit the draft first (for mail, postal-compliant postcards
 * of a size the channel takes), then the others, which say why they cannot be used and cannot be chosen.
 */
import { useQuery } from '@tanstack/react-query';
import type { DesignTemplate } from '../../../../api/contract/design-template';
import { designFormatText, type FitSubtype } from '../../../../api/contract/print-format';
import { QueryState } from '../../../../components/query-state';
import { Badge } from '../../../../components/ui/badge';
import { EmptyState } from '../../../../components/ui/empty-state';
import { templateQueries } from '../../../../queries/template-queries';
import { sortByFit } from '../../design-fitness';
import { PostalBadge } from '../../../../components/postal-badge';
import { Thumbnail } from '../../../../components/thumbnail';
import { CardButton, CardGridPending, FitNote, gridClasses, type CardChoice } from './design-card';

export function TemplatesTab({
  subtype,
  choice,
  onChoose,
}: {
  subtype: FitSubtype;
  choice: CardChoice;
  onChoose: (template: DesignTemplate) => void;
}) {
  const list = useQuery(templateQueries.list());
  return (
    <QueryState
      query={list}
      what="the templates"
      pending={<CardGridPending label="Loading the templates…" />}
    >
      {(templates) =>
        templates.length === 0 ? (
          <EmptyState
            title="The template gallery is empty"
            description="Templates appear here when the service offers them. Use one of your own designs meanwhile."
          />
        ) : (
          <ul aria-label="Templates" className={gridClasses}>
            {sortByFit(templates, subtype, (t) => ({
              format: t.format,
              postalCompliant: t.postalCompliant,
            })).map(({ item: t, fit }) => (
              <li key={t.id} className="min-w-0">
                <CardButton
                  id={t.id}
                  choice={choice}
                  unusable={!fit.fits}
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
                      <FitNote fit={fit} subtype={subtype} />
                    </>
                  }
                  onClick={() => onChoose(t)}
                />
              </li>
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}
