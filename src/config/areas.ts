/**
 * Every area of the service the dashboard covers, in navigation order, with the label the navigation
 * shows and one sentence on what it is for.
 */
import { appRoutes, type AppRoute } from '../lib/app-paths';

export type AreaId =
  | 'home'
  | 'campaigns'
  | 'results'
  | 'missions'
  | 'quotes'
  | 'plan'
  | 'direct-mail'
  | 'tracking'
  | 'conversions'
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

export type Area = AreaBase;

export const areas: readonly Area[] = [
  {
    id: 'home',
    label: 'Home',
    path: appRoutes.home,
    summary: 'An overview of your account.',
  },
  {
    id: 'campaigns',
    label: 'Campaigns',
    path: appRoutes.campaigns,
    summary: 'Your campaigns: hand-to-hand flyers, letterbox drops, direct mail and inserts.',
  },
  {
    id: 'results',
    label: 'Results',
    path: appRoutes.results,
    summary: 'Which campaigns worked: flyers, scans and conversions side by side over any period.',
  },
  {
    id: 'missions',
    label: 'Missions',
    path: appRoutes.missions,
    summary: 'The distribution runs of your campaigns.',
  },
  {
    id: 'quotes',
    label: 'Quotes',
    path: appRoutes.quotes,
    summary: 'Price a campaign before you build it. Quotes save nothing.',
  },
  {
    id: 'plan',
    label: 'Plan a mailing',
    path: appRoutes.plan,
    summary: 'Pick postal carrier routes on a map and see the homes they reach, the minimum and the price.',
  },
  {
    id: 'direct-mail',
    label: 'New campaign',
    path: appRoutes.newCampaign,
    summary:
      'Build a draft step by step (direct mail, hand-to-hand or letterbox) and submit it for review. Nothing is charged, printed or mailed by submitting.',
  },
  {
    id: 'tracking',
    label: 'Tracking events',
    path: appRoutes.tracking,
    summary: 'Record signups and conversions, and get the code your own systems can send them with.',
  },
  {
    id: 'conversions',
    label: 'Conversions',
    path: appRoutes.conversions,
    summary: 'The conversions recorded for your campaigns, by day and type.',
  },
  {
    id: 'postcards',
    label: 'Postcards',
    path: appRoutes.postcards,
    summary: 'Send physical postcards to addresses in the European Union.',
  },
  {
    id: 'spend',
    label: 'Spend',
    path: appRoutes.spend,
    summary: 'What your campaigns cost over a period.',
  },
  {
    id: 'audiences',
    label: 'Audiences',
    path: appRoutes.audiences,
    group: 'Library',
    summary: 'Your saved address lists.',
  },
  {
    id: 'designs',
    label: 'Designs',
    path: appRoutes.designs,
    group: 'Library',
    summary: 'The designs you have uploaded.',
  },
  {
    id: 'templates',
    label: 'Templates',
    path: appRoutes.templates,
    group: 'Library',
    summary: 'The shared library of design templates.',
  },
  {
    id: 'cities',
    label: 'Cities',
    path: appRoutes.cities,
    group: 'Library',
    summary: 'The cities you can target.',
  },
  {
    id: 'account',
    label: 'Account',
    path: appRoutes.account,
    summary: 'Your company and its team.',
  },
];
