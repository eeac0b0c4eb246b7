import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Campaign } from '../../../api/contract/campaign';
import type { CampaignStage } from '../../../lib/campaign-stage-words';
import { Card, CardTitle } from '../../../components/ui/card';
import { formatPlainDate, formatTimestamp } from '../../../lib/dates';
import { formatWeeks } from '../../../lib/campaign-labels';
import { CampaignStatusBadge, CampaignTypeBadge } from './campaign-badges';
import { CreationStatusCard } from './creation-status-card';
import { DraftSummaryCard } from './draft-summary-card';
import { Field, Flag, NotSet } from './fields';
import { RunDatesCard } from './run-dates-card';
import { ScanKpis } from './scan-kpis';
import { StageNoteCard } from './stage-note-card';

/**
 * The Overview tab: the campaign's fields and run dates; for a draft still being built, what it still
 * needs and what it holds; for one in review, what happens next and what was submitted; for a cancelled
 * one, that it will not run.
 */
export function OverviewTab({
  campaign: c,
  stage,
  internalStatus,
}: {
  campaign: Campaign;
  stage: CampaignStage;
  internalStatus?: string;
}) {
  const cancelled = stage === 'cancelled';
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {stage === 'draft' ? (
        <>
          <CreationStatusCard campaignId={c.id} />
          <DraftSummaryCard campaign={c} stage={stage} />
        </>
      ) : stage === 'inReview' ? (
        <>
          <StageNoteCard stage={stage} />
          <DraftSummaryCard campaign={c} stage={stage} />
        </>
      ) : cancelled ? (
        <StageNoteCard stage={stage} />
      ) : (
        <section aria-labelledby="campaign-glance" className="lg:col-span-2">
          <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="campaign-glance" className="text-base font-semibold text-slate-900">
              Performance at a glance
            </h2>
            <Link
              to="?tab=performance"
              className="inline-flex items-center gap-1 rounded text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              See performance <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          </div>
          <ScanKpis campaign={c} />
        </section>
      )}
      <Card aria-labelledby="campaign-schedule">
        <CardTitle id="campaign-schedule">Schedule</CardTitle>
        <dl className="mt-2 divide-y divide-slate-100">
          <Field label="Start date">
            {cancelled ? (
              <NotSet>None: the draft was cancelled</NotSet>
            ) : c.start_date ? (
              formatPlainDate(c.start_date)
            ) : (
              <NotSet>Not scheduled</NotSet>
            )}
          </Field>
          <Field label="Duration">{formatWeeks(c.campaign_duration_week)}</Field>
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
      {/* A cancelled draft will not run: it has no run dates to show. */}
      {cancelled ? null : <RunDatesCard campaignId={c.id} />}
      <Card aria-labelledby="campaign-details">
        <CardTitle id="campaign-details">Details</CardTitle>
        <dl className="mt-2 divide-y divide-slate-100">
          <Field label="Type">
            <CampaignTypeBadge campaign={c} />
          </Field>
          <Field label="Status">
            <CampaignStatusBadge campaign={c} internalStatus={internalStatus} />
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
          <Field label="QR code scans">
            <Flag on={c.scan_data_enabled} onText="Counted" offText="Not counted" />
          </Field>
          <Field label="Orders from your checkout">
            <Flag
              on={c.conversions_api_enabled}
              onText="Counted: your checkout reports orders and signups"
              offText="Not counted: your checkout does not report orders for this campaign"
            />
          </Field>
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
