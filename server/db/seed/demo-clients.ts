import type { CampaignTypeCode } from '../../../src/api/contract/campaign';

/**
 * The demo accounts, as data. Seed steps turn these profiles into rows; to add a client or change its
 * campaign mix, edit here. Client 0 is the main demo account.
 */
export interface DemoUser {
  first_name: string;
  last_name: string;
  /** 1 Owner, 2 Admin, 3 Member, 4 Viewer. */
  role: number;
  subrole: string | null;
  /** 0 Invited, 1 Active, 2 Suspended. */
  status: number;
  joinedDaysAgo: number;
}

/**
 * A pilot: a campaign run on a few hundred pieces at most, to try a channel or an offer before a real
 * one. Too small to rank (a handful of scans on a few dozen pieces makes a high rate), so the demo data
 * carries some. Every piece planned is delivered (no run is cancelled or short), so `scans` always
 * counts against exactly `pieces`.
 */
export interface DemoPilot {
  type: CampaignTypeCode;
  city: string;
  product: string;
  /** Days before the day of `now` it started; it runs `weeks` weeks (active while that reaches past today). */
  startedDaysAgo: number;
  weeks: number;
  /** Pieces planned and delivered. */
  pieces: number;
  /** Unique scans over its run (at most `pieces`). */
  scans: number;
  /** The advertiser's checkout reports orders for it (scan data is always enabled on a pilot). */
  conversionsApi: boolean;
}

export interface DemoCampaignMix {
  /** Campaigns started over the two years before `now` (statuses follow from their dates). */
  past: number;
  /** Campaigns starting after `now` (scheduled or draft). */
  upcoming: number;
  /** Drafts without a start date yet. */
  undatedDrafts: number;
  /** Pilot campaigns (tiny volumes, scan data enabled), made after every other campaign's draws. */
  pilots: readonly DemoPilot[];
  typeWeights: readonly (readonly [CampaignTypeCode, number])[];
  cities: readonly string[];
  products: readonly string[];
  /** The word a campaign name carries for its channel. */
  channelWords: Record<CampaignTypeCode, string>;
  /** Season label of a start month (1..12). */
  season: (month: number) => string;
  /** Name suffix of a draft without a date. */
  draftSuffix: string;
  /** Price per piece by type, used for the hidden money columns. */
  unitPrice: Record<CampaignTypeCode, readonly [number, number]>;
}

export interface DemoClient {
  id: string;
  name: string;
  code: string;
  website_url: string | null;
  industry: string | null;
  industry_group: string | null;
  country_id: string;
  country_name: string;
  country_code: string;
  currency: string;
  is_self_serve_enabled: boolean;
  billing_email: string;
  createdDaysAgo: number;
  emailDomain: string;
  users: readonly DemoUser[];
  campaigns: DemoCampaignMix;
}

const usSeason = (m: number) =>
  m === 12
    ? 'Holiday'
    : m <= 2
      ? 'Winter'
      : m <= 5
        ? 'Spring'
        : m <= 7
          ? 'Summer'
          : m === 8
            ? 'Back to School'
            : 'Fall';
const frSeason = (m: number) =>
  m === 12 || m <= 2 ? 'Hiver' : m <= 5 ? 'Printemps' : m <= 8 ? 'Été' : 'Automne';

/** Name of a pilot before its season: city, product, channel word and "Pilot". */
export const pilotTitle = (mix: Pick<DemoCampaignMix, 'channelWords'>, p: DemoPilot) =>
  `${p.city} ${p.product} ${mix.channelWords[p.type]} Pilot`;

/** The pilot a campaign of `client` named `name` was made from (its name is the title and the season). */
export const pilotNamed = (client: DemoClient, name: string): DemoPilot | undefined =>
  client.campaigns.pilots.find((p) => name.startsWith(`${pilotTitle(client.campaigns, p)} - `));

const usUnitPrice: DemoCampaignMix['unitPrice'] = {
  1: [0.12, 0.22],
  2: [0.09, 0.16],
  3: [0.19, 0.42],
  4: [0.05, 0.1],
};

export const demoClients: readonly DemoClient[] = [
  {
    id: '1001',
    name: 'Slice Republic Pizza',
    code: 'SLICE-US',
    website_url: 'https://slicerepublic.example',
    industry: 'Quick-service restaurants',
    industry_group: 'FOOD',
    country_id: 'US',
    country_name: 'United States',
    country_code: 'US',
    currency: 'USD',
    is_self_serve_enabled: true,
    billing_email: 'ap@slicerepublic.example',
    createdDaysAgo: 1100,
    emailDomain: 'slicerepublic.example',
    users: [
      { first_name: 'Maya', last_name: 'Thompson', role: 1, subrole: null, status: 1, joinedDaysAgo: 1100 },
      {
        first_name: 'Daniel',
        last_name: 'Okafor',
        role: 2,
        subrole: 'Marketing',
        status: 1,
        joinedDaysAgo: 980,
      },
      {
        first_name: 'Priya',
        last_name: 'Raman',
        role: 3,
        subrole: 'Marketing',
        status: 1,
        joinedDaysAgo: 720,
      },
      {
        first_name: 'Luis',
        last_name: 'Hernández',
        role: 3,
        subrole: 'Operations',
        status: 1,
        joinedDaysAgo: 610,
      },
      { first_name: 'Grace', last_name: 'Kim', role: 4, subrole: 'Finance', status: 1, joinedDaysAgo: 400 },
      {
        first_name: 'Tom',
        last_name: 'Becker',
        role: 3,
        subrole: 'Franchise',
        status: 2,
        joinedDaysAgo: 350,
      },
      { first_name: 'Aisha', last_name: 'Bello', role: 2, subrole: 'Agency', status: 1, joinedDaysAgo: 120 },
      { first_name: 'Noah', last_name: 'Fischer', role: 4, subrole: null, status: 0, joinedDaysAgo: 6 },
    ],
    campaigns: {
      past: 236,
      upcoming: 18,
      undatedDrafts: 10,
      // The first one's rate (3 scans on 40 pieces: 75 per 1,000) is above any ordinary campaign's.
      pilots: [
        {
          type: 1,
          city: 'Denver',
          product: 'Lunch Combo',
          startedDaysAgo: 62,
          weeks: 1,
          pieces: 40,
          scans: 3,
          conversionsApi: false,
        },
        {
          type: 2,
          city: 'Austin',
          product: 'Vegan Menu Launch',
          startedDaysAgo: 45,
          weeks: 1,
          pieces: 150,
          scans: 2,
          conversionsApi: true,
        },
        {
          type: 3,
          city: 'Seattle',
          product: 'Student Night',
          startedDaysAgo: 33,
          weeks: 2,
          pieces: 400,
          scans: 5,
          conversionsApi: true,
        },
        {
          type: 3,
          city: 'Boston',
          product: 'Garlic Knots',
          startedDaysAgo: 10,
          weeks: 2,
          pieces: 250,
          scans: 2,
          conversionsApi: false,
        },
      ],
      typeWeights: [
        [1, 30],
        [2, 20],
        [3, 35],
        [4, 15],
      ],
      cities: [
        'Austin',
        'Denver',
        'Chicago',
        'Phoenix',
        'Seattle',
        'Atlanta',
        'Portland',
        'Nashville',
        'San Diego',
        'Columbus',
        'Minneapolis',
        'Charlotte',
        'Boston',
        'Miami',
        'Dallas',
        'Salt Lake City',
      ],
      products: [
        'Family Deal',
        'Large Pepperoni',
        'Lunch Combo',
        'Garlic Knots',
        'Game Day Bundle',
        'Vegan Menu Launch',
        'Grand Opening',
        'Free Delivery',
        'Wings Special',
        'Student Night',
        'Two-for-Tuesday',
        'Loyalty App',
      ],
      channelWords: { 1: 'Street Team', 2: 'Door Hangers', 3: 'EDDM', 4: 'Newspaper Insert' },
      season: usSeason,
      draftSuffix: 'Draft',
      unitPrice: usUnitPrice,
    },
  },
  {
    id: '1002',
    name: 'Le Fournil Doré',
    code: 'FOURNIL-FR',
    website_url: 'https://fournil-dore.example',
    industry: 'Boulangeries',
    industry_group: 'FOOD',
    country_id: 'FR',
    country_name: 'France',
    country_code: 'FR',
    currency: 'EUR',
    is_self_serve_enabled: false,
    billing_email: 'compta@fournil-dore.example',
    createdDaysAgo: 900,
    emailDomain: 'fournil-dore.example',
    users: [
      { first_name: 'Camille', last_name: 'Lefèvre', role: 1, subrole: null, status: 1, joinedDaysAgo: 900 },
      {
        first_name: 'Julien',
        last_name: 'Moreau',
        role: 2,
        subrole: 'Marketing',
        status: 1,
        joinedDaysAgo: 700,
      },
      {
        first_name: 'Inès',
        last_name: 'Garnier',
        role: 3,
        subrole: 'Boutiques',
        status: 1,
        joinedDaysAgo: 300,
      },
      { first_name: 'Hugo', last_name: 'Marchand', role: 4, subrole: 'Finance', status: 0, joinedDaysAgo: 3 },
    ],
    campaigns: {
      past: 52,
      upcoming: 5,
      undatedDrafts: 3,
      pilots: [],
      typeWeights: [
        [1, 40],
        [2, 35],
        [3, 10],
        [4, 15],
      ],
      cities: ['Paris', 'Lyon', 'Marseille', 'Toulouse', 'Nice', 'Nantes', 'Bordeaux', 'Lille', 'Strasbourg'],
      products: [
        'Galette des Rois',
        'Menu Midi',
        'Croissant du Matin',
        'Ouverture',
        'Livraison Offerte',
        'Offre Famille',
        'Pain Bio',
      ],
      channelWords: { 1: 'Tractage', 2: 'Boîtes aux lettres', 3: 'Courrier', 4: 'Encart presse' },
      season: frSeason,
      draftSuffix: 'Brouillon',
      unitPrice: { 1: [0.1, 0.18], 2: [0.07, 0.13], 3: [0.55, 0.9], 4: [0.04, 0.09] },
    },
  },
  {
    id: '1003',
    name: 'Harbor Lane Fitness',
    code: 'HARBOR-US',
    website_url: 'https://harborlanefitness.example',
    industry: 'Gyms and fitness',
    industry_group: 'FITNESS',
    country_id: 'US',
    country_name: 'United States',
    country_code: 'US',
    currency: 'USD',
    is_self_serve_enabled: true,
    billing_email: 'billing@harborlanefitness.example',
    createdDaysAgo: 400,
    emailDomain: 'harborlanefitness.example',
    users: [
      { first_name: 'Erin', last_name: 'Walsh', role: 1, subrole: null, status: 1, joinedDaysAgo: 400 },
      {
        first_name: 'Marcus',
        last_name: 'Reid',
        role: 3,
        subrole: 'Front desk',
        status: 1,
        joinedDaysAgo: 200,
      },
    ],
    campaigns: {
      past: 3,
      upcoming: 1,
      undatedDrafts: 1,
      pilots: [],
      typeWeights: [
        [1, 50],
        [3, 50],
      ],
      cities: ['Portland', 'Beaverton'],
      products: ['New Year Membership', 'Free Trial Week', 'Spin Studio Opening'],
      channelWords: { 1: 'Street Team', 2: 'Door Hangers', 3: 'EDDM', 4: 'Newspaper Insert' },
      season: usSeason,
      draftSuffix: 'Draft',
      unitPrice: usUnitPrice,
    },
  },
];
