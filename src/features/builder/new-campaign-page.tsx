/**
 * "New campaign": choose how the campaign reaches people (channel rules say each one's minimum, lead time
 * and formats, in plain words), then a draft is created and its wizard opens. Without the builder's
 * permission the user connects first and comes back here, and the draft is created on return, once.
 * What the draft starts from (a quote's format and volume, a plan's routes) is handed on to the wizard.
 */
import { useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { eddmFormatLabels } from '../../api/contract/glossary';
import type { ChannelRule } from '../../api/contract/channel-rules';
import { endpoints } from '../../api/contract/endpoints';
import { callApi } from '../../api/http-client';
import { getAccessToken } from '../../api/session';
import { QueryErrorState } from '../../components/query-error-state';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { appPaths } from '../../lib/app-paths';
import { cn } from '../../lib/cn';
import { formatPlainDate } from '../../lib/dates';
import { campaignMutations } from '../../queries/campaign-mutations';
import { channelChoice, channelChoices, type ChannelChoice } from './builder-words';
import { describeSaveError } from './components/save-feedback';
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

/** Keys handed on to the wizard (a plan's and a quote's); the page's own (`channel`, `create`) are not. */
const OWN_KEYS = ['channel', 'create'];
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
    const names = rule.formats.map(
      (f) => eddmFormatLabels[f as keyof typeof eddmFormatLabels] ?? f.toLowerCase(),
    );
    out.push(`Formats: ${names.join(', ')}.`);
  }
  return out;
}

export type NewCampaignPageProps = {
  /** Starts Connect (the OAuth consent), coming back to `returnTo` (composed by the router). */
  useConnect: () => (returnTo: string) => Promise<void>;
};

export function NewCampaignPage({ useConnect }: NewCampaignPageProps) {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const connect = useConnect();
  const rules = useQuery(rulesQuery());
  const create = useMutation(campaignMutations.create());
  const [connecting, setConnecting] = useState<string | null>(null);
  const [connectProblem, setConnectProblem] = useState<string | null>(null);
  const preselected = channelChoice(search.get('channel'));

  useDocumentTitle(PAGE_TITLE);

  const createDraft = (choice: ChannelChoice) =>
    create.mutate(
      { channel: choice.channel, subtype: choice.subtype },
      {
        onSuccess: (draft) =>
          void navigate(appPaths.buildCampaign(String(draft.campaignId), undefined, handedOn(search)), {
            replace: true,
          }),
        // A permission that expired meanwhile: connect again, and come back to create this draft.
        onError: (err) => {
          if (describeSaveError(err).needsConnect) void start(choice);
        },
      },
    );
  const creating = create.isPending
    ? channelChoices.find((c) => c.subtype === create.variables.subtype)?.id
    : undefined;
  const busy = creating ?? connecting;
  const createError = create.error ? describeSaveError(create.error) : null;
  const problem = connectProblem ?? (createError && !createError.needsConnect ? createError.message : null);

  const start = async (choice: ChannelChoice) => {
    const nonce = crypto.randomUUID();
    if (getAccessToken()) {
      claimCreation(nonce);
      createDraft(choice);
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

  // Back from Connect: create the draft chosen before leaving, once.
  const resumed = useRef(false);
  useEffect(() => {
    const nonce = search.get('create');
    if (resumed.current || !nonce || !preselected || !getAccessToken()) return;
    resumed.current = true;
    const next = new URLSearchParams(search);
    next.delete('create');
    setSearch(next, { replace: true });
    if (claimCreation(nonce)) createDraft(preselected);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the return from Connect
  }, []);

  const ruleOf = (choice: ChannelChoice) =>
    rules.data?.channels.find((r) => r.channel === choice.channel && r.subtype === choice.subtype);

  return (
    <div>
      <PageHeader
        title={PAGE_TITLE}
        description="Choose how your campaign reaches people. You build it as a draft, step by step, and submit it for review when it is ready: nothing is charged, printed or mailed until a reviewer approves it."
      />
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
          Minimums and lead times shown for {rules.data.city.name}; they can differ by city.
        </p>
      ) : null}
    </div>
  );
}
