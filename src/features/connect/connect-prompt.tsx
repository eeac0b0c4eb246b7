import { KeyRound, Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { isApiError } from '../../api/http-errors';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { needsConnect, useBuilderAccess } from './use-builder-access';

type Props = {
  /** Where to come back to once connected (default: the current address). */
  returnTo?: string;
  /** Runs before the browser leaves for the consent page: save what the address does not hold. */
  onBeforeConnect?: () => void | Promise<void>;
  /** The error that asked for this (a refused or expired permission), to say so. */
  error?: unknown;
  className?: string;
};

/**
 * Asks for the builder's permission: "To create and edit drafts, Doorstep needs your permission." and a
 * Connect button that starts the OAuth flow. The permission page appears only the first time for an
 * account (the service remembers it), so the words promise no page: after that, Connect comes straight
 * back.
 */
export function ConnectPrompt({ returnTo, onBeforeConnect, error, className }: Props) {
  const headingId = useId();
  const { connect } = useBuilderAccess();
  const [connecting, setConnecting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A token that was refused or expired (the service answered) says so; none held is just the ask.
  const refused = needsConnect(error) && isApiError(error) && error.status !== undefined;

  const onConnect = async () => {
    setConnecting(true);
    setFailure(null);
    try {
      await onBeforeConnect?.();
      await connect(returnTo);
      // The browser is leaving for the consent page; the button stays busy until it does.
    } catch (e) {
      setFailure(e instanceof Error ? e.message : 'Connecting failed unexpectedly. Please try again.');
      setConnecting(false);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-lg border border-indigo-200 bg-indigo-50 p-5 text-slate-900', className)}
    >
      <div className="flex items-start gap-3">
        <KeyRound className="mt-0.5 h-5 w-5 shrink-0 text-indigo-600" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="font-semibold">
            Connect to build campaigns
          </h2>
          {refused ? <p className="mt-1 text-sm text-slate-700">{error.message}</p> : null}
          <p className="mt-1 text-sm text-slate-700">
            To create and edit drafts, Doorstep needs your permission. You give it once for this account;
            after that, Connect brings you straight back.
          </p>
          <Button className="mt-4" onClick={() => void onConnect()} disabled={connecting}>
            {connecting ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
            {connecting ? 'Connecting…' : 'Connect'}
          </Button>
          {failure ? (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {failure}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
