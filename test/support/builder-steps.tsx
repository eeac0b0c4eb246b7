/**
 * For the wizard steps' component tests: drafts made through the in-process sandbox's API (with the
 * builder's access token), and one step rendered the way the wizard page renders it (campaign and
 * creation status read, and read again after every save; the step's state in the address), with
 * `onContinue` and `goTo` recorded.
 *
 *   const env = setupBuilderSandbox();                              // at the top of the file
 *   const id = await env.createDraft({ channel: 'H2H', subtype: 'HANDTOHAND' });
 *   const step = await env.renderStep(DetailsStep, { campaignId: id });
 *   await step.user.click(await screen.findByRole('button', { name: 'Save and continue' }));
 *   await waitFor(() => expect(step.onContinue).toHaveBeenCalled());
 */
import { endpoints } from '../../src/api/contract/endpoints';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useParams, useSearchParams } from 'react-router';
import { afterEach, vi } from 'vitest';
import type { CreateDraftRequest } from '../../src/api/contract/builder';
import type { CarrierRouteSearch } from '../../src/api/contract/carrier-route';
import type { CreationStatus } from '../../src/api/contract/creation-status';
import { creationStatusSchema } from '../../src/api/contract/creation-status';
import type { DesignList } from '../../src/api/contract/design';
import { successEnvelope } from '../../src/api/contract/envelope';
import { designFit, type FitSubtype } from '../../src/api/contract/print-format';
import { createQueryClient } from '../../src/api/query-client';
import { setAccessToken, setClientKey } from '../../src/api/session';
import { appPaths, appRoutes } from '../../src/lib/app-paths';
import { campaignInsightQueries } from '../../src/queries/campaign-insight-queries';
import { campaignQueries } from '../../src/queries/campaign-queries';
import type { StepProps } from '../../src/features/builder/step-props';
import { deriveWizard, type StepId } from '../../src/features/builder/wizard-model';
import { setupAppSandbox, type AppSandbox } from './app-sandbox';
import { SANDBOX_BASE_URL } from './render';
import { accessToken, type Sandbox } from './sandbox';

/** The main demo client (Slice Republic Pizza, US): its id and client key. */
export const demoClient = (sandbox: Sandbox, index = 0) => sandbox.credentials.clients[index]!;

/** A fresh builder access token (scope campaigns:create) for the demo client. */
export const builderToken = (sandbox: Sandbox) => accessToken(sandbox, demoClient(sandbox).clientId);

/** Holds a fresh builder access token in this tab's session, as Connect does. */
export async function connectBuilder(sandbox: Sandbox): Promise<void> {
  setAccessToken(await builderToken(sandbox), Date.now() + 50 * 60_000);
}

/** A builder write (or any call) to the sandbox with the demo client's access token; the parsed body. */
export async function asBuilder(
  sandbox: Sandbox,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: { success: boolean; data?: unknown; error?: string } }> {
  const res = await sandbox.fetch(`${SANDBOX_BASE_URL}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${await builderToken(sandbox)}`,
      'Content-Type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { success: boolean; data?: unknown } };
}

/** A read with the demo client's key; the envelope's data. */
export async function asClient<T = unknown>(sandbox: Sandbox, path: string): Promise<T> {
  const res = await sandbox.fetch(`${SANDBOX_BASE_URL}${path}`, {
    headers: { Authorization: `Bearer ${demoClient(sandbox).clientKey}` },
  });
  const json = (await res.json()) as { success: boolean; data: T; error?: string };
  if (!json.success) throw new Error(`GET ${path}: ${json.error}`);
  return json.data;
}

/** A READY design of the demo client that can serve a draft of `subtype` (see `designFit`); its id. */
export async function fittingDesignId(sandbox: Sandbox, subtype: FitSubtype): Promise<string> {
  const list = await asClient<DesignList>(sandbox, `${endpoints.listDesigns.path}?status=READY&pageSize=100`);
  const design = list.designs.find((d) => designFit(d.format, subtype).fits);
  if (!design) throw new Error(`no READY design fits ${subtype}`);
  return design.id;
}

/** A fresh draft on the demo client's account; its id. */
export async function createDraft(sandbox: Sandbox, body: CreateDraftRequest): Promise<string> {
  const { status, json } = await asBuilder(
    sandbox,
    endpoints.createDraft.method,
    endpoints.createDraft.path,
    body,
  );
  if (status !== 200 || !json.success) throw new Error(`create draft: ${status} ${json.error}`);
  return String((json.data as { campaignId: number }).campaignId);
}

/** A builder write that must succeed (test setup). */
export async function mustWrite(sandbox: Sandbox, method: string, path: string, body?: unknown) {
  const { status, json } = await asBuilder(sandbox, method, path, body);
  if (status !== 200 || !json.success) throw new Error(`${method} ${path}: ${status} ${json.error}`);
  return json.data;
}

/** An EDDM draft with the carrier routes around 1100 Congress Ave, Austin (eight of them), and that zone; its id. */
export async function eddmDraftWithRoutes(sandbox: Sandbox): Promise<string> {
  const zone = { name: '1100 Congress Ave, Austin, TX', lat: 30.27472, lng: -97.74034, radius: 800 };
  const found = await asClient<CarrierRouteSearch>(
    sandbox,
    `${endpoints.searchCarrierRoutes.path}?lat=${zone.lat}&lng=${zone.lng}&radius=${zone.radius}&first=8`,
  );
  const id = await createDraft(sandbox, { channel: 'ADM', subtype: 'EDDM' });
  await mustWrite(sandbox, 'POST', `/client/campaigns/${id}/areas`, {
    routes: found.nodes.map((r) => r.raw),
    zone,
  });
  return id;
}

/** Creation status as the service reports it now. */
export async function readStatus(sandbox: Sandbox, id: string): Promise<CreationStatus> {
  const res = await sandbox.fetch(`${SANDBOX_BASE_URL}/client/campaigns/${id}/creation-status`, {
    headers: { Authorization: `Bearer ${demoClient(sandbox).clientKey}` },
  });
  return successEnvelope(creationStatusSchema).parse(await res.json()).data;
}

export type RenderStepOptions = {
  sandbox: Sandbox;
  campaignId: string;
  /** The step's own address state to start with. */
  search?: Record<string, string>;
  /** Hold the builder's access token (default true). */
  connected?: boolean;
  /** Changes the creation status the step is given (a stale read, say). */
  status?: (status: CreationStatus) => CreationStatus;
};

const rendered = new Set<{ dispose: () => void; settle: () => Promise<void> }>();

afterEach(async () => {
  for (const r of rendered) {
    await r.settle();
    r.dispose();
  }
  rendered.clear();
});

/** Renders `Step` for draft `campaignId` as the wizard page would (signed in, and connected unless not). */
export async function renderStep(Step: ComponentType<StepProps>, opts: RenderStepOptions) {
  setClientKey(demoClient(opts.sandbox).clientKey);
  if (opts.connected !== false) await connectBuilder(opts.sandbox);
  const onContinue = vi.fn();
  const goTo = vi.fn<(step: StepId) => void>();
  const seen: { status?: CreationStatus } = {};
  const queryClient = createQueryClient({ retryDelay: () => 1 });

  function Harness() {
    const id = useParams().campaignId ?? '';
    const [search, setSearchParams] = useSearchParams();
    const campaign = useQuery(campaignQueries.detail(id));
    const statusQuery = useQuery(campaignInsightQueries.creationStatus(id));
    if (!campaign.data || !statusQuery.data) return <p>Loading the draft…</p>;
    const status = opts.status ? opts.status(statusQuery.data) : statusQuery.data;
    seen.status = status;
    const wizard = deriveWizard(status, campaign.data.type, campaign.data.start_date);
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
        { replace: true },
      );
    return (
      <Step
        campaignId={id}
        campaign={campaign.data}
        status={status}
        wizard={wizard}
        search={search}
        setSearch={setSearch}
        onContinue={onContinue}
        goTo={goTo}
      />
    );
  }

  const router = createMemoryRouter(
    [
      { path: appRoutes.buildCampaign, element: <Harness /> },
      { path: appRoutes.campaign, element: <h1>Campaign page</h1> },
    ],
    {
      initialEntries: [
        appPaths.buildCampaign(opts.campaignId, undefined, new URLSearchParams(opts.search ?? {})),
      ],
    },
  );
  rendered.add({
    dispose: () => {
      queryClient.clear();
      router.dispose();
    },
    settle: () =>
      waitFor(() => {
        if (queryClient.isFetching() > 0 || queryClient.isMutating() > 0) throw new Error('in flight');
      }).catch(() => undefined),
  });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return {
    ...view,
    user,
    router,
    queryClient,
    onContinue,
    goTo,
    /** The creation status the step was last given. */
    status: () => seen.status,
    searchParams: () => new URLSearchParams(router.state.location.search),
    location: () => router.state.location,
  };
}

/** What `renderStep` gives a test. */
export type RenderedStep = Awaited<ReturnType<typeof renderStep>>;

/** `setupAppSandbox()` with this file's helpers bound to its sandbox, for the builder's test files. */
export type BuilderSandbox = AppSandbox & {
  createDraft(body: CreateDraftRequest): Promise<string>;
  eddmDraftWithRoutes(): Promise<string>;
  readStatus(id: string): Promise<CreationStatus>;
  asClient<T = unknown>(path: string): Promise<T>;
  mustWrite(method: string, path: string, body?: unknown): Promise<unknown>;
  fittingDesignId(subtype: FitSubtype): Promise<string>;
  connectBuilder(): Promise<void>;
  renderStep(
    Step: ComponentType<StepProps>,
    opts: Omit<RenderStepOptions, 'sandbox'>,
  ): ReturnType<typeof renderStep>;
};

/** One sandbox for a builder test file (call once, at the top): `const env = setupBuilderSandbox();`. */
export function setupBuilderSandbox(opts?: Parameters<typeof setupAppSandbox>[0]): BuilderSandbox {
  const env = setupAppSandbox(opts);
  const helpers: Omit<BuilderSandbox, keyof AppSandbox> = {
    createDraft: (body) => createDraft(env.sandbox, body),
    eddmDraftWithRoutes: () => eddmDraftWithRoutes(env.sandbox),
    readStatus: (id) => readStatus(env.sandbox, id),
    asClient: <T,>(path: string) => asClient<T>(env.sandbox, path),
    mustWrite: (method, path, body) => mustWrite(env.sandbox, method, path, body),
    fittingDesignId: (subtype) => fittingDesignId(env.sandbox, subtype),
    connectBuilder: () => connectBuilder(env.sandbox),
    renderStep: (Step, stepOpts) => renderStep(Step, { ...stepOpts, sandbox: env.sandbox }),
  };
  // `env`'s sandbox and key are getters that throw before the file's beforeAll: inherit them, not copy.
  return Object.assign(Object.create(env) as AppSandbox, helpers);
}
