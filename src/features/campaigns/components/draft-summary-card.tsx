import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Campaign } from '../../../api/contract/campaign';
import type { BuilderStepName } from '../../../api/contract/creation-status';
import type { TargetedRoute } from '../../../api/contract/draft-targeting';
import { QueryErrorState } from '../../../components/query-error-state';
import { CardQueryState } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table';
import type { CampaignStage } from '../../../lib/campaign-stage-words';
import { currencyOfCountry } from '../../../lib/currency';
import { formatPlainDate } from '../../../lib/dates';
import { draftKind, draftQuoteFigures, type DraftKind, includesText } from '../../../lib/draft-quote-figures';
import { numberFormat } from '../../../lib/intl-cache';
import { useUnsavedStepNote } from '../../../lib/unsaved-steps';
import { accountQueries } from '../../../queries/account-queries';
import { campaignInsightQueries } from '../../../queries/campaign-insight-queries';
import { Field, NotSet } from './fields';

/** Routes shown before "Show all". */
const ROUTES_SHOWN = 10;

/** A route's count, right-aligned in its column. */
function CountCell({ label, count }: { label: string; count: number }) {
  return (
    <TableCell label={label} className="text-right tabular-nums">
      {numberFormat().format(count)}
    </TableCell>
  );
}

function RoutesTable({ routes }: { routes: TargetedRoute[] }) {
  const [all, setAll] = useState(false);
  const nf = numberFormat();
  const shown = all ? routes : routes.slice(0, ROUTES_SHOWN);
  return (
    <div className="space-y-2">
      <Table stacked>
        <caption className="sr-only">Carrier routes</caption>
        <TableHead>
          <tr>
            <TableHeaderCell>ZIP code</TableHeaderCell>
            <TableHeaderCell>Route</TableHeaderCell>
            <TableHeaderCell className="text-right">Homes</TableHeaderCell>
            <TableHeaderCell className="text-right">Businesses</TableHeaderCell>
            <TableHeaderCell className="text-right">Pieces</TableHeaderCell>
          </tr>
        </TableHead>
        <TableBody>
          {shown.map((r) => (
            <TableRow key={`${r.zip}-${r.croute}`}>
              <TableCell primary>{r.zip}</TableCell>
              <TableCell label="Route">{r.croute}</TableCell>
              <CountCell label="Homes" count={r.residentCount} />
              <CountCell label="Businesses" count={r.businessCount} />
              <CountCell label="Pieces" count={r.totalCount} />
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {routes.length > ROUTES_SHOWN ? (
        <Button variant="ghost" onClick={() => setAll((a) => !a)}>
          {all
            ? `Show the first ${nf.format(ROUTES_SHOWN)} routes`
            : `Show all ${nf.format(routes.length)} routes`}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * A step of the wizard holding changes this tab has not saved (routes picked and left, say): said under
 * what is saved, with a link back to the step as it was left.
 */
function UnsavedNote({ campaignId, step }: { campaignId: string; step: BuilderStepName }) {
  const note = useUnsavedStepNote(campaignId, step);
  if (!note) return null;
  return (
    <Field label="Not saved yet">
      <span className="text-amber-800" data-testid={`unsaved-${step}`}>
        {note.text}.{' '}
        <Link to={note.href} className="font-medium underline">
          Open them
        </Link>
      </span>
    </Field>
  );
}

/** Who the draft reaches: its carrier routes (EDDM), its cities (street) or its address list. */
function Reach({ campaignId, kind }: { campaignId: string; kind: DraftKind }) {
  return (
    <>
      <ReachField campaignId={campaignId} kind={kind} />
      {kind === 'eddm' || kind === 'street' ? (
        <UnsavedNote campaignId={campaignId} step={kind === 'eddm' ? 'areas' : 'cities'} />
      ) : null}
    </>
  );
}

function ReachField({ campaignId, kind }: { campaignId: string; kind: DraftKind }) {
  const q = useQuery({ ...campaignInsightQueries.draftTargeting(campaignId), enabled: kind !== 'audience' });
  const nf = numberFormat();
  if (kind === 'audience') {
    return <Field label="Who it reaches">A saved address list</Field>;
  }
  const label = kind === 'eddm' ? 'Carrier routes' : 'Cities';
  if (q.isPending) {
    return (
      <Field label={label}>
        <Skeleton className="h-5 w-full" />
      </Field>
    );
  }
  if (q.isError) {
    return (
      <Field label={label}>
        <QueryErrorState
          error={q.error}
          what={kind === 'eddm' ? 'the carrier routes' : 'the cities'}
          onRetry={() => void q.refetch()}
          retrying={q.isFetching}
        />
      </Field>
    );
  }
  if (kind === 'street') {
    const cities = q.data.distributionLocations.map((l) => l.name);
    return (
      <Field label="Cities">
        {cities.length === 0 ? (
          <NotSet>None chosen yet</NotSet>
        ) : (
          <ul aria-label="Cities" className="space-y-1">
            {cities.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        )}
      </Field>
    );
  }
  const routes = q.data.routes;
  return (
    <Field label="Carrier routes">
      {routes.length === 0 ? (
        <NotSet>None chosen yet</NotSet>
      ) : (
        `${nf.format(routes.length)} ${routes.length === 1 ? 'route' : 'routes'}, reaching ${nf.format(q.data.totalCount)} homes and businesses`
      )}
    </Field>
  );
}

/** The EDDM draft's carrier routes, one row each (below the figures: a table needs the card's width). */
function RoutesSection({ campaignId }: { campaignId: string }) {
  const q = useQuery(campaignInsightQueries.draftTargeting(campaignId));
  if (!q.data || q.data.routes.length === 0) return null;
  return (
    <div className="mt-4">
      <h3 className="mb-2 text-sm font-medium text-slate-700">Carrier routes</h3>
      <RoutesTable routes={q.data.routes} />
    </div>
  );
}

/** The design chosen: its preview and file name (the campaign's artwork). */
function Design({ campaignId }: { campaignId: string }) {
  const q = useQuery(campaignInsightQueries.artworks(campaignId));
  return (
    <Field label="Design">
      {q.isPending ? (
        <Skeleton className="h-5 w-40" />
      ) : q.isError ? (
        <QueryErrorState
          error={q.error}
          what="the design"
          onRetry={() => void q.refetch()}
          retrying={q.isFetching}
        />
      ) : q.data.flyer ? (
        <span className="flex items-center gap-3">
          {q.data.flyer.thumbnailUrl ? (
            <img
              src={q.data.flyer.thumbnailUrl}
              alt={`Preview of ${q.data.flyer.fileName}`}
              loading="lazy"
              decoding="async"
              className="h-16 w-16 shrink-0 rounded border border-slate-200 bg-slate-50 object-contain"
            />
          ) : null}
          <span className="min-w-0 break-words">{q.data.flyer.fileName}</span>
        </span>
      ) : (
        <NotSet>Not chosen yet</NotSet>
      )}
    </Field>
  );
}

/**
 * What a builder draft holds (still being built) or what was submitted (in review): who it reaches, the
 * design, the launch date, the pieces and the price. Pieces and price are creation status's quote, as
 * the wizard's review shows them; nothing is recomputed here.
 */
export function DraftSummaryCard({ campaign, stage }: { campaign: Campaign; stage: CampaignStage }) {
  const q = useQuery(campaignInsightQueries.creationStatus(campaign.id));
  const me = useQuery(accountQueries.me());
  const title = stage === 'inReview' ? 'What was submitted' : 'What this draft holds';
  const kind = draftKind(q.data?.subtype, q.data?.quote.calculator, campaign.type);
  return (
    <Card aria-labelledby="campaign-draft-summary" className="lg:col-span-2">
      <CardTitle id="campaign-draft-summary">{title}</CardTitle>
      <CardQueryState
        query={q}
        what="what the draft holds"
        loading="Loading what the draft holds…"
        count={3}
        shape="fields"
      >
        {(status) => {
          const figures = draftQuoteFigures(
            status.quote,
            kind,
            currencyOfCountry(me.data?.client.country_code),
          );
          return (
            <dl className="mt-2 divide-y divide-slate-100">
              <Reach campaignId={campaign.id} kind={kind} />
              <Design campaignId={campaign.id} />
              <Field label="Launch date">
                {campaign.start_date ? formatPlainDate(campaign.start_date) : <NotSet>Not chosen yet</NotSet>}
              </Field>
              <Field label={kind === 'street' ? 'Flyer' : 'Print format'}>
                {figures.formatText ?? <NotSet>Not known yet: it follows the design</NotSet>}
              </Field>
              <Field label="Pieces">
                {figures.pieces > 0 ? figures.piecesText : <NotSet>Not decided yet</NotSet>}
              </Field>
              <Field label="Price per piece">{figures.perPieceText ?? <NotSet>Not quoted yet</NotSet>}</Field>
              <Field label="Total">
                {figures.totalText ? (
                  <>
                    <span data-testid="draft-total">{figures.totalText}</span>
                    {figures.includes ? (
                      <span className="block text-xs text-slate-600">{includesText(figures.includes)}</span>
                    ) : null}
                    {!figures.currencyFromQuote ? (
                      <span className="block text-xs text-slate-500">
                        {figures.currency
                          ? `In ${figures.currency}, your account’s currency.`
                          : 'In your account’s currency.'}
                      </span>
                    ) : null}
                  </>
                ) : (
                  <NotSet>Not quoted yet: the quote follows the number of pieces</NotSet>
                )}
              </Field>
            </dl>
          );
        }}
      </CardQueryState>
      {kind === 'eddm' && q.data ? <RoutesSection campaignId={campaign.id} /> : null}
    </Card>
  );
}
