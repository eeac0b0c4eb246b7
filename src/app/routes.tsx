/**
 * The route tree. Every page's code is lazy (`lazy:`), so no page is in the first load or the app's chunk.
 * A page module exports `Component` and, where it reads data, a loader factory that gets the query client;
 * the most visited pages (Home, the campaign list, a campaign) keep their loader in a module of its own,
 * given here as the route's `loader`, so their requests go out while the page's code is still arriving
 * (the loaders and the query factories are in the app's data chunk, see vite.config.ts).
 * Features never import each other: where a page shows another feature's view (the campaign page's
 * Missions tab), this file composes them. The same objects serve the browser router and the tests'
 * memory router.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { createCampaignLoader } from '../features/campaigns/campaign-loader';
import { createCampaignsLoader } from '../features/campaigns/campaigns-loader';
import { createHomeLoader } from '../features/home/home-loader';
import { createResultsLoader } from '../features/results/results-loader';
import { appRoutes, childRoutePath } from '../lib/app-routes';
import { parseCampaignTab } from '../lib/campaign-tabs';
import { accountQueries } from '../queries/account-queries';
import { glossaryQueries } from '../queries/glossary-queries';
import { requireClientKey, whenSignedIn } from './auth-guard';
import { campaignRoutesModule } from './campaign-routes-module';
import { missionsViewModule } from './missions-tab-module';
import { appLayoutModule, campaignPageModule, campaignsPageModule, homePageModule } from './page-modules';
import { PageLoading } from './page-loading';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * What every signed-in page's frame reads (the header's account, the code labels), asked for with the
 * page's own reads, not after the layout has rendered, but just after them (the next task): a browser
 * sends six requests at a time to one host, and the page's figures matter more than the header's name.
 */
function prefetchShell(queryClient: QueryClient) {
  setTimeout(() => {
    void queryClient.prefetchQuery(accountQueries.me());
    void queryClient.prefetchQuery(glossaryQueries.all());
  }, 0);
}

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const campaignLoader = createCampaignLoader(queryClient);
  return [
    {
      id: 'root',
      hydrateFallbackElement: <PageLoading />,
      errorElement: <RouteErrorBoundary />,
      children: [
        {
          path: childRoutePath(appRoutes.signIn),
          lazy: async () => {
            const m = await import('../features/auth/sign-in-page');
            return { Component: m.Component, loader: m.createLoader(queryClient) };
          },
        },
        {
          // Outside the signed-in area's guard, so the code never rides along to the sign-in page; the page
          // itself refuses to connect a signed-out tab.
          path: childRoutePath(appRoutes.oauthCallback),
          lazy: async () => {
            const m = await import('../features/connect/oauth-callback-page');
            return { Component: m.Component };
          },
        },
        {
          id: 'app',
          loader: (args) => {
            const signedIn = requireClientKey(args);
            if (signedIn === null) prefetchShell(queryClient);
            return signedIn;
          },
          lazy: async () => {
            const m = await appLayoutModule();
            return { Component: m.Component };
          },
          children: [
            {
              // Errors of a page render inside the layout, with the navigation still there.
              errorElement: <RouteErrorBoundary />,
              children: [
                {
                  index: true,
                  loader: whenSignedIn(createHomeLoader(queryClient)),
                  lazy: async () => {
                    const m = await homePageModule();
                    return { Component: m.Component };
                  },
                },
                {
                  path: childRoutePath(appRoutes.campaigns),
                  loader: whenSignedIn(createCampaignsLoader(queryClient)),
                  lazy: async () => {
                    const m = await campaignsPageModule();
                    return { Component: m.Component };
                  },
                },
                {
                  path: childRoutePath(appRoutes.results),
                  // Its loader outside the page's module, so the reads start while the page's code arrives.
                  loader: whenSignedIn(createResultsLoader(queryClient)),
                  lazy: async () => {
                    const m = await import('../features/results/results-page');
                    return { Component: m.Component };
                  },
                },
                {
                  path: childRoutePath(appRoutes.newCampaign),
                  lazy: async () => {
                    const [m, connect] = await Promise.all([
                      import('../features/builder/new-campaign-page'),
                      import('../features/connect/use-builder-access'),
                    ]);
                    const useConnect = () => connect.useBuilderAccess().connect;
                    return {
                      Component: () => <m.NewCampaignPage useConnect={useConnect} />,
                      loader: whenSignedIn(m.createLoader(queryClient)),
                    };
                  },
                },
                {
                  // The draft wizard: the route planner is its carrier-routes step, Connect its permission.
                  path: childRoutePath(appRoutes.buildCampaign),
                  lazy: async () => {
                    const [m, planner, connect] = await Promise.all([
                      import('../features/builder/build-page'),
                      import('../features/planner/embedded-planner'),
                      import('../features/connect/connect-prompt'),
                    ]);
                    return {
                      Component: () => (
                        <m.BuildPage Planner={planner.EmbeddedPlanner} Connect={connect.ConnectPrompt} />
                      ),
                      loader: whenSignedIn(m.createLoader(queryClient)),
                    };
                  },
                },
                {
                  path: childRoutePath(appRoutes.campaign),
                  loader: whenSignedIn((args) => {
                    // Opened on its Missions or Routes tab: that tab's code comes with the page's, not after it.
                    const tab = parseCampaignTab(new URL(args.request.url).searchParams.get('tab'));
                    if (tab === 'missions') missionsViewModule().catch(() => undefined);
                    if (tab === 'routes' && args.params.campaignId) {
                      campaignRoutesModule().catch(() => undefined);
                      const id = args.params.campaignId;
                      // The routes' reads start with the page's, from the planner's queries (their own chunk).
                      import('../features/planner/api/planner-queries')
                        .then(({ plannerQueries }) =>
                          queryClient.prefetchQuery(plannerQueries.campaignRoutes(id)),
                        )
                        .catch(() => undefined);
                    }
                    return campaignLoader(args);
                  }),
                  lazy: async () => {
                    const [m, missions, routes] = await Promise.all([
                      campaignPageModule(),
                      import('./lazy-missions-tab'),
                      import('./lazy-campaign-routes-tab'),
                    ]);
                    return {
                      Component: () => (
                        <m.CampaignPage
                          MissionsTab={missions.LazyMissionsTab}
                          RoutesTab={routes.LazyCampaignRoutesTab}
                        />
                      ),
                      ErrorBoundary: m.ErrorBoundary,
                    };
                  },
                },
                {
                  path: childRoutePath(appRoutes.missions),
                  lazy: async () => {
                    const m = await import('../features/missions/missions-page');
                    return { Component: m.Component, loader: whenSignedIn(m.createLoader(queryClient)) };
                  },
                },
                {
                  path: childRoutePath(appRoutes.spend),
                  lazy: async () => {
                    const m = await import('../features/spend/spend-page');
                    return { Component: m.Component, loader: whenSignedIn(m.createLoader(queryClient)) };
                  },
                },
                {
                  path: childRoutePath(appRoutes.quotes),
                  lazy: async () => {
                    const m = await import('../features/quotes/quotes-page');
                    return { Component: m.Component, loader: whenSignedIn(m.createLoader(queryClient)) };
                  },
                },
                {
                  path: childRoutePath(appRoutes.plan),
                  lazy: async () => {
                    const m = await import('../features/planner/plan-page');
                    return { Component: m.Component, loader: whenSignedIn(m.createLoader(queryClient)) };
                  },
                },
                {
                  path: childRoutePath(appRoutes.tracking),
                  lazy: async () => {
                    const m = await import('../features/tracking/tracking-page');
                    return { Component: m.Component, loader: whenSignedIn(m.createLoader(queryClient)) };
                  },
                },
                {
                  path: childRoutePath(appRoutes.conversions),
                  lazy: async () => {
                    const m = await import('../features/conversions/conversions-page');
                    return { Component: m.Component, loader: whenSignedIn(m.createLoader(queryClient)) };
                  },
                },
                {
                  path: childRoutePath(appRoutes.postcards),
                  lazy: async () => {
                    const m = await import('../features/postcards/postcards-page');
                    return { Component: m.Component, loader: whenSignedIn(m.createLoader(queryClient)) };
                  },
                },
                {
                  path: childRoutePath(appRoutes.audiences),
                  lazy: async () => {
                    const m = await import('../features/library/audiences/audiences-page');
                    return { Component: m.Component, loader: whenSignedIn(m.createLoader(queryClient)) };
                  },
                },
                {
                  path: childRoutePath(appRoutes.designs),
                  lazy: async () => {
                    const m = await import('../features/library/designs/designs-page');
                    return { Component: m.Component, loader: whenSignedIn(m.createLoader(queryClient)) };
                  },
                },
                {
                  path: childRoutePath(appRoutes.templates),
                  lazy: async () => {
                    const m = await import('../features/library/templates/templates-page');
                    return { Component: m.Component, loader: whenSignedIn(m.createLoader(queryClient)) };
                  },
                },
                {
                  path: childRoutePath(appRoutes.cities),
                  lazy: async () => {
                    const m = await import('../features/library/cities/cities-page');
                    return { Component: m.Component, loader: whenSignedIn(m.createLoader(queryClient)) };
                  },
                },
                {
                  path: childRoutePath(appRoutes.account),
                  lazy: async () => {
                    const m = await import('../features/account/account-page');
                    return { Component: m.Component, loader: whenSignedIn(m.createLoader(queryClient)) };
                  },
                },
                {
                  path: '*',
                  lazy: async () => {
                    const m = await import('../components/error-page');
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
