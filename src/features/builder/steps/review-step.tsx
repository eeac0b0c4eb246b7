/**
 * Review and submit: the draft's summary (name, channel, who it reaches and where, design, launch date
 * with a way to change it, and the price as creation status quotes it: print format by name and size,
 * pieces, price per piece, total and what it includes), each outstanding item as a way back to its step,
 * and Submit. Whether it can be submitted is the service's answer (creation status): yes, no (with what
 * is missing), or could not be checked (with the service's reason; the user may still try). A draft with
 * no launch date whose only want there is the date takes the earliest day the service allows
 * (`earliestStartDate`, as creation status gives it): it is shown as such, and sent just before the
 * submit, so the service always has a real launch date. A submitted draft reads "In review" with what
 * was submitted and what happens next, here.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, CheckCircle2, CircleHelp, Loader2, Send, XCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { QueryState } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { campaignInsightQueries } from '../../../queries/campaign-insight-queries';
import { campaignMutations } from '../../../queries/campaign-mutations';
import { demographicQueries } from '../../../queries/demographic-queries';
import { closedStageOf, DraftClosed } from '../components/draft-closed';
import { DraftFigureRows } from '../components/draft-figures';
import type { StepProps } from '../step-props';
import { forgetDraft } from '../kept-steps';
import { stepLabels, stepOfMissing } from '../wizard-model';
import { useStepSave } from './step-kit';
import { channelText, countText, missingItemText } from './words';
import { numberFormat } from '../../../lib/intl-cache';
import { readMissingItems } from '../../../api/contract/creation-status';
import { accountQueries } from '../../../queries/account-queries';
import { longDate } from '../builder-words';
import { describeSaveError } from '../save-feedback';
import { zoneText } from '../zone-words';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="min-w-0 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * A refused submit in words: the service names the missing items by their field names
 * (`missing selectedDesignId, startDate. <note>`); they are said as the list above says them.
 */
function refusalText(message: string): string {
  const refusal = readMissingItems(message);
  if (!refusal) return message;
  const items = refusal.items.map(missingItemText);
  return `Still missing: ${items.join('; ')}.${refusal.note ? ` ${refusal.note}` : ''}`;
}

const NotYet = ({ children }: { children: ReactNode }) => <span className="text-slate-500">{children}</span>;

export function ReviewStep({ campaignId, campaign, status, wizard, goTo }: StepProps) {
  const queryClient = useQueryClient();
  const submit = useStepSave(campaignMutations.submit(campaignId), () => {});
  // The earliest launch date, sent just before the submit when it counts as chosen.
  const launch = useMutation(campaignMutations.details(campaignId));
  const [launchProblem, setLaunchProblem] = useState<string | null>(null);

  // What creation status lists, less a launch date that counts as the earliest (sent with the submit).
  const missing = wizard.missing;
  const reasons = [status.note, ...status.adjustments.map((a) => a.detail)].filter(
    (t): t is string => !!t && t.trim() !== '',
  );
  const state =
    status.submittable === null
      ? 'unknown'
      : status.submittable || (wizard.launchAtEarliest && missing.length === 0)
        ? 'yes'
        : 'no';
  const pending = submit.pending || launch.isPending;

  const reread = () =>
    void queryClient.invalidateQueries({
      queryKey: campaignInsightQueries.creationStatus(campaignId).queryKey,
    });
  const send = async () => {
    setLaunchProblem(null);
    if (wizard.launchAtEarliest) {
      try {
        await launch.mutateAsync({ startDate: status.earliestStartDate });
      } catch (err) {
        // A day passed since it was read, say: the re-read status gives the new earliest date.
        setLaunchProblem(describeSaveError(err).message);
        reread();
        return;
      }
    }
    submit.save(undefined, {
      // Creation status is read again: the wizard then says "In review" and what happens next.
      onSaved: () => forgetDraft(campaignId),
      // A refusal names what is missing: read creation status again so the list above says the same.
      onFailed: reread,
    });
  };

  if (!wizard.editable) {
    return (
      <DraftClosed
        campaignId={campaignId}
        stage={closedStageOf(status.internalStatus)}
        justNow
        submitted={{ status, flavour: wizard.flavour, startDate: campaign.start_date }}
      />
    );
  }

  return (
    <section aria-labelledby="review-title" className="min-w-0 space-y-5">
      <header>
        <h3 id="review-title" className="text-base font-semibold text-slate-900">
          Check your campaign
        </h3>
        <p className="mt-1 max-w-prose text-sm text-slate-600">
          Send it for review once everything is in place. Nothing is printed, mailed or charged until it has
          been reviewed.
        </p>
      </header>

      <dl
        aria-label="Campaign summary"
        className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white px-4"
      >
        <Row term="Name">{campaign.name}</Row>
        <Row term="Channel">{channelText(status.subtype, status.channel)}</Row>
        <Row term="Who it reaches">
          <Targeting campaignId={campaignId} status={status} flavour={wizard.flavour} />
        </Row>
        <Row term="Design">
          <DesignSummary campaignId={campaignId} missing={status.missing} />
        </Row>
        <Row term="Launch date">
          <LaunchDate
            startDate={campaign.start_date}
            earliest={wizard.launchAtEarliest ? status.earliestStartDate : null}
            onChange={() => goTo('details')}
          />
        </Row>
        <DraftFigureRows status={status} flavour={wizard.flavour} Row={Row} />
      </dl>

      {missing.length > 0 ? (
        <section
          aria-labelledby="review-missing"
          className="rounded-lg border border-amber-200 bg-amber-50 p-4"
        >
          <h4 id="review-missing" className="text-sm font-semibold text-amber-900">
            Still needed before you can submit
          </h4>
          <ul className="mt-2 space-y-2">
            {missing.map((item) => {
              const step = stepOfMissing(item, wizard.flavour);
              // An item no step puts right is said, not linked.
              if (step === 'review') {
                return (
                  <li key={item} className="px-3 text-sm text-amber-950">
                    {missingItemText(item)}
                  </li>
                );
              }
              return (
                <li key={item}>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="h-auto min-h-8 py-1 text-left whitespace-normal text-amber-950 underline underline-offset-2"
                    onClick={() => goTo(step)}
                  >
                    {missingItemText(item)}
                    <span className="sr-only"> (go to {stepLabels[step]})</span>
                    <ArrowRight className="h-4 w-4 shrink-0" aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      <Readiness id="review-readiness" state={state} reasons={reasons} missingCount={missing.length} />

      <div className="flex flex-wrap items-start justify-between gap-3 border-t border-slate-200 pt-4">
        <div className="min-w-0 flex-1 basis-48 text-sm">
          <p role="status" className="flex items-center gap-1.5 text-slate-700">
            {pending ? (
              <>
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
                Submitting your campaign…
              </>
            ) : null}
          </p>
          {launchProblem && !pending ? (
            <p role="alert" className="break-words text-red-700">
              Not submitted. The launch date could not be saved: {launchProblem}
            </p>
          ) : submit.error && !pending ? (
            <p role="alert" className="break-words text-red-700">
              Not submitted. {refusalText(submit.error.message)}
            </p>
          ) : null}
        </div>
        <Button
          onClick={() => void send()}
          disabled={pending || state === 'no'}
          aria-describedby="review-readiness"
        >
          {pending ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <Send className="h-4 w-4" aria-hidden="true" />
          )}
          {pending ? 'Submitting…' : state === 'unknown' ? 'Submit anyway' : 'Submit for review'}
        </Button>
      </div>
    </section>
  );
}

/**
 * The launch date with "Change" (the launch-date step): the date chosen, or the earliest allowed day when
 * it counts as chosen, said to be the earliest.
 */
function LaunchDate({
  startDate,
  earliest,
  onChange,
}: {
  startDate: string | null;
  earliest: string | null;
  onChange: () => void;
}) {
  const date = startDate ?? earliest;
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {date ? (
        <span data-testid="review-launch-date">
          {longDate(date)}
          {!startDate ? <span className="text-slate-600">: the earliest possible launch</span> : null}
        </span>
      ) : (
        <NotYet>Not chosen yet</NotYet>
      )}
      <Button
        variant="ghost"
        size="sm"
        className="h-auto px-1 py-0.5 text-indigo-700 underline underline-offset-2"
        onClick={onChange}
        aria-label="Change the launch date"
      >
        Change
      </Button>
    </span>
  );
}

function Readiness({
  id,
  state,
  reasons,
  missingCount,
}: {
  id: string;
  state: 'yes' | 'no' | 'unknown';
  reasons: string[];
  missingCount: number;
}) {
  if (state === 'yes') {
    return (
      <p id={id} className="flex items-center gap-1.5 text-sm text-emerald-800">
        <CheckCircle2 className="h-4 w-4 shrink-0" aria-hidden="true" />
        Everything needed is in place: you can submit.
      </p>
    );
  }
  if (state === 'no') {
    return (
      <div id={id} className="text-sm text-red-800">
        <p className="flex items-center gap-1.5">
          <XCircle className="h-4 w-4 shrink-0" aria-hidden="true" />
          {missingCount > 0
            ? 'Not ready to submit: put right the items above first.'
            : 'Not ready to submit.'}
        </p>
        {reasons.length ? <p className="mt-1 text-slate-700">{reasons.join(' ')}</p> : null}
      </div>
    );
  }
  return (
    <div id={id} className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <p className="flex items-center gap-1.5 font-medium">
        <CircleHelp className="h-4 w-4 shrink-0" aria-hidden="true" />
        Whether it can be submitted could not be checked.
      </p>
      <p className="mt-1">
        {reasons.length ? reasons.join(' ') : 'The service could not run every check.'} You can still try to
        submit; the service decides.
      </p>
    </div>
  );
}

/** Who the draft reaches, from the targeting read-back: routes and homes, cities, or the address list. */
function Targeting({
  campaignId,
  status,
  flavour,
}: {
  campaignId: string;
  status: StepProps['status'];
  flavour: StepProps['wizard']['flavour'];
}) {
  const targeting = useQuery({
    ...campaignInsightQueries.draftTargeting(campaignId),
    enabled: flavour !== 'audience',
  });
  const attributes = useQuery({
    ...demographicQueries.attributes(),
    enabled: flavour === 'eddm' && !!targeting.data?.attributes?.length,
  });
  const me = useQuery(accountQueries.me());
  const nf = numberFormat();

  if (flavour === 'audience') {
    if (status.missing.includes('audienceId') || status.missing.includes('audience'))
      return <NotYet>No address list chosen yet</NotYet>;
    if (status.missing.includes('audienceReady')) return <>An address list that is not ready yet</>;
    if (status.submittable === null || status.quote.flyersCount === 0)
      return <>A saved address list (size could not be checked)</>;
    return <>A saved address list of {nf.format(status.quote.flyersCount)} addresses</>;
  }
  const reached = (t: NonNullable<typeof targeting.data>) => {
    if (flavour === 'street') {
      const cities = t.distributionLocations.map((l) => l.name);
      if (cities.length === 0) return <NotYet>No cities chosen yet</NotYet>;
      return (
        <>
          {countText(cities.length, 'city', 'cities')}: {cities.join('; ')}
        </>
      );
    }
    if (t.routes.length === 0) return <NotYet>No postal routes chosen yet</NotYet>;
    const chosen = (t.attributes ?? []).map((a) => {
      const offered = attributes.data?.attributes.find((o) => o.key === a.key);
      if (!offered) return null;
      const values = a.values.map((v) => offered.values.find((x) => x.value === v)?.label).filter(Boolean);
      return `${offered.label}: ${values.join(', ')}`;
    });
    const zone = t.distributionLocations[0];
    return (
      <>
        {countText(t.routes.length, 'postal route', 'postal routes')}, {nf.format(t.totalCount)} homes and
        businesses
        {zone && !me.isPending ? (
          <>
            {' '}
            <span data-testid="review-place">{zoneText(zone, me.data?.client.country_code)}</span>
          </>
        ) : null}
        {chosen.length > 0 ? (
          <span className="block text-slate-600">
            {chosen.every((c) => c !== null)
              ? `Audience attributes (recorded for the reviewer; every home and business on the routes is still mailed): ${chosen.join('; ')}`
              : `${countText(chosen.length, 'audience attribute', 'audience attributes')}, recorded for the reviewer; every home and business on the routes is still mailed`}
          </span>
        ) : null}
      </>
    );
  };
  return (
    <QueryState
      query={targeting}
      what="who this campaign reaches"
      pending={<Skeleton className="h-5 w-48" />}
    >
      {reached}
    </QueryState>
  );
}

/** The design: the draft's artwork when the service shows one, else whether one is chosen. */
function DesignSummary({ campaignId, missing }: { campaignId: string; missing: readonly string[] }) {
  const none = missing.includes('selectedDesignId') || missing.includes('designId');
  const artwork = useQuery({ ...campaignInsightQueries.artworks(campaignId), enabled: !none });
  if (none) return <NotYet>Not chosen yet</NotYet>;
  const flyer = artwork.data?.flyer;
  const notReady = missing.includes('designReady') ? ' (not ready to print yet)' : '';
  if (!flyer) return <>Chosen{notReady}</>;
  return (
    <span className="flex flex-wrap items-center gap-3">
      {flyer.thumbnailUrl ? (
        <img
          src={flyer.thumbnailUrl}
          alt=""
          width={96}
          height={72}
          loading="lazy"
          className="h-18 w-24 rounded border border-slate-200 bg-slate-50 object-contain"
        />
      ) : null}
      <span className="min-w-0 break-all">
        {flyer.fileName}
        {notReady}
      </span>
    </span>
  );
}
