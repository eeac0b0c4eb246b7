import { useQuery } from '@tanstack/react-query';
import { ExternalLink, ImageOff } from 'lucide-react';
import type { ArtworkPiece, CampaignArtwork } from '../../../api/contract/artwork';
import { QueryPending, QueryState } from '../../../components/query-state';
import { Card, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { campaignInsightQueries } from '../../../queries/campaign-insight-queries';
import { Field, Flag, NotSet } from './fields';

/** The last path segment of a link, for a piece without a file name. */
function nameOf(piece: ArtworkPiece, fallback: string): string {
  if (piece.fileName) return piece.fileName;
  try {
    const last = new URL(piece.fileLink, 'http://x').pathname.split('/').filter(Boolean).pop();
    return last ? decodeURIComponent(last) : fallback;
  } catch {
    return fallback;
  }
}

/** `DESIGN_STUDIO` -> "Design studio"; other text as it is. */
function sourceText(source: string): string {
  if (!/^[A-Z0-9_]+$/.test(source)) return source;
  const words = source.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function Thumbnail({
  url,
  alt,
  className,
}: {
  url: string | null | undefined;
  alt: string;
  className?: string;
}) {
  if (!url) {
    return (
      <div
        className={`flex items-center justify-center rounded-md border border-dashed border-slate-300 bg-slate-50 text-slate-400 ${className ?? ''}`}
      >
        <ImageOff className="h-6 w-6" aria-hidden="true" />
        <span className="sr-only">No preview for {alt}</span>
      </div>
    );
  }
  return (
    <img
      src={url}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={`rounded-md border border-slate-200 bg-slate-50 object-contain ${className ?? ''}`}
    />
  );
}

function OpenFile({ href, name }: { href: string; name: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Open file ${name} (opens in a new tab)`}
      className="inline-flex items-center gap-1 rounded text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      Open file <ExternalLink className="h-4 w-4" aria-hidden="true" />
    </a>
  );
}

/** The Artwork tab: the flyer with its details, the logo and any additional pieces. */
export function ArtworkTab({ campaignId }: { campaignId: string }) {
  const q = useQuery(campaignInsightQueries.artworks(campaignId));
  return (
    <QueryState
      query={q}
      what="the artwork"
      pending={
        <QueryPending label="Loading artwork…" className="grid gap-6 lg:grid-cols-3">
          <Skeleton className="h-72 lg:col-span-2" />
          <Skeleton className="h-72" />
        </QueryPending>
      }
    >
      {(artwork) => <ArtworkPieces {...artwork} />}
    </QueryState>
  );
}

/** The flyer with its details, the logo and any additional pieces, or a note that there is none. */
function ArtworkPieces({ flyer, logo, artworks }: CampaignArtwork) {
  if (!flyer && !logo && artworks.length === 0) {
    return (
      <EmptyState
        icon={<ImageOff className="h-8 w-8" aria-hidden="true" />}
        title="No artwork yet"
        description="No flyer, logo or other artwork has been added to this campaign."
      />
    );
  }
  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-3">
        <Card aria-labelledby="artwork-flyer" className="lg:col-span-2">
          <CardTitle id="artwork-flyer">Flyer</CardTitle>
          {flyer ? (
            <div className="mt-3 grid gap-4 sm:grid-cols-2">
              <Thumbnail url={flyer.thumbnailUrl} alt={`Flyer: ${flyer.fileName}`} className="h-64 w-full" />
              <dl className="divide-y divide-slate-100">
                <Field label="File name">
                  <span className="break-all">{flyer.fileName}</span>
                </Field>
                <Field label="Design source">
                  {flyer.designSource ? sourceText(flyer.designSource) : <NotSet>Not stated</NotSet>}
                </Field>
                <Field label="Uploaded">
                  <Flag on={flyer.isUploaded} onText="Uploaded file" offText="Not an upload" />
                </Field>
                <Field label="File">
                  <OpenFile href={flyer.fileLink} name={flyer.fileName} />
                </Field>
              </dl>
            </div>
          ) : (
            <p className="mt-2 text-sm text-slate-600">No flyer has been chosen for this campaign yet.</p>
          )}
        </Card>
        <Card aria-labelledby="artwork-logo">
          <CardTitle id="artwork-logo">Logo</CardTitle>
          {logo ? (
            <div className="mt-3 space-y-2">
              <Thumbnail
                url={logo.thumbnailUrl}
                alt={`Logo: ${nameOf(logo, 'logo')}`}
                className="h-40 w-full"
              />
              <p className="text-sm break-all text-slate-800">{nameOf(logo, 'Logo')}</p>
              <OpenFile href={logo.fileLink} name={nameOf(logo, 'logo')} />
            </div>
          ) : (
            <p className="mt-2 text-sm text-slate-600">No logo.</p>
          )}
        </Card>
      </div>
      <section aria-labelledby="artwork-more">
        <h2 id="artwork-more" className="mb-3 text-base font-semibold text-slate-900">
          Additional artwork
        </h2>
        {artworks.length === 0 ? (
          <p className="text-sm text-slate-600">No additional artwork.</p>
        ) : (
          <ul aria-label="Additional artwork" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {artworks.map((piece, i) => {
              const name = nameOf(piece, `Artwork ${i + 1}`);
              return (
                <li
                  key={`${piece.fileLink}-${i}`}
                  className="rounded-lg border border-slate-200 bg-white p-3"
                >
                  <Thumbnail url={piece.thumbnailUrl} alt={name} className="h-36 w-full" />
                  <p className="mt-2 text-sm font-medium break-all text-slate-900">{name}</p>
                  {piece.designSource ? (
                    <p className="text-xs text-slate-600">{sourceText(piece.designSource)}</p>
                  ) : null}
                  <div className="mt-1">
                    <OpenFile href={piece.fileLink} name={name} />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
