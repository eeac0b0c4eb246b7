/**
 * `/oauth/callback`: where the consent page sends the browser back to. Takes the code and state out of the
 * address at once, completes Connect, and goes back to where the user was with `replace`, so neither the
 * code nor this page stays in the address or the history. On failure: what happened, "Try again" (the
 * same place to come back to) and "Back".
 */
import { Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { ErrorState } from '../../components/ui/error-state';
import { appPaths } from '../../lib/app-paths';
import { completeConnect, startConnect, type ConnectFailure } from './connect';
import { useDocumentTitle } from '../../lib/use-document-title';

const TITLES = { connecting: 'Connecting…', failed: 'Connection failed' } as const;

const failureTitles: Partial<Record<ConnectFailure['reason'], string>> = {
  denied: 'Permission not given',
  'wrong-account': 'Permission for another account',
  'signed-out': 'You were signed out',
};

function Failure({ failure }: { failure: ConnectFailure }) {
  const [restarting, setRestarting] = useState(false);
  const [restartError, setRestartError] = useState<string | null>(null);

  const tryAgain = async () => {
    setRestarting(true);
    setRestartError(null);
    try {
      await startConnect({ returnTo: failure.returnTo, loginHint: failure.loginHint });
    } catch (e) {
      setRestartError(e instanceof Error ? e.message : 'Connecting failed unexpectedly.');
      setRestarting(false);
    }
  };

  const signedOut = failure.reason === 'signed-out';
  return (
    <ErrorState
      title={failureTitles[failure.reason] ?? 'Doorstep could not connect'}
      message={
        <>
          <p>{failure.message}</p>
          {failure.detail ? <p className="mt-1 text-xs">{failure.detail}</p> : null}
          {restartError ? <p className="mt-1">{restartError}</p> : null}
        </>
      }
      actions={
        signedOut ? (
          <Link to={appPaths.signIn(failure.returnTo)} className={buttonClasses('primary', 'sm')}>
            Sign in
          </Link>
        ) : (
          <>
            <Button size="sm" onClick={() => void tryAgain()} disabled={restarting}>
              {restarting ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
              Try again
            </Button>
            <Link to={failure.returnTo} replace className={buttonClasses('secondary', 'sm')}>
              Back
            </Link>
          </>
        )
      }
    />
  );
}

export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  // The address the consent page sent the browser to, read once: it leaves the address right away.
  const [callbackUrl] = useState(
    () => new URL(`${location.pathname}${location.search}`, window.location.origin).href,
  );
  const [failure, setFailure] = useState<ConnectFailure | null>(null);
  useDocumentTitle(failure ? TITLES.failed : TITLES.connecting);

  useEffect(() => {
    let active = true;
    // The code and state are not left in the address, nor in the history.
    if (new URL(callbackUrl).search) void navigate(appPaths.oauthCallback(), { replace: true });
    void completeConnect(callbackUrl).then((outcome) => {
      if (!active) return;
      if (outcome.status === 'connected') void navigate(outcome.returnTo, { replace: true });
      else setFailure(outcome);
    });
    return () => {
      active = false;
    };
  }, [callbackUrl, navigate]);

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-md">
        <div className="mb-6 flex items-center justify-center gap-2">
          <img src="/favicon.svg" alt="" className="h-8 w-8" />
          <span className="text-xl font-semibold tracking-tight">Doorstep</span>
        </div>
        {failure ? (
          <>
            <h1 className="sr-only">Connect</h1>
            <Failure failure={failure} />
          </>
        ) : (
          <div
            role="status"
            aria-live="polite"
            className="rounded-lg border border-slate-200 bg-white p-6 text-center shadow-sm"
          >
            <Loader2 className="mx-auto h-8 w-8 animate-spin text-indigo-600" aria-hidden="true" />
            <h1 className="mt-3 text-lg font-semibold text-slate-900">Connecting…</h1>
            <p className="mt-1 text-sm text-slate-600">
              Confirming your permission to create and edit drafts. You will be taken back in a moment.
            </p>
            <progress className="mt-4 h-1.5 w-full" aria-label="Connecting" />
          </div>
        )}
      </div>
    </main>
  );
}
