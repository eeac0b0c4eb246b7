/**
 * `errorElement` of the routes. The error pages themselves load on demand, so the first load carries
 * none of their code.
 */
import { lazy, Suspense } from 'react';
import { useRouteError } from 'react-router';
import { PageLoading } from './page-loading';

const ErrorPage = lazy(() => import('../components/error-page').then((m) => ({ default: m.ErrorPage })));

export function RouteErrorBoundary() {
  const error = useRouteError();
  return (
    <Suspense fallback={<PageLoading announceTrouble={false} />}>
      <ErrorPage error={error} />
    </Suspense>
  );
}
