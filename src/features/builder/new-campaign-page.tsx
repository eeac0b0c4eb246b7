/**
 * "New campaign": choose how the campaign reaches people (channel rules say each one's minimum, lead time
 * and formats, in plain words), then a draft is created and its wizard opens. Without the builder's
 * permission the user connects first and comes back here, and the draft is created on return, once.
 *
 * What the draft starts from is used at once: an EDDM draft is created in the format asked for (`fmt`),
 * and a plan's routes (the planner's keys) are saved in it with the zone as searched, so the wizard opens
 * at the step after the routes. Arriving with `start=<nonce>` (the planner's and a quote's one-click
 * hand-off) starts the chosen draft by itself, connecting first when needed; each nonce starts once and is
 * the creation's Idempotency-Key, so a reload, Back or a double effect makes no second draft.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { CreateDraftRequest } from '../../api/contract/builder';
import { carrierRouteLimits } from '../../api/contract/carrier-route';
import type { ChannelRule } from '../../api/contract/channel-rules';
import { endpoints } from '../../api/contract/endpoints';
import { flyerSizeLabels } from '../../api/contract/glossary';
import { designFormatText, eddmFormatText, isEddmFormat } from '../../api/contract/print-format';
import { flyerSizes, type FlyerSize } from '../../api/contract/quote';
import { callApi } from '../../api/http-client';
import { backoffDelay, shouldRetry } from '../../api/query-client';
import { getAccessToken } from '../../api/session';
import { QueryErrorState } from '../../components/query-error-state';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { appPaths } from '../../lib/app-paths';
import { cn } from '../../lib/cn';
import { formatPlainDate } from '../../lib/dates';
import {
  afterPlanSaved,
  handoffZone,
  newStartNonce,
  pickPlanRoutes,
  readDraftHandoff,
  START_DRAFT_KEY,
} from '../../lib/draft-handoff';
import { campaignQueries } from '../../queries/campaign-queries';
import { channelChoice, channelChoices, type ChannelChoice } from './builder-words';
import { describeSaveError } from './save-feedback';
import { deriveWizard, nextStep, type StepId } from './wizard-model';
import { useDocumentTitle } from '../../lib/use-document-title';
import { numberFormat } from '../../lib/intl-cache';

export const PAGE_TITLE = 'New campaign';

/** Rules shown on the cards: those of the first targetable city the service lists. */
const rulesQuery = () => ({
  queryKey: ['builder', 'channel-rules', 'first-city'] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const cities = await callApi(endpoints.listCities, { query: { first: 1 }, signal });
    const city = cities.nodes[0];
    if (!city) return null;
    return callApi(endpoints.channelRules, { query: { cityId: city.id }, signal });
  },
  staleTime: 10 * 60_000,
});

export function createLoader(queryClient: QueryClient) {
  return () => {
    void queryClient.prefetchQuery(rulesQuery());
    return null;
  };
}

/** Keys handed on to the wizard (a plan's and a quote's); the page's own (`channel`, `create`, `start`) are not. */
const OWN_KEYS = ['channel', 'create', START_DRAFT_KEY];
const handedOn = (search: URLSearchParams) => {
  const out = new URLSearchParams(search);
  for (const k of OWN_KEYS) out.delete(k);
  return out;
};

/** Creations already started in this tab (a nonce per click), so a return from Connect creates once. */
const STARTED_KEY = 'doorstep.builder.created';
function claimCreation(nonce: string): boolean {
  try {
    const seen = new Set<string>(JSON.parse(sessionStorage.getItem(STARTED_KEY) ?? '[]') as string[]);
    if (seen.has(nonce)) return false;
    seen.add(nonce);
    sessionStorage.setItem(STARTED_KEY, JSON.stringify([...seen].slice(-20)));
    return true;
  } catch {
    return true;
  }
}

const nf = numberFormat();

/** The step an EDDM wizard goes to once its routes are saved (the one after them). */
const STEP_AFTER_AREAS: StepId = nextStep(
  deriveWizard({ missing: [], lastActiveStep: null, internalStatus: 'DRAFT', subtype: 'EDDM' }, 3),
  'areas',
);

/**
 * Creates the draft (with `nonce` as its Idempotency-Key) and, for an EDDM draft, saves the plan's routes
 * with the zone as searched. Resolves to the wizard's address: the step after the routes once they are
 * saved, else the routes step with the plan handed on (routes no longer found, or refused: the step then
 * shows the plan and says why when it is saved).
 */
async function startDraft(choice: ChannelChoice, nonce: string, search: URLSearchParams) {
  const handoff = readDraftHandoff(search);
  const eddm = choice.subtype === 'EDDM';
  const body: CreateDraftRequest = {
    channel: choice.channel,
    subtype: choice.subtype,
    ...(eddm && handoff.format ? { format: handoff.format } : {}),
  };
  const draft = await callApi(endpoints.createDraft, { body, idempotencyKey: nonce });
  const id = String(draft.campaignId);
  const handed = handedOn(search);
  const plan = eddm ? handoff.plan : null;
  if (!plan) return appPaths.buildCampaign(id, undefined, handed);
  try {
    const found = await callApi(endpoints.searchCarrierRoutes, {
      query: {
        lat: plan.point.lat,
        lng: plan.point.lng,
        radius: Math.round(plan.radius),
        first: carrierRouteLimits.firstMax,
      },
    });
    const { raws, missing } = pickPlanRoutes(found.nodes, plan.selected);
    if (missing.length > 0 || raws.length === 0) return appPaths.buildCampaign(id, 'areas', handed);
    await callApi(endpoints.setDraftAreas, {
      params: { id },
      body: { routes: raws, zone: handoffZone(plan) },
    });
    return appPaths.buildCampaign(id, STEP_AFTER_AREAS, afterPlanSaved(handed));
  } catch {
    return appPaths.buildCampaign(id, 'areas', handed);
  }
}

/** A format of channel rules in words, by its name and size, never its code. */
function formatWords(code: string): string {
  const upper = code.trim().toUpperCase();
  if (isEddmFormat(upper)) return eddmFormatText(upper);
  if ((flyerSizes as readonly string[]).includes(upper))
    return `Flyer ${flyerSizeLabels[upper as FlyerSize]}`;
  return designFormatText(code);
}

function ruleWords(rule: ChannelRule | undefined): string[] {
  if (!rule) return [];
  const out: string[] = [];
  const pieces = rule.minimums.pieces;
  if (pieces.value !== null) {
    out.push(
      `At least ${nf.format(pieces.value)} pieces${pieces.source === 'unconfirmed' ? ' (to be confirmed)' : ''}.`,
    );
  } else out.push('No minimum number of pieces.');
  const lead = rule.leadTime;
  if (lead.leadTimeKnown) {
    out.push(
      `Earliest launch ${formatPlainDate(lead.earliestStartDate)} (${lead.minStartBusinessDays} business days to get ready).`,
    );
  } else
    out.push(`Earliest launch ${formatPlainDate(lead.earliestStartDate)}; the lead time is not settled yet.`);
  if (rule.formats.length > 0) {
    const names = [...new Set(rule.formats.map(formatWords))];
    out.push(`Formats: ${names.join(', ')}.`);
  }
  return out;
}

type NewCampaignPageProps = {
  /** Starts Connect (the OAuth consent), coming back to `returnTo` (composed by the router). */
  useConnect: () => (returnTo: string) => Promise<void>;
};

export function NewCampaignPage({ useConnect }: NewCampaignPageProps) {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const connect = useConnect();
  const rules = useQuery(rulesQuery());
  const create = useMutation({
    mutationKey: ['campaign-builder', 'create'],
    mutationFn: ({ choice, nonce, from }: { choice: ChannelChoice; nonce: string; from: URLSearchParams }) =>
      startDraft(choice, nonce, from),
    // A service that could not be reached is asked again; the nonce makes it one draft.
    retry: shouldRetry,
    retryDelay: backoffDelay,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignQueries.lists() }),
  });
  const [connecting, setConnecting] = useState<string | null>(null);
  const [connectProblem, setConnectProblem] = useState<string | null>(null);
  const preselected = channelChoice(search.get('channel'));
  const handoff = readDraftHandoff(search);

  useDocumentTitle(PAGE_TITLE);

  const createDraft = (choice: ChannelChoice, nonce: string) =>
    create.mutate(
      { choice, nonce, from: new URLSearchParams(search) },
      {
        onSuccess: (path) => void navigate(path, { replace: true }),
        // A permission that expired meanwhile: connect again, and come back to create this draft.
        onError: (err) => {
          if (describeSaveError(err).needsConnect) void start(choice);
        },
      },
    );
  const creating = create.isPending ? create.variables.choice.id : undefined;
  const busy = creating ?? connecting;
  const createError = create.error ? describeSaveError(create.error) : null;
  const problem = connectProblem ?? (createError && !createError.needsConnect ? createError.message : null);

  const start = async (choice: ChannelChoice, nonce: string = newStartNonce()) => {
    if (getAccessToken()) {
      if (claimCreation(nonce)) createDraft(choice, nonce);
      return;
    }
    // Connect first; coming back here with `create`, the draft is created then.
    setConnecting(choice.id);
    setConnectProblem(null);
    const back = new URLSearchParams(handedOn(search));
    back.set('channel', choice.id);
    back.set('create', nonce);
    try {
      await connect(`${appPaths.newCampaign()}?${back.toString()}`);
    } catch (e) {
      setConnecting(null);
      setConnectProblem(e instanceof Error ? e.message : 'Connecting failed. Please try again.');
    }
  };

  // Arriving with `start` (a one-click hand-off): start the chosen draft, connecting first when needed.
  // Back from Connect with `create`: create the draft chosen before leaving, once, and never connect again
  // by itself. The ref keeps a second run of this effect (strict mode) from starting anything.
  const resumed = useRef(false);
  useEffect(() => {
    const startNonce = search.get(START_DRAFT_KEY);
    const createNonce = search.get('create');
    if (resumed.current || !preselected || (!startNonce && !createNonce)) return;
    if (!startNonce && !getAccessToken()) return;
    resumed.current = true;
    const next = new URLSearchParams(search);
    next.delete('create');
    next.delete(START_DRAFT_KEY);
    setSearch(next, { replace: true });
    if (startNonce) void start(preselected, startNonce);
    else if (createNonce && claimCreation(createNonce)) createDraft(preselected, createNonce);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);

  const ruleOf = (choice: ChannelChoice) =>
    rules.data?.channels.find((r) => r.channel === choice.channel && r.subtype === choice.subtype);

  return (
    <div>
      <PageHeader
        title={PAGE_TITLE}
        description="Choose how your campaign reaches people. You build it as a draft, step by step, and submit it for review when it is ready: nothing is charged, printed or mailed until a reviewer approves it."
      />
      {busy === 'ADM-EDDM' && handoff.plan ? (
        <p
          role="status"
          className="mb-4 flex items-center gap-2 rounded-md border border-indigo-200 bg-indigo-50 p-3 text-sm text-indigo-900"
        >
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          {connecting
            ? 'Asking for your permission to build campaigns; your draft is started right after.'
            : `Starting your direct-mail draft with the ${nf.format(handoff.plan.selected.length)} routes you planned…`}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="mb-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      ) : null}
      {rules.isError ? (
        <QueryErrorState
          className="mb-4"
          error={rules.error}
          what="the channel rules"
          onRetry={() => void rules.refetch()}
          retrying={rules.isFetching}
        />
      ) : null}
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Channels">
        {channelChoices.map((choice) => {
          const words = ruleWords(ruleOf(choice));
          const headingId = `channel-${choice.id}`;
          return (
            <li key={choice.id}>
              <Card
                aria-labelledby={headingId}
                className={cn(
                  'flex h-full flex-col',
                  preselected?.id === choice.id && 'ring-2 ring-indigo-600',
                )}
              >
                <h2 id={headingId} className="text-base font-semibold text-slate-900">
                  {choice.title}
                </h2>
                <p className="mt-1 text-sm text-slate-600">{choice.description}</p>
                {rules.isPending ? (
                  <div className="mt-3 space-y-2" aria-hidden="true">
                    <Skeleton className="h-4 w-3/4" />
                    <Skeleton className="h-4 w-2/3" />
                  </div>
                ) : (
                  <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
                    {words.map((w) => (
                      <li key={w}>{w}</li>
                    ))}
                  </ul>
                )}
                <div className="mt-auto pt-4">
                  <Button
                    onClick={() => void start(choice)}
                    disabled={busy !== undefined && busy !== null}
                    aria-labelledby={`${headingId}-start ${headingId}`}
                  >
                    {busy === choice.id ? (
                      <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
                    ) : null}
                    <span id={`${headingId}-start`}>
                      {busy === choice.id ? 'Starting the draft…' : 'Start this draft'}
                    </span>
                  </Button>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
      {rules.data ? (
        <p className="mt-4 text-sm text-slate-600">
          Minimums and lead times shown are those of {rules.data.city.name}, as an example: each city has its
          own, and your draft is checked against the rules of the places it targets.
        </p>
      ) : null}
    </div>
  );
}
