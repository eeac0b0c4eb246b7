/**
 * The draft wizard (`/campaigns/:id/build?step=…`): its steps, their order and what each still misses
 * come from creation status (re-read after every save), the open step and each step's own state are in
 * the address, so a half-built draft can be left and resumed, reloaded or shared. Opened without a step
 * it opens the first one that still misses something. Each step's address state and unsaved entries are
 * kept in the tab (kept-steps), so opening the step again finds it as it was left, also after leaving the
 * wizard, a reload or in a new tab opened from the page: a step arrived at with no state of its own in
 * the address gets back the one it was left with, and changes left unsaved before this visit are offered
 * back ("Unsaved changes from …: Keep / Discard"); the step list marks unsaved steps. A new step opens at
 * its top. The draft's pieces and price (creation status's quote, or the quote the draft was started
 * from until it has routes) are shown under the step list on every step. A draft no longer being built
 * shows "In review" (with what was submitted) or "Cancelled".
 */
import { useMutationState, useQuery, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { Link, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { ApiError, isApiError } from '../../api/http-errors';
import { QueryErrorState } from '../../components/query-error-state';
import { LoadingStatus, Skeleton } from '../../components/ui/skeleton';
import { appPaths } from '../../lib/app-paths';
import { readDraftHandoff } from '../../lib/draft-handoff';
import { useUnsavedSteps } from '../../lib/unsaved-steps';
import { campaignInsightQueries } from '../../queries/campaign-insight-queries';
import { campaignQueries } from '../../queries/campaign-queries';
import { CampaignNameEditor } from './components/campaign-name-editor';
import { CancelDraft } from './components/cancel-draft';
import { ConnectBanner, type ConnectSlot } from './components/connect-banner';
import { closedStageOf, DraftClosed } from './components/draft-closed';
import { DraftFiguresLine } from './components/draft-figures';
import type { StepProps } from './step-props';
import { Stepper } from './components/stepper';
import { flavourWords } from './builder-words';
import { UnsavedOffer } from './components/unsaved-offer';
import { forgetStep, keepDraftTarget, keepStepSearch, keptStepSearch, stepOwnSearch } from './kept-steps';
import { deriveWizard, nextStep, stepFromUrl, type StepId } from './wizard-model';
import { AreasStep, type AreasPlanner } from './steps/areas-step';
import { AudienceStep } from './steps/audience-step';
import { CitiesStep } from './steps/cities-step';
import { CreativeStep } from './steps/creative-step';
import { DemographicsStep } from './steps/demographics-step';
import { DetailsStep } from './steps/details-step';
import { ReviewStep } from './steps/review-step';
import { useDocumentTitle } from '../../lib/use-document-title';

const isCampaignId = (id: string | undefined): id is string => !!id && /^\d+$/.test(id);

export function createLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const id = params.campaignId;
    if (!isCampaignId(id)) {
      throw new ApiError({ kind: 'not-found', message: `"${id ?? ''}" is not a campaign id.` });
    }
    // Both at once: the page needs the campaign and its creation status before it can draw a step.
    await Promise.all([
      queryClient.ensureQueryData(campaignQueries.detail(id)),
      queryClient.prefetchQuery(campaignInsightQueries.creationStatus(id)),
      queryClient.prefetchQuery(campaignInsightQueries.draftTargeting(id)),
    ]);
    return null;
  };
}

const stepComponents: Record<Exclude<StepId, 'areas'>, ComponentType<StepProps>> = {
  demographics: DemographicsStep,
  audience: AudienceStep,
  cities: CitiesStep,
  creative: CreativeStep,
  details: DetailsStep,
  review: ReviewStep,
};

type BuildPageProps = {
  /** The route planner (composed by the router: features do not import each other). */
  Planner: AreasPlanner;
  /** The OAuth connect prompt (composed by the router). */
  Connect: ConnectSlot;
};

export function BuildPage({ Planner, Connect }: BuildPageProps) {
  const id = useParams().campaignId ?? '';
  const { data: campaign } = useSuspenseQuery(campaignQueries.detail(id));
  const statusQuery = useQuery(campaignInsightQueries.creationStatus(id));
  const [search, setSearchParams] = useSearchParams();
  // A save refused for want of permission (none held, expired, refused): the page asks to connect.
  const connectError = useMutationState({
    filters: { mutationKey: ['campaign-builder'], status: 'error' },
    select: (m) => m.state.error,
  }).findLast((e) => isApiError(e) && e.kind === 'needs-connect');

  useDocumentTitle(campaign.name, 'Build');

  const status = statusQuery.data;
  const wizard = status ? deriveWizard(status, campaign.type, campaign.start_date) : null;
  const urlStep = wizard ? stepFromUrl(search.get('step'), wizard) : null;
  // Opened without a step: the step to resume at, as it was on arrival (a save does not move the user).
  const [arrivedAt, setArrivedAt] = useState<StepId | null>(null);
  if (wizard && !urlStep && arrivedAt === null) setArrivedAt(wizard.resumeAt);
  const current = wizard ? (urlStep ?? arrivedAt ?? wizard.resumeAt) : null;
  const open = !!wizard?.editable && campaign.status === 0;

  // The pieces of the quote the draft was started from (`volume`, handed on by the new-campaign page):
  // kept as its target, for its figures and the routes step's "Fill to", wherever it is opened next.
  const handoffVolume = readDraftHandoff(search).volume;
  useEffect(() => {
    if (open && handoffVolume !== null) keepDraftTarget(id, handoffVolume);
  }, [id, open, handoffVolume]);

  // Each step's address state, kept as it changes: opening the step again (its chip, a link) restores it.
  // The first time a step is shown here with no state of its own in the address (arriving from the
  // campaign page, a reload, a new tab), the state it was left with is put back first.
  const searchText = search.toString();
  const ownText = stepOwnSearch(search).toString();
  // A step is settled once its address holds its own state (or there was none to put back); until then
  // it shows a short wait while the kept state goes into the address. Decided from what is rendered, so
  // running the effect twice changes nothing.
  const [settled, setSettled] = useState<ReadonlySet<StepId>>(() => new Set());
  const settling = !!open && !!current && !settled.has(current);
  const keptSearch = settling && current && ownText === '' ? keptStepSearch(id, current) : null;
  if (settling && current && keptSearch === null) setSettled((s) => new Set(s).add(current));
  const restoring = keptSearch !== null;
  const keptText = keptSearch?.toString() ?? '';
  useEffect(() => {
    if (!open || !current) return;
    if (keptText) {
      const kept = new URLSearchParams(keptText);
      if (search.has('step')) kept.set('step', current);
      setSearchParams(kept, { replace: true, preventScrollReset: true });
      return;
    }
    keepStepSearch(id, current, new URLSearchParams(searchText));
    // `search` follows `searchText`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, open, current, searchText, keptText]);

  // Unsaved steps, and the changes left unsaved before this visit, offered back once per step.
  const unsavedSteps = useUnsavedSteps(id);
  const unsaved = useMemo(() => new Set(unsavedSteps.map((u) => u.step as StepId)), [unsavedSteps]);
  const [visitStart] = useState(() => Date.now());
  const [answered, setAnswered] = useState<ReadonlySet<StepId>>(() => new Set());
  const [stepKey, setStepKey] = useState(0);
  const leftBefore = unsavedSteps.find((u) => u.step === current && u.at < visitStart);
  const offer = current && leftBefore && !answered.has(current) ? leftBefore : null;
  const answer = (step: StepId) => setAnswered((a) => new Set(a).add(step));

  // A step opens at its top: the page is scrolled back to the step list when it was below it.
  const sectionRef = useRef<HTMLElement>(null);
  const shownStep = useRef(current);
  useEffect(() => {
    if (shownStep.current === current) return;
    shownStep.current = current;
    const top = sectionRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) window.scrollTo({ top: 0 });
  }, [current]);

  // Submitted or cancelled on this page (not opened so): the closed state is a confirmation.
  const [wasOpen, setWasOpen] = useState(false);
  if (open && !wasOpen) setWasOpen(true);

  const back = (
    <Link
      to={appPaths.campaign(id)}
      className="mb-3 inline-flex items-center gap-1 text-sm text-indigo-700 hover:underline"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      Campaign page
    </Link>
  );

  if (statusQuery.isPending) {
    return (
      <div aria-busy="true">
        {back}
        <LoadingStatus label="Loading the draft…" />
        <Skeleton className="mt-4 h-10 w-2/3" />
        <Skeleton className="mt-4 h-64 w-full" />
      </div>
    );
  }
  if (statusQuery.isError) {
    return (
      <div>
        {back}
        <QueryErrorState
          error={statusQuery.error}
          what="the draft"
          onRetry={() => void statusQuery.refetch()}
          retrying={statusQuery.isFetching}
        />
      </div>
    );
  }

  if (!status || !wizard || !current) return null;
  const index = wizard.steps.findIndex((s) => s.id === current);

  const setSearch = (patch: Record<string, string | null>) =>
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v === null || v === '') next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  // A step opens with its own state as it was left (kept), the other steps' parameters left behind.
  const stepSearch = (step: StepId) =>
    step === current ? stepOwnSearch(search) : (keptStepSearch(id, step) ?? new URLSearchParams());
  const hrefOf = (step: StepId) => appPaths.buildCampaign(id, step, stepSearch(step));
  const goTo = (step: StepId) => {
    const next = stepSearch(step);
    next.set('step', step);
    setSearchParams(next, { preventScrollReset: false });
  };

  const header = (
    <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <p className="text-sm text-slate-600">
          {flavourWords[wizard.flavour]}
          {open ? ' draft' : null}
        </p>
        <CampaignNameEditor campaignId={id} name={campaign.name} editable={wizard.editable} />
      </div>
      {open ? <CancelDraft campaignId={id} name={campaign.name} /> : null}
    </div>
  );

  if (!open) {
    const stage = wizard.editable ? 'other' : closedStageOf(status.internalStatus);
    return (
      <div>
        {back}
        {header}
        <DraftClosed
          campaignId={id}
          stage={stage}
          justNow={wasOpen}
          submitted={{ status, flavour: wizard.flavour, startDate: campaign.start_date }}
        />
      </div>
    );
  }

  const props: StepProps = {
    campaignId: id,
    campaign,
    status,
    wizard,
    search,
    setSearch,
    onContinue: () => goTo(nextStep(wizard, current)),
    goTo,
  };
  const Step = current === 'areas' ? null : stepComponents[current];
  // Discarding a step's unsaved changes: forgotten, the step opened again from what is saved.
  const discard = (step: StepId) => {
    answer(step);
    forgetStep(id, step);
    setStepKey((k) => k + 1);
    setSearchParams(search.has('step') ? { step } : {}, { replace: true, preventScrollReset: true });
  };

  return (
    <div>
      {back}
      {header}
      <Stepper wizard={wizard} current={current} hrefOf={hrefOf} unsaved={unsaved} />
      <DraftFiguresLine status={status} flavour={wizard.flavour} />
      <ConnectBanner Connect={Connect} error={connectError} />
      <section ref={sectionRef} aria-labelledby="wizard-step-title" className="mt-4 scroll-mt-4">
        <h2 id="wizard-step-title" className="text-lg font-semibold text-slate-900">
          <span className="sr-only">
            Step {index + 1} of {wizard.steps.length}:{' '}
          </span>
          {wizard.steps[index]?.label}
        </h2>
        <div className="mt-3">
          {offer ? (
            <UnsavedOffer at={offer.at} onKeep={() => answer(current)} onDiscard={() => discard(current)} />
          ) : null}
          {restoring ? (
            <LoadingStatus label="Opening the step as you left it…" />
          ) : Step ? (
            <Step key={`${current}-${stepKey}`} {...props} />
          ) : (
            <AreasStep key={`areas-${stepKey}`} {...props} Planner={Planner} />
          )}
        </div>
      </section>
    </div>
  );
}
