/**
 * The chosen design, larger: this session's choice, else the template in the address, else the draft's
 * own, read back as the campaign's flyer artwork (`GET /client/campaigns/{id}/artworks`), so a draft
 * resumed from a list or another device shows its design. The creative write invalidates that read. It
 * says the design's format by name and size and what it is printed (and priced) as; for a design chosen
 * earlier, the format the draft's quote prices.
 */
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import type { Design } from '../../../../api/contract/design';
import type { DesignTemplate } from '../../../../api/contract/design-template';
import {
  designFit,
  designFormatText,
  eddmFormatText,
  isEddmFormat,
  type FitSubtype,
} from '../../../../api/contract/print-format';
import { LoadingStatus, Skeleton } from '../../../../components/ui/skeleton';
import { campaignInsightQueries } from '../../../../queries/campaign-insight-queries';
import { templateQueries } from '../../../../queries/template-queries';
import type { StepProps } from '../../step-props';
import { printedAsText } from '../../design-fitness';
import { PostalBadge } from '../../../../components/postal-badge';
import { Thumbnail } from '../../../../components/thumbnail';

export type Chosen = { kind: 'design'; item: Design } | { kind: 'template'; item: DesignTemplate };

export function ChosenPanel({
  campaignId,
  status,
  subtype,
  search,
  chosen,
}: {
  campaignId: string;
  status: StepProps['status'];
  subtype: FitSubtype;
  search: URLSearchParams;
  chosen: Chosen | null;
}) {
  const noneYet = status.missing.includes('selectedDesignId') || status.missing.includes('designId');
  const notReady = status.missing.includes('designReady');
  const unfit = status.missing.includes('designFit');
  const templateId = chosen ? null : search.get('template');
  const templates = useQuery({ ...templateQueries.list(), enabled: !!templateId });
  const fromUrl = templateId ? templates.data?.find((t) => t.id === templateId) : undefined;
  const shown: Chosen | null = chosen ?? (fromUrl ? { kind: 'template', item: fromUrl } : null);
  const artwork = useQuery({
    ...campaignInsightQueries.artworks(campaignId),
    enabled: !shown && !noneYet,
  });
  const flyer = artwork.data?.flyer ?? null;
  const quoteFormat = status.quote.format?.toUpperCase();
  const pricedAs =
    subtype === 'EDDM' && isEddmFormat(quoteFormat)
      ? `Printed as ${eddmFormatText(quoteFormat)}, an Every Door Direct Mail size; the price follows it.`
      : null;

  let body;
  if (shown) {
    const name = shown.item.name;
    const fit = designFit(shown.item.format, subtype, {
      postalCompliant: shown.kind === 'template' ? shown.item.postalCompliant : undefined,
    });
    body = (
      <div className="flex flex-wrap gap-4">
        <Thumbnail
          src={shown.kind === 'design' ? shown.item.thumbnailUrl : shown.item.thumbnail}
          alt={`Chosen design: ${name}`}
          className="max-w-md rounded-md sm:w-80"
          unavailable="Preview unavailable"
        />
        <div className="min-w-0 flex-1 basis-48 space-y-2 text-sm">
          <p className="font-medium break-words text-slate-900">{name}</p>
          <p className="text-slate-600">
            {shown.kind === 'design' ? 'One of your designs' : 'From the template gallery'}:{' '}
            {designFormatText(shown.item.format)}
          </p>
          {fit.fits ? (
            <p data-testid="chosen-printed-as" className="text-slate-700">
              {printedAsText(fit)}
            </p>
          ) : null}
          {shown.kind === 'template' ? <PostalBadge compliant={shown.item.postalCompliant} /> : null}
        </div>
      </div>
    );
  } else if (noneYet) {
    body = <p className="text-sm text-slate-600">No design chosen yet: pick one below.</p>;
  } else if (artwork.isPending) {
    body = (
      <div aria-busy="true" className="flex flex-wrap gap-4">
        <LoadingStatus label="Loading your chosen design…" />
        <Skeleton className="aspect-[4/3] w-full max-w-md rounded-md sm:w-80" />
      </div>
    );
  } else if (flyer) {
    body = (
      <div className="flex flex-wrap gap-4">
        <Thumbnail
          src={flyer.thumbnailUrl}
          alt={`Chosen design: ${flyer.fileName}`}
          className="max-w-md rounded-md sm:w-80"
          unavailable="Preview unavailable"
        />
        <div className="min-w-0 flex-1 basis-48 space-y-2 text-sm">
          <p className="font-medium break-words text-slate-900">{flyer.fileName}</p>
          <p className="text-slate-600">Saved with this draft. Pick another below to replace it.</p>
          {pricedAs && !unfit ? (
            <p data-testid="chosen-printed-as" className="text-slate-700">
              {pricedAs}
            </p>
          ) : null}
        </div>
      </div>
    );
  } else {
    body = (
      <p className="text-sm text-slate-600">
        A design is chosen for this draft. Pick another below to replace it.
      </p>
    );
  }

  return (
    <section aria-label="Your chosen design" className="rounded-lg border border-slate-200 bg-white p-4">
      <h4 className="mb-3 flex items-center gap-1.5 text-sm font-semibold text-slate-900">
        {shown || (!noneYet && !notReady && !unfit) ? (
          <CheckCircle2 className="h-4 w-4 text-emerald-700" aria-hidden="true" />
        ) : null}
        Your chosen design
      </h4>
      {notReady && !chosen ? (
        <p className="mb-2 text-sm text-amber-800">
          The chosen design is not ready to print: choose another one.
        </p>
      ) : null}
      {unfit && !chosen ? (
        <p className="mb-2 text-sm text-amber-800">
          The chosen design cannot be used for this kind of campaign: choose one marked as fitting below.
        </p>
      ) : null}
      {body}
    </section>
  );
}
