/**
 * Wires the query client and the router together: a 401 from any query or mutation signs the user out
 * and sends them to sign-in, keeping the page they wanted as `?next=`.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter, RouteObject } from 'react-router';
import { createQueryClient, type QueryClientOptions } from '../api/query-client';
import { signInPath } from '../features/auth/next-path';
import { clearClientData, forgetClientKey } from '../features/auth/session-actions';
import { appRoutes } from '../lib/app-paths';
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
      void router.navigate(signInPath(wanted), { replace: true }).finally(() => {
        redirecting = false;
        clearClientData(queryClient);
      });
    },
  });

  const router = makeRouter(createRoutes(queryClient));
  ref.router = router;
  return { router, queryClient };
}
