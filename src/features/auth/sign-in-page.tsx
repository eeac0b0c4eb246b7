import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { KeyRound, Loader2, UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { redirect, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { z } from '../../api/contract/zod';
import type { Me } from '../../api/contract/account';
import type { SandboxClient } from '../../api/contract/sandbox';
import { getApiConfig } from '../../api/http-client';
import { isApiError } from '../../api/http-errors';
import { getClientKey } from '../../api/session';
import { Button } from '../../components/ui/button';
import { ErrorState } from '../../components/ui/error-state';
import { FieldError, Label, Textarea } from '../../components/ui/input';
import { LoadingStatus, Skeleton } from '../../components/ui/skeleton';
import { env } from '../../config/env';
import { useDocumentTitle } from '../../lib/use-document-title';
import { sandboxQueries } from './api/sandbox-queries';
import { clientKeyProblem } from './client-key-format';
import { safeNextPath } from './next-path';
import { signIn, verifyClientKey } from './sign-in-actions';

export function createLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    const next = new URL(request.url).searchParams.get('next');
    if (getClientKey()) throw redirect(safeNextPath(next));
    if (env.sandbox) void queryClient.prefetchQuery(sandboxQueries.credentials());
    return null;
  };
}

/** What to tell the user when a key is not accepted. */
export function signInErrorMessage(error: unknown): string {
  if (!isApiError(error)) return 'Signing in failed unexpectedly. Please try again.';
  switch (error.kind) {
    case 'unauthorized':
      return 'This key was refused. Check that you copied the whole key, or ask for a new one.';
    case 'forbidden':
      return 'This credential is not a client key. Paste your client key (an OAuth access token will not work here).';
    case 'unavailable':
      return 'The service could not be reached. Check your connection and try again.';
    case 'contract':
      return `The key was checked, but the service's answer could not be read. ${error.message}`;
    default:
      return error.message;
  }
}

const formSchema = z.object({
  key: z.string().check(
    z.superRefine((value, ctx) => {
      const problem = clientKeyProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  ),
});
type FormValues = z.infer<typeof formSchema>;

function useFinishSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (key: string, me: Me) => {
    signIn(queryClient, key, me);
    void navigate(safeNextPath(searchParams.get('next')), { replace: true });
  };
}

/** Checks a key (retrying while the service cannot be reached), and whether it is being tried again. */
function useKeyCheck() {
  const [retrying, setRetrying] = useState(false);
  const check = async (key: string) => {
    try {
      return await verifyClientKey(key, { onRetry: () => setRetrying(true) });
    } finally {
      setRetrying(false);
    }
  };
  return { check, retrying };
}

/** Always there (empty when all is well), so that screen readers announce the line when it appears. */
function StillTrying({ shown }: { shown: boolean }) {
  return (
    <p role="status" className={shown ? 'mt-2 text-sm text-amber-800' : undefined}>
      {shown ? 'Doorstep can’t be reached right now. Still trying…' : null}
    </p>
  );
}

function DemoClients() {
  const credentials = useQuery(sandboxQueries.credentials());
  const finish = useFinishSignIn();
  const keyCheck = useKeyCheck();
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ name: string; message: string } | null>(null);

  const choose = async (client: SandboxClient) => {
    setPending(client.clientId);
    setFailure(null);
    try {
      const me = await keyCheck.check(client.clientKey);
      finish(client.clientKey, me);
    } catch (error) {
      setFailure({ name: client.name, message: signInErrorMessage(error) });
      setPending(null);
    }
  };

  return (
    <section aria-labelledby="demo-clients-heading">
      <h2 id="demo-clients-heading" className="text-sm font-semibold text-slate-900">
        Demo clients
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        This dashboard runs against the sandbox. Sign in as one of its demo advertisers with one click.
      </p>
      <div className="mt-3">
        {credentials.isPending ? (
          <div className="space-y-2">
            <LoadingStatus label="Loading demo clients…" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : credentials.isError ? (
          <ErrorState
            title="The sandbox could not be reached"
            message={
              <>
                <p>
                  The demo clients come from the sandbox at <code>{getApiConfig().baseUrl}</code>. Start it
                  with <code>npm start</code> and try again, or paste a client key below.
                </p>
                <p className="mt-1 text-xs">{credentials.error.message}</p>
              </>
            }
            onRetry={() => void credentials.refetch()}
            retrying={credentials.isFetching}
          />
        ) : credentials.data.clients.length === 0 ? (
          <p className="text-sm text-slate-600">The sandbox has no demo clients. Paste a client key below.</p>
        ) : (
          <ul className="space-y-2">
            {credentials.data.clients.map((client) => (
              <li key={client.clientId}>
                <Button
                  variant="secondary"
                  className="w-full justify-start"
                  disabled={pending !== null}
                  onClick={() => void choose(client)}
                >
                  {pending === client.clientId ? (
                    <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
                  ) : (
                    <UserRound className="h-4 w-4" aria-hidden="true" />
                  )}
                  {client.name}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <StillTrying shown={keyCheck.retrying} />
        {failure ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            Could not sign in as {failure.name}: {failure.message}
          </p>
        ) : null}
      </div>
    </section>
  );
}

function KeyForm() {
  const id = useId();
  const finish = useFinishSignIn();
  const keyCheck = useKeyCheck();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { key: '' } });

  const onSubmit = async ({ key }: FormValues) => {
    try {
      const me = await keyCheck.check(key);
      finish(key, me);
    } catch (error) {
      setError('key', { message: signInErrorMessage(error) }, { shouldFocus: true });
    }
  };

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-3">
      <div>
        <Label htmlFor={`${id}-key`}>Client key</Label>
        <Textarea
          id={`${id}-key`}
          rows={4}
          autoComplete="off"
          spellCheck={false}
          className="mt-1 font-mono text-xs"
          placeholder="eyJhbGciOi…"
          aria-invalid={errors.key ? true : undefined}
          aria-describedby={errors.key ? `${errorId} ${hintId}` : hintId}
          {...register('key')}
        />
        <FieldError id={errorId}>{errors.key?.message}</FieldError>
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          Your client key is kept for this browser tab only and is cleared when you sign out.
        </p>
      </div>
      <div>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <KeyRound className="h-4 w-4" aria-hidden="true" />
          )}
          {isSubmitting ? 'Checking key…' : 'Sign in'}
        </Button>
        <StillTrying shown={keyCheck.retrying} />
      </div>
    </form>
  );
}

export function Component() {
  useDocumentTitle('Sign in');
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-md">
        <div className="mb-6 flex items-center justify-center gap-2">
          <img src="/favicon.svg" alt="" className="h-8 w-8" />
          <span className="text-xl font-semibold tracking-tight">Doorstep</span>
        </div>
        <div className="space-y-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <div>
            <h1 className="text-xl font-semibold text-slate-900">Sign in</h1>
            <p className="mt-1 text-sm text-slate-600">
              Sign in with the client key your service operator gave you.
            </p>
          </div>
          {env.sandbox ? (
            <>
              <DemoClients />
              <div className="flex items-center gap-3 text-xs text-slate-500" aria-hidden="true">
                <span className="h-px flex-1 bg-slate-200" />
                or paste a key
                <span className="h-px flex-1 bg-slate-200" />
              </div>
            </>
          ) : null}
          <KeyForm />
        </div>
      </div>
    </main>
  );
}
