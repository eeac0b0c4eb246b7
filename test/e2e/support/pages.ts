/**
 * Every page of the dashboard, as the every-page browser test visits it and as `npm run screenshots`
 * names its pictures in docs/screenshots: one list, which test/docs/screenshots.test.ts holds against the
 * router (every route has a visit, every visit a picture at each width, every picture a visit). No browser
 * and no test runner here, so a unit test can read it.
 */
import type { appRoutes } from '../../../src/lib/app-routes';

/** The demo data's records a visit is made with (read from the sandbox when the test starts). */
export type DemoIds = {
  /** A running campaign. */
  campaign: string;
  /** A draft. */
  draft: string;
  /** A running direct-mail campaign, for its Routes tab (the map and table of its carrier routes). */
  directMail: string;
  /** Three running campaigns, compared in the results view. */
  compared: string[];
};

/** One view of a page: its picture's name (a plain slug) and its address. */
export type PageVisit = { name: string; address: (ids: DemoIds) => string };

const at = (name: string, address: string): PageVisit => ({ name, address: () => address });

/**
 * The views of each route of the table; the record's type makes a new route a compile error here. The
 * sign-in page is visited signed out, every other one signed in.
 */
export const everyPage = {
  signIn: [at('sign-in', '/sign-in')],
  home: [at('home', '/')],
  campaigns: [at('campaigns', '/campaigns'), at('campaigns-direct-mail', '/campaigns?type=directmail')],
  results: [
    at('results', '/results'),
    // Three campaigns compared: the chart, its table and the legend.
    {
      name: 'results-compared',
      address: (ids) => `/results?sort=scanRate&compare=${ids.compared.join(',')}`,
    },
  ],
  campaign: [
    { name: 'campaign', address: (ids) => `/campaigns/${ids.campaign}` },
    { name: 'campaign-performance', address: (ids) => `/campaigns/${ids.campaign}?tab=performance` },
    { name: 'campaign-missions', address: (ids) => `/campaigns/${ids.campaign}?tab=missions` },
    { name: 'campaign-artwork', address: (ids) => `/campaigns/${ids.campaign}?tab=artwork` },
    { name: 'campaign-coupons', address: (ids) => `/campaigns/${ids.campaign}?tab=coupons` },
    { name: 'campaign-routes', address: (ids) => `/campaigns/${ids.directMail}?tab=routes` },
    { name: 'draft', address: (ids) => `/campaigns/${ids.draft}` },
  ],
  newCampaign: [at('new-campaign', '/campaigns/new')],
  buildCampaign: [{ name: 'draft-wizard', address: (ids) => `/campaigns/${ids.draft}/build` }],
  missions: [at('missions', '/missions')],
  quotes: [at('quotes', '/quotes')],
  // The planner before a search, and with one (its street map, ZIP areas, pin and routes table): 2 miles
  // around Austin with one route chosen.
  plan: [
    at('plan', '/plan'),
    at('plan-austin-routes', '/plan?lat=30.2747&lng=-97.7404&q=Austin%2C%20TX&r=3219&routes=78701-C001'),
  ],
  tracking: [at('tracking', '/tracking')],
  conversions: [at('conversions', '/conversions')],
  postcards: [at('postcards', '/postcards')],
  spend: [at('spend', '/spend')],
  audiences: [at('audiences', '/library/audiences')],
  designs: [at('designs', '/library/designs')],
  templates: [at('templates', '/library/templates')],
  cities: [at('cities', '/library/cities')],
  account: [at('account', '/account')],
  oauthCallback: [],
} satisfies Record<keyof typeof appRoutes, PageVisit[]>;

/** Routes with no visit, and why: each is reached only in a way the page check cannot repeat. */
export const notVisited: Partial<Record<keyof typeof appRoutes, string>> = {
  oauthCallback:
    'reached only from the consent page with a code, which it takes out of the address at once; ' +
    'opened without one it says the connection failed',
};

/** The widths of the pictures: a common phone and a laptop. */
export const screenshotWidths = [390, 1440] as const;

/** A picture's file name in docs/screenshots: `390-plan-austin-routes.jpg`. */
export const screenshotFile = (width: number, visit: PageVisit) => `${width}-${visit.name}.jpg`;

/** Every picture `npm run screenshots` makes. */
export const screenshotFiles = (): string[] =>
  Object.values(everyPage).flatMap((visits: PageVisit[]) =>
    visits.flatMap((visit) => screenshotWidths.map((width) => screenshotFile(width, visit))),
  );
