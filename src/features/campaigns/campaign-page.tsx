import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { ArrowLeft, CheckCircle2, MinusCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams, useRouteError, type LoaderFunctionArgs } from 'react-router';
import type { Campaign } from '../../api/contract/campaign';
import { ApiError } from '../../api/http-errors';
import { ErrorPage, type NotFoundCopy } from '../../app/route-error';
import { Card, CardTitle } from '../../components/ui/card';
import { formatPlainDate, formatTimestamp, plannedEndDate } from '../../lib/dates';
import { campaignQueries } from './api/campaign-queries';
import { CampaignStatusBadge, CampaignTypeBadge } from './components/campaign-badges';
import { formatWeeks } from './campaign-labels';

const isCampaignId = (id: string | undefined): id is string => !!id && /^\d+$/.test(id);

export function createLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const id = params.campaignId;
    if (!isCampaignId(id)) {
      throw new ApiError({ kind: 'not-found', message: `"${id ?? ''}" is not a campaign id.` });
    }
    await queryClient.ensureQueryData(campaignQueries.detail(id));
    return null;
  };
}

const notFound: NotFoundCopy = {
  title: 'Campaign not found',
  description:
    'There is no campaign with this id in your account. It may have been removed, or the link may be wrong.',
  back: { to: '/campaigns', label: 'Back to campaigns' },
};

export function ErrorBoundary() {
  const error = useRouteError();
  return <ErrorPage error={error} notFound={notFound} />;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-sm text-slate-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

function Flag({ on, onText, offText }: { on: boolean; onText: string; offText: string }) {
  return on ? (
    <span className="inline-flex items-center gap-1.5 text-emerald-800">
      <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
      {onText}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1.5 text-slate-600">
      <MinusCircle className="h-4 w-4" aria-hidden="true" />
      {offText}
    </span>
  );
}

function NotSet({ children = 'Not set' }: { children?: ReactNode }) {
  return <span className="text-slate-500">{children}</span>;
}

export function CampaignOverview({ campaign: c }: { campaign: Campaign }) {
  const end = c.start_date ? plannedEndDate(c.start_date, c.campaign_duration_week) : undefined;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card aria-labelledby="campaign-schedule">
        <CardTitle id="campaign-schedule">Schedule</CardTitle>
        <dl className="mt-2 divide-y divide-slate-100">
          <Field label="Start date">
            {c.start_date ? formatPlainDate(c.start_date) : <NotSet>Not scheduled</NotSet>}
          </Field>
          <Field label="Duration">{formatWeeks(c.campaign_duration_week)}</Field>
          <Field label="Planned end">{end ? formatPlainDate(end) : <NotSet>Not scheduled</NotSet>}</Field>
          <Field label="Offer expires">
            {c.no_expiration ? (
              'No expiration'
            ) : c.offer_expiration_date ? (
              formatPlainDate(c.offer_expiration_date)
            ) : (
              <NotSet />
            )}
          </Field>
        </dl>
      </Card>
      <Card aria-labelledby="campaign-details">
        <CardTitle id="campaign-details">Details</CardTitle>
        <dl className="mt-2 divide-y divide-slate-100">
          <Field label="Type">
            <CampaignTypeBadge campaign={c} />
          </Field>
          <Field label="Status">
            <CampaignStatusBadge campaign={c} />
          </Field>
          <Field label="Country">{c.country_name}</Field>
          <Field label="Campaign id">
            <span className="font-mono">{c.id}</span>
          </Field>
        </dl>
      </Card>
      <Card aria-labelledby="campaign-measurement">
        <CardTitle id="campaign-measurement">Measurement</CardTitle>
        <dl className="mt-2 divide-y divide-slate-100">
          <Field label="Scan data">
            <Flag on={c.scan_data_enabled} onText="Enabled" offText="Not enabled" />
          </Field>
          <Field label="Conversions API">
            <Flag on={c.conversions_api_enabled} onText="Enabled" offText="Not enabled" />
          </Field>
        </dl>
      </Card>
      <Card aria-labelledby="campaign-record">
        <CardTitle id="campaign-record">Record</CardTitle>
        <dl className="mt-2 divide-y divide-slate-100">
          <Field label="Created">
            <time dateTime={c.created_at}>{formatTimestamp(c.created_at)}</time>
          </Field>
          <Field label="Last updated">
            <time dateTime={c.updated_at}>{formatTimestamp(c.updated_at)}</time>
          </Field>
        </dl>
      </Card>
    </div>
  );
}

export function Component() {
  const { campaignId } = useParams();
  const { data: campaign } = useSuspenseQuery(campaignQueries.detail(campaignId ?? ''));
  return (
    <div>
      <Link
        to="/campaigns"
        className="mb-4 inline-flex items-center gap-1 rounded text-sm text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to campaigns
      </Link>
      <div className="mb-6">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{campaign.name}</h1>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <CampaignTypeBadge campaign={campaign} />
          <CampaignStatusBadge campaign={campaign} />
          <span className="text-sm text-slate-600">{campaign.country_name}</span>
        </div>
      </div>
      <CampaignOverview campaign={campaign} />
    </div>
  );
}
