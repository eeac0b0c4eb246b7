/**
 * What a page shows when it cannot be shown: 404 and 403 pages, a page for an answer the dashboard could
 * not read (contract error), and a generic error with a retry.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, Link, useRevalidator } from 'react-router';
import { isApiError } from '../api/http-errors';
import { appPaths } from '../lib/app-paths';
import { buttonClasses } from './ui/button';
import { ErrorState } from './ui/error-state';
import { useDocumentTitle } from '../lib/use-document-title';

export type NotFoundCopy = { title: string; description: string; back: { to: string; label: string } };

const defaultNotFound: NotFoundCopy = {
  title: 'Page not found',
  description: 'There is nothing at this address. It may have moved, or the link may be mistyped.',
  back: { to: appPaths.home(), label: 'Go to home' },
};

export function NotFoundPage({ copy = defaultNotFound }: { copy?: NotFoundCopy }) {
  return (
    <StatusPage code="404" title={copy.title} description={copy.description}>
      <Link to={copy.back.to} className={buttonClasses('primary')}>
        {copy.back.label}
      </Link>
    </StatusPage>
  );
}

function StatusPage({
  code,
  title,
  description,
  children,
}: {
  code: string;
  title: string;
  description: ReactNode;
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  // The status code is kept for support and tests, not shown: a marketer reads the title.
  return (
    <div className="mx-auto max-w-xl py-16 text-center" data-status={code}>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">{description}</p>
      {children ? <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  );
}

/** Retry: forget failed answers and run the page's loaders again. */
function useRetry() {
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  return {
    retrying: revalidator.state === 'loading',
    retry: () => {
      queryClient.removeQueries({ predicate: (q) => q.state.status === 'error' });
      void revalidator.revalidate();
    },
  };
}

export function ErrorPage({ error, notFound }: { error: unknown; notFound?: NotFoundCopy }) {
  const retry = useRetry();

  if (
    (isRouteErrorResponse(error) && error.status === 404) ||
    (isApiError(error) && error.kind === 'not-found')
  ) {
    return <NotFoundPage copy={notFound} />;
  }

  if (isApiError(error)) {
    switch (error.kind) {
      case 'forbidden':
        return (
          <StatusPage
            code="403"
            title="Access denied"
            description={`Your client key does not give access to this. ${error.message}`}
          >
            <Link to={appPaths.home()} className={buttonClasses('primary')}>
              Go to home
            </Link>
          </StatusPage>
        );
      case 'unauthorized':
        return (
          <StatusPage code="401" title="Your session has ended" description="Sign in again to continue.">
            <Link to={appPaths.signIn()} className={buttonClasses('primary')}>
              Sign in
            </Link>
          </StatusPage>
        );
      case 'contract':
        return (
          <PageErrorState
            title="The service sent an answer the dashboard cannot read"
            message={
              <>
                <p>
                  Its format differs from the service interface, so it is not shown rather than shown wrongly.
                  This is a problem of the service or of this dashboard, not of anything you did.
                </p>
                <p className="mt-2 font-mono text-xs">{error.message}</p>
              </>
            }
            retry={retry}
          />
        );
      case 'invalid':
        return <PageErrorState title="The service refused this request" message={error.message} />;
      case 'unavailable':
        return (
          <PageErrorState
            title="The service is not reachable right now"
            message={error.message}
            retry={retry}
          />
        );
      default:
        break;
    }
  }

  const message =
    error instanceof Error
      ? error.message
      : isRouteErrorResponse(error)
        ? `${error.status} ${error.statusText}`
        : 'An unexpected error occurred.';
  return <PageErrorState title="Something went wrong" message={message} retry={retry} />;
}

/** A failure in the page's frame, with a way home and, where `retry` is given, "Try again". */
function PageErrorState({
  title,
  message,
  retry,
}: {
  title: string;
  message: ReactNode;
  retry?: ReturnType<typeof useRetry>;
}) {
  return (
    <div className="mx-auto max-w-2xl py-10">
      <ErrorState
        title={title}
        message={message}
        onRetry={retry?.retry}
        retrying={retry?.retrying}
        actions={<HomeLink />}
      />
    </div>
  );
}

function HomeLink() {
  return (
    <Link to={appPaths.home()} className={buttonClasses('ghost', 'sm')}>
      Go to home
    </Link>
  );
}
