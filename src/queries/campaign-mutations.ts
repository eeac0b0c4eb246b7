/**
 * The campaign builder's writes, as `mutationOptions` factories next to the queries they make stale
 * (campaigns, a campaign's tabs, creation status and targeting). Each one needs the OAuth access token
 * (`callApi` sends it; without one it fails with the `needs-connect` kind and sends nothing). After a write
 * the campaign's own keys are invalidated, so creation status (what the wizard's steps come from) is read
 * again, never guessed from local state.
 */
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type {
  AreasZone,
  CreateDraftRequest,
  SetCitiesRequest,
  SetCreativeRequest,
  SetDemographicsRequest,
  SetDetailsRequest,
} from '../api/contract/builder';
import type { RawRoute } from '../api/contract/carrier-route';
import { endpoints } from '../api/contract/endpoints';
import { callApi } from '../api/http-client';
import { backoffDelay, shouldRetry } from '../api/query-client';
import { campaignQueries } from './campaign-queries';

/**
 * Every builder write is retried with backoff when the service could not be reached (a 502, no
 * answer), like reads are; never a refusal. The writes that set a step replace its state, so a repeat
 * is harmless; creating and submitting carry an idempotency key (`actionKeys`), so a retry whose first
 * try did reach the service makes nothing twice.
 */
const retried = { retry: shouldRetry, retryDelay: backoffDelay } as const;

/**
 * One key per user action: made when the action starts (`onMutate` runs once per `mutate`), read by
 * each try of it (`mutationFn` runs again on every retry).
 */
const actionKeys = new Map<string, string>();
const newActionKey = (action: string) => {
  actionKeys.set(action, crypto.randomUUID());
};
const actionKey = (action: string) => actionKeys.get(action);

/** Everything read about one campaign (detail, tabs, creation status, targeting) and every list. */
async function refreshCampaign(client: QueryClient, id: string) {
  await Promise.all([
    client.invalidateQueries({ queryKey: [...campaignQueries.details(), id] }),
    client.invalidateQueries({ queryKey: campaignQueries.lists() }),
  ]);
}

const write = <V, R>(name: string, id: string, run: (vars: V) => Promise<R>) =>
  mutationOptions<R, Error, V>({
    mutationKey: ['campaign-builder', name, id],
    mutationFn: run,
    ...retried,
    onSuccess: (_data, _vars, _result, context) => refreshCampaign(context.client, id),
  });

export const campaignMutations = {
  create: () =>
    mutationOptions({
      mutationKey: ['campaign-builder', 'create'],
      ...retried,
      onMutate: () => newActionKey('create'),
      mutationFn: (body: CreateDraftRequest) =>
        callApi(endpoints.createDraft, { body, idempotencyKey: actionKey('create') }),
      onSuccess: (_data, _vars, _result, context) =>
        context.client.invalidateQueries({ queryKey: campaignQueries.lists() }),
    }),
  rename: (id: string) =>
    write('rename', id, (name: string) =>
      callApi(endpoints.renameCampaign, { params: { id }, body: { name } }),
    ),
  /** The chosen routes' `raw` objects, with the zone they were picked in when there is one. */
  areas: (id: string) =>
    write('areas', id, (input: RawRoute[] | { routes: RawRoute[]; zone?: AreasZone }) =>
      callApi(endpoints.setDraftAreas, {
        params: { id },
        body: Array.isArray(input) ? { routes: input } : input,
      }),
    ),
  cities: (id: string) =>
    write('cities', id, (body: SetCitiesRequest) =>
      callApi(endpoints.setDraftCities, { params: { id }, body }),
    ),
  demographics: (id: string) =>
    write('demographics', id, (body: SetDemographicsRequest) =>
      callApi(endpoints.setDraftDemographics, { params: { id }, body }),
    ),
  audience: (id: string) =>
    write('audience', id, (audienceId: string) =>
      callApi(endpoints.setDraftAudience, { params: { id }, body: { audienceId } }),
    ),
  creative: (id: string) =>
    write('creative', id, (body: SetCreativeRequest) =>
      callApi(endpoints.setDraftCreative, { params: { id }, body }),
    ),
  details: (id: string) =>
    write('details', id, (body: SetDetailsRequest) =>
      callApi(endpoints.setDraftDetails, { params: { id }, body }),
    ),
  submit: (id: string) => ({
    ...write('submit', id, () =>
      callApi(endpoints.submitDraft, { params: { id }, idempotencyKey: actionKey(`submit ${id}`) }),
    ),
    onMutate: () => newActionKey(`submit ${id}`),
  }),
  cancel: (id: string) => write('cancel', id, () => callApi(endpoints.cancelDraft, { params: { id } })),
};
