/**
 * The route tree. Every page module is lazy (`lazy:`), so the first load carries only the router, the
 * query client and this file; each page module exports `Component` and, where it reads data, a loader
 * factory that gets the query client. The same objects serve the browser router and the tests' memory
 * router.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { comingSoonAreas } from './areas';
import { requireClientKey, whenSignedIn } from './auth-guard';
import { PageLoading } from './page-loading';
import { RouteErrorBoundary } from './route-error-boundary';

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      hydrateFallbackElement: <PageLoading />,
      errorElement: <RouteErrorBoundary />,
      children: [
        {
          path: 'sign-in',
          lazy: async () => {
            const m = await import('../features/auth/sign-in-page');
            return { Component: m.Component, loader: m.createLoader(queryClient) };
          },
        },
        {
          id: 'app',
          loader: requireClientKey,
          lazy: async () => {
            const m = await import('./layout/app-layout');
            return { Component: m.Component };
          },
          children: [
            {
              // Errors of a page render inside the layout, with the navigation still there.
              errorElement: <RouteErrorBoundary />,
              children: [
                {
                  index: true,
                  lazy: async () => {
                    const m = await import('../features/home/home-page');
                    return { Component: m.Component, loader: whenSignedIn(m.createLoader(queryClient)) };
                  },
                },
                {
                  path: 'campaigns',
                  lazy: async () => {
                    const m = await import('../features/campaigns/campaigns-page');
                    return { Component: m.Component, loader: whenSignedIn(m.createLoader(queryClient)) };
                  },
                },
                {
                  path: 'campaigns/:campaignId',
                  lazy: async () => {
                    const m = await import('../features/campaigns/campaign-page');
                    return {
                      Component: m.Component,
                      loader: whenSignedIn(m.createLoader(queryClient)),
                      ErrorBoundary: m.ErrorBoundary,
                    };
                  },
                },
                {
                  path: 'missions',
                  lazy: async () => {
                    const m = await import('../features/missions/missions-page');
                    return { Component: m.Component, loader: whenSignedIn(m.createLoader(queryClient)) };
                  },
                },
                {
                  path: 'spend',
                  lazy: async () => {
                    const m = await import('../features/spend/spend-page');
                    return { Component: m.Component, loader: whenSignedIn(m.createLoader(queryClient)) };
                  },
                },
                {
                  path: 'quotes',
                  lazy: async () => {
                    const m = await import('../features/quotes/quotes-page');
                    return { Component: m.Component, loader: whenSignedIn(m.createLoader(queryClient)) };
                  },
                },
                {
                  path: 'library/audiences',
                  lazy: async () => {
                    const m = await import('../features/library/audiences/audiences-page');
                    return { Component: m.Component, loader: whenSignedIn(m.createLoader(queryClient)) };
                  },
                },
                {
                  path: 'library/designs',
                  lazy: async () => {
                    const m = await import('../features/library/designs/designs-page');
                    return { Component: m.Component, loader: whenSignedIn(m.createLoader(queryClient)) };
                  },
                },
                {
                  path: 'library/templates',
                  lazy: async () => {
                    const m = await import('../features/library/templates/templates-page');
                    return { Component: m.Component, loader: whenSignedIn(m.createLoader(queryClient)) };
                  },
                },
                {
                  path: 'library/cities',
                  lazy: async () => {
                    const m = await import('../features/library/cities/cities-page');
                    return { Component: m.Component, loader: whenSignedIn(m.createLoader(queryClient)) };
                  },
                },
                {
                  path: 'account',
                  lazy: async () => {
                    const m = await import('../features/account/account-page');
                    return { Component: m.Component, loader: whenSignedIn(m.createLoader(queryClient)) };
                  },
                },
                ...comingSoonAreas.map((area): RouteObject => ({
                  path: area.path.slice(1),
                  handle: { areaId: area.id },
                  lazy: async () => {
                    const m = await import('../features/coming-soon/coming-soon-page');
                    return { Component: m.Component };
                  },
                })),
                {
                  path: '*',
                  lazy: async () => {
                    const m = await import('./route-error');
                    return { Component: m.NotFoundPage };
                  },
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}
