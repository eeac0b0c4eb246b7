/**
 * Every area of the service the dashboard covers, in navigation order. `ready` areas have pages; the
 * others are shown in the navigation as coming soon and open a page that says what is coming (no forms,
 * nothing that pretends to work).
 */
import { appRoutes, type AppRoute } from '../lib/app-paths';

export type AreaId =
  | 'home'
  | 'campaigns'
  | 'missions'
  | 'quotes'
  | 'plan'
  | 'direct-mail'
  | 'tracking'
  | 'postcards'
  | 'spend'
  | 'audiences'
  | 'designs'
  | 'templates'
  | 'cities'
  | 'account';

type AreaBase = {
  id: AreaId;
  label: string;
  path: AppRoute;
  /** Navigation group heading ("Library"). */
  group?: 'Library';
  /** One sentence on what the area is for. */
  summary: string;
};

/** An area with its pages. */
export type ReadyArea = AreaBase & { status: 'ready' };

/** An area not built yet: its page says what it will let the user do. */
export type ComingSoonArea = AreaBase & { status: 'soon'; coming: string[] };

export type Area = ReadyArea | ComingSoonArea;

export const areas: readonly Area[] = [
  {
    id: 'home',
    label: 'Home',
    path: appRoutes.home,
    status: 'ready',
    summary: 'An overview of your account.',
  },
  {
    id: 'campaigns',
    label: 'Campaigns',
    path: appRoutes.campaigns,
    status: 'ready',
    summary: 'Your campaigns: hand-to-hand flyers, letterbox drops, direct mail and inserts.',
  },
  {
    id: 'missions',
    label: 'Missions',
    path: appRoutes.missions,
    status: 'ready',
    summary: 'The distribution runs of your campaigns.',
  },
  {
    id: 'quotes',
    label: 'Quotes',
    path: appRoutes.quotes,
    status: 'ready',
    summary: 'Price a campaign before you build it. Quotes save nothing.',
  },
  {
    id: 'plan',
    label: 'Plan a mailing',
    path: appRoutes.plan,
    status: 'ready',
    summary: 'Pick postal carrier routes on a map and see the homes they reach, the minimum and the price.',
  },
  {
    id: 'direct-mail',
    label: 'New campaign',
    path: appRoutes.newCampaign,
    status: 'ready',
    summary:
      'Build a draft step by step (direct mail, hand-to-hand or letterbox) and submit it for review. Nothing is charged, printed or mailed by submitting.',
  },
  {
    id: 'tracking',
    label: 'Tracking & conversions',
    path: appRoutes.tracking,
    status: 'soon',
    summary: 'Record signups and conversions, and read back what was recorded.',
    coming: [
      'Record signup and conversion events with their value, currency and coupon.',
      'Read back the conversions recorded for your campaigns.',
    ],
  },
  {
    id: 'postcards',
    label: 'Postcards',
    path: appRoutes.postcards,
    status: 'soon',
    summary: 'Send physical postcards to addresses in the European Union.',
    coming: ['Send a postcard from a PDF design to one or more recipients in the European Union.'],
  },
  {
    id: 'spend',
    label: 'Spend',
    path: appRoutes.spend,
    status: 'ready',
    summary: 'What your campaigns cost over a period.',
  },
  {
    id: 'audiences',
    label: 'Audiences',
    path: appRoutes.audiences,
    status: 'ready',
    group: 'Library',
    summary: 'Your saved address lists.',
  },
  {
    id: 'designs',
    label: 'Designs',
    path: appRoutes.designs,
    status: 'ready',
    group: 'Library',
    summary: 'The designs you have uploaded.',
  },
  {
    id: 'templates',
    label: 'Templates',
    path: appRoutes.templates,
    status: 'ready',
    group: 'Library',
    summary: 'The shared library of design templates.',
  },
  {
    id: 'cities',
    label: 'Cities',
    path: appRoutes.cities,
    status: 'ready',
    group: 'Library',
    summary: 'The cities you can target.',
  },
  {
    id: 'account',
    label: 'Account',
    path: appRoutes.account,
    status: 'ready',
    summary: 'Your company and its team.',
  },
];

export const comingSoonAreas = areas.filter((a): a is ComingSoonArea => a.status === 'soon');

export function areaForPath(pathname: string): Area | undefined {
  const path = pathname.replace(/\/+$/, '') || appRoutes.home;
  return areas.find((a) => a.path === path);
}
