// @vitest-environment jsdom
/**
 * The builder's permission (the OAuth access token) in the HTTP client: missing, refused or expired, it is
 * a `needs-connect` error that forgets the token and keeps the user signed in. Against the sandbox.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Sandbox } from '../../test/support/sandbox';
import { startAppSandbox, useSandboxFetch } from '../../test/support/render';
import { endpoints } from './contract/endpoints';
import { callApi } from './http-client';
import { ApiError } from './http-errors';
import { createQueryClient } from './query-client';
import { getAccessToken, getClientKey, setAccessToken, setClientKey } from './session';

/**
 * The account read, declared as taking the access token: the sandbox refuses an access token there (403)
 * and any invalid credential (401), so both answers come from the real service logic. (The builder's own
 * writes may not be mounted in every sandbox this test meets.)
 */
const asBuilderWrite = { ...endpoints.me, credential: 'access-token' as const };

describe('needs-connect', () => {
  let sandbox: Sandbox;
  let clientKey: string;
  let accessToken: string;
  const sent: string[] = [];

  beforeAll(async () => {
    sandbox = await startAppSandbox();
    clientKey = sandbox.credentials.clients[0]!.clientKey;
    accessToken = sandbox.credentials.clients[0]!.accessToken;
  });
  afterEach(() => {
    sessionStorage.clear();
    sent.length = 0;
  });
  afterAll(() => sandbox.close());

  function useRecordingFetch() {
    useSandboxFetch(sandbox, (inner) => (input, init) => {
      sent.push(`${init?.method ?? 'GET'} ${input} ${new Headers(init?.headers).get('authorization') ?? ''}`);
      return inner(input, init);
    });
  }

  it('is the error, without sending anything, when no access token is held', async () => {
    useRecordingFetch();
    setClientKey(clientKey);
    const error = await callApi(endpoints.createDraft, { body: { channel: 'ADM', subtype: 'EDDM' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'needs-connect',
      status: undefined,
      request: 'POST /client/campaigns',
    });
    expect((error as ApiError).message).toBe(
      'Your permission to build campaigns has expired or was refused. Connect again.',
    );
    expect(sent).toEqual([]);
    expect(getClientKey()).toBe(clientKey);
  });

  it('treats an expired token as none', async () => {
    useRecordingFetch();
    setClientKey(clientKey);
    setAccessToken(accessToken, Date.now() - 1000);
    await expect(callApi(asBuilderWrite, {})).rejects.toMatchObject({ kind: 'needs-connect' });
    expect(sent).toEqual([]);
  });

  it('on 401 forgets the access token and keeps the client key', async () => {
    useRecordingFetch();
    setClientKey(clientKey);
    setAccessToken('not-a-token', Date.now() + 60 * 60_000);
    const error = await callApi(asBuilderWrite, {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'needs-connect', status: 401 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('Bearer not-a-token');
    expect(getAccessToken()).toBeNull();
    expect(getClientKey()).toBe(clientKey);
  });

  it('on 403 forgets the access token too', async () => {
    setClientKey(clientKey);
    setAccessToken(accessToken, Date.now() + 60 * 60_000);
    await expect(callApi(asBuilderWrite, {})).rejects.toMatchObject({ kind: 'needs-connect', status: 403 });
    expect(getAccessToken()).toBeNull();
    expect(getClientKey()).toBe(clientKey);
  });

  it('leaves client-key endpoints as they were: a 401 there is still unauthorized', async () => {
    setAccessToken(accessToken, Date.now() + 60 * 60_000);
    await expect(callApi(endpoints.me, { token: 'not-a-key' })).rejects.toMatchObject({
      kind: 'unauthorized',
      status: 401,
    });
    expect(getAccessToken()).toBe(accessToken);
  });

  it('does not sign the user out through the query client', async () => {
    const onUnauthorized = vi.fn();
    const queryClient = createQueryClient({ onUnauthorized });
    setClientKey(clientKey);
    setAccessToken('not-a-token', Date.now() + 60 * 60_000);
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () => callApi(asBuilderWrite, {}),
    });
    await expect(mutation.execute(undefined)).rejects.toMatchObject({ kind: 'needs-connect' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(getClientKey()).toBe(clientKey);
  });
});
