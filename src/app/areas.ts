/**
 * Every area of the service the dashboard covers, in navigation order. `ready` areas have pages; the
 * others are shown in the navigation as coming soon and open a page that says what is coming (no forms,
 * nothing that pretends to work).
 */
export type AreaId =
  | 'home'
  | 'campaigns'
  | 'missions'
  | 'quotes'
  | 'direct-mail'
  | 'tracking'
  | 'postcards'
  | 'spend'
  | 'audiences'
  | 'designs'
  | 'templates'
  | 'cities'
  | 'account';

export type Area = {
  id: AreaId;
  label: string;
  path: string;
  status: 'ready' | 'soon';
  /** Navigation group heading ("Library"). */
  group?: 'Library';
  /** One sentence on what the area is for. */
  summary: string;
  /** For coming-soon areas: what the page will let the user do. */
  coming?: string[];
};

export const areas: readonly Area[] = [
  { id: 'home', label: 'Home', path: '/', status: 'ready', summary: 'An overview of your account.' },
  {
    id: 'campaigns',
    label: 'Campaigns',
    path: '/campaigns',
    status: 'ready',
    summary: 'Your campaigns: hand-to-hand flyers, letterbox drops, direct mail and inserts.',
  },
  {
    id: 'missions',
    label: 'Missions',
    path: '/missions',
    status: 'ready',
    summary: 'The distribution runs of your campaigns.',
    coming: [
      'List every mission with its campaign, city and place covered, filtered by status and date.',
      'See when each run was checked in and out and how many flyers were distributed.',
    ],
  },
  {
    id: 'quotes',
    label: 'Quotes',
    path: '/quotes',
    status: 'ready',
    summary: 'Price a campaign before you build it. Quotes save nothing.',
    coming: [
      'Quote a direct-mail (EDDM) campaign by volume and format, with the pricing tier applied.',
      'Quote a flyer distribution by country, city, flyer size and quantity.',
      'See every adjustment the service made to your inputs, and why.',
    ],
  },
  {
    id: 'direct-mail',
    label: 'Direct-mail builder',
    path: '/direct-mail',
    status: 'soon',
    summary: 'Build a direct-mail (EDDM) draft step by step and submit it for review.',
    coming: [
      'Pick postal carrier routes on a map and see the homes they reach.',
      'Choose a design or start from the template library, and set the launch date.',
      'Check what is still missing and submit the draft for review. Nothing is charged, printed or mailed by submitting.',
    ],
  },
  {
    id: 'tracking',
    label: 'Tracking & conversions',
    path: '/tracking',
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
    path: '/postcards',
    status: 'soon',
    summary: 'Send physical postcards to addresses in the European Union.',
    coming: ['Send a postcard from a PDF design to one or more recipients in the European Union.'],
  },
  {
    id: 'spend',
    label: 'Spend',
    path: '/spend',
    status: 'ready',
    summary: 'What your campaigns cost over a period.',
    coming: [
      'Your total spend for a period, with taxes and discounts.',
      'A clear note when some campaigns have no price recorded and the total is therefore incomplete.',
    ],
  },
  {
    id: 'audiences',
    label: 'Audiences',
    path: '/library/audiences',
    status: 'ready',
    group: 'Library',
    summary: 'Your saved address lists.',
    coming: ['Browse your saved address lists and the number of addresses in each.'],
  },
  {
    id: 'designs',
    label: 'Designs',
    path: '/library/designs',
    status: 'ready',
    group: 'Library',
    summary: 'The designs you have uploaded.',
    coming: ['Browse and search your uploaded designs by name and format.'],
  },
  {
    id: 'templates',
    label: 'Templates',
    path: '/library/templates',
    status: 'ready',
    group: 'Library',
    summary: 'The shared library of design templates.',
    coming: [
      'Browse the shared design templates by format, orientation and industry, and see which are postal-compliant.',
    ],
  },
  {
    id: 'cities',
    label: 'Cities',
    path: '/library/cities',
    status: 'ready',
    group: 'Library',
    summary: 'The cities you can target.',
    coming: ['Search the cities you can target, by name and state.'],
  },
  {
    id: 'account',
    label: 'Account',
    path: '/account',
    status: 'ready',
    summary: 'Your company and its team.',
  },
];

export const comingSoonAreas = areas.filter((a) => a.status === 'soon');

export function areaForPath(pathname: string): Area | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return areas.find((a) => a.path === path);
}
