import { isApiError } from '../api/http-errors';
import { ErrorState } from './ui/error-state';

/** Title and message for a failed read, by kind of failure. */
export function describeQueryError(error: unknown, what: string): { title: string; message: string } {
  if (!isApiError(error)) {
    return {
      title: `Could not load ${what}`,
      message: error instanceof Error ? error.message : 'An unexpected error occurred.',
    };
  }
  switch (error.kind) {
    case 'contract':
      return {
        title: `The service sent ${what} in a format the dashboard cannot read`,
        message: `Nothing is shown rather than something wrong. ${error.message}`,
      };
    case 'unavailable':
      return { title: `Could not load ${what}: the service is not reachable`, message: error.message };
    case 'unauthorized':
      return { title: 'Your session has ended', message: 'Sign in again to continue.' };
    case 'forbidden':
      return { title: `You do not have access to ${what}`, message: error.message };
    case 'invalid':
      return { title: `The service refused the request for ${what}`, message: error.message };
    default:
      return { title: `Could not load ${what}`, message: error.message };
  }
}

/** A failed read of `what` ("campaigns"), with a retry. */
export function QueryErrorState({
  error,
  what,
  onRetry,
  retrying,
  className,
}: {
  error: unknown;
  what: string;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
}) {
  const { title, message } = describeQueryError(error, what);
  const canRetry = !(isApiError(error) && error.kind === 'unauthorized');
  return (
    <ErrorState
      title={title}
      message={message}
      onRetry={canRetry ? onRetry : undefined}
      retrying={retrying}
      className={className}
    />
  );
}
