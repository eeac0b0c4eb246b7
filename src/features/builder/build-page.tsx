/**
 * The draft wizard (`/campaigns/:id/build?step=…`): its steps, their order and what each still misses
 * come from creation status (re-read after every save), the open step and each step's own state are in
 * the address, so a half-built draft can be left and resumed, reloaded or shared. Each step's address
 * state is also kept when another step is opened (kept-steps), so coming back finds it as it was left; a
 * new step opens at its top. The draft's pieces and price (creation status's quote) are shown under the
 * step list on every step. A draft no longer being built shows "In review" or "Cancelled".
 */
import { useMutationState, useQuery, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Link, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { ApiError, isApiError } from '../../api/http-errors';
import { QueryErrorState } from '../../components/query-error-state';
import { LoadingStatus, Skeleton } from '../../components/ui/skeleton';
import { appPaths } from '../../lib/app-paths';
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
import { keepStepSearch, keptStepSearch, stepOwnSearch } from './kept-steps';
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
  const wizard = status ? deriveWizard(status, campaign.type) : null;
  const current = wizard ? (stepFromUrl(search.get('step'), wizard) ?? wizard.resumeAt) : null;
  const open = !!wizard?.editable && campaign.status === 0;

  // Each step's address state, kept as it changes: opening the step again (its chip, a link) restores it.
  const searchText = search.toString();
  useEffect(() => {
    if (open && current) keepStepSearch(id, current, new URLSearchParams(searchText));
  }, [id, open, current, searchText]);

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
        <DraftClosed campaignId={id} stage={stage} justNow={wasOpen} />
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

  return (
    <div>
      {back}
      {header}
      <Stepper wizard={wizard} current={current} hrefOf={hrefOf} />
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
          {Step ? <Step key={current} {...props} /> : <AreasStep {...props} Planner={Planner} />}
        </div>
      </section>
    </div>
  );
}
