import type { DemographicAttribute } from '../../src/api/contract/demographic-attributes';

/** The audience attributes a direct-mail (EDDM) draft can be narrowed by, with their values. */
export const demographicAttributes: readonly DemographicAttribute[] = [
  {
    key: 'age',
    label: 'Age of head of household',
    description: 'Share of households on a route by the age of the head of household.',
    multiple: true,
    values: [
      { value: '18_24', label: '18–24' },
      { value: '25_34', label: '25–34' },
      { value: '35_44', label: '35–44' },
      { value: '45_54', label: '45–54' },
      { value: '55_64', label: '55–64' },
      { value: '65_plus', label: '65 and over' },
    ],
  },
  {
    key: 'household_income',
    label: 'Household income',
    multiple: true,
    values: [
      { value: 'under_25k', label: 'Under $25,000' },
      { value: '25k_50k', label: '$25,000–$49,999' },
      { value: '50k_75k', label: '$50,000–$74,999' },
      { value: '75k_100k', label: '$75,000–$99,999' },
      { value: '100k_150k', label: '$100,000–$149,999' },
      { value: '150k_plus', label: '$150,000 and over' },
    ],
  },
  {
    key: 'household_size',
    label: 'Household size',
    multiple: true,
    values: [
      { value: '1', label: '1 person' },
      { value: '2', label: '2 people' },
      { value: '3_4', label: '3–4 people' },
      { value: '5_plus', label: '5 or more' },
    ],
  },
  {
    key: 'home_ownership',
    label: 'Home ownership',
    multiple: false,
    values: [
      { value: 'owner', label: 'Mostly owners' },
      { value: 'renter', label: 'Mostly renters' },
    ],
  },
  {
    key: 'children_present',
    label: 'Children in household',
    multiple: false,
    values: [
      { value: 'yes', label: 'With children' },
      { value: 'no', label: 'Without children' },
    ],
  },
];
