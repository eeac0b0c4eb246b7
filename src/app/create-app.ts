/**
 * Wires the query client and the router together: a 401 from any query or mutation signs the user out
 * and sends them to sign-in, keeping the page they wanted as `?next=`.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter, RouteObject } from 'react-router';
import { createQueryClient, type QueryClientOptions } from '../api/query-client';
import { clearClientData, forgetClientKey } from '../features/auth/session-actions';
import { appRoutes } from '../lib/app-routes';
import { createRoutes } from './routes';

export type AppInstance = { router: DataRouter; queryClient: QueryClient };

export function createApp(
  makeRouter: (routes: RouteObject[]) => DataRouter,
  opts: Pick<QueryClientOptions, 'retryDelay'> = {},
): AppInstance {
  const ref: { router?: DataRouter } = {};
  let redirecting = false;

  const queryClient = createQueryClient({
    ...opts,
    onUnauthorized: () => {
      forgetClientKey();
      const router = ref.router;
      if (!router || redirecting) return;
      const { location, navigation } = router.state;
      const wanted = navigation.location ?? location;
      if (wanted.pathname === appRoutes.signIn) return;
      redirecting = true;
      // The sign-in path's module reads the contract: not in the first load, it comes when needed.
      void import('../features/auth/next-path')
        .then(({ signInPath }) => router.navigate(signInPath(wanted), { replace: true }))
        .finally(() => {
          redirecting = false;
          clearClientData(queryClient);
        });
    },
  });

  const router = makeRouter(createRoutes(queryClient));
  ref.router = router;
  return { router, queryClient };
}
