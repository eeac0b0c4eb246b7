/**
 * Everything the results view shows is in its address, so a view (and a comparison) can be bookmarked and
 * shared: `/results?period=3m&type=handtohand&status=completed&search=pizza&country=US&sort=scanRate&dir=desc
 * &compare=12491,12475,12505&measure=scans&align=campaign`. The type, status and name filters use the
 * campaign list's own parameters, so switching between the list and the results keeps them. Anything
 * unreadable reads as its default.
 */
import {
  campaignFiltersToSearchParams,
  emptyCampaignFilters,
  parseCampaignFilters,
} from '../../lib/campaign-filters';
import { DEFAULT_PERIOD, readPeriodChoice, writePeriodChoice, type PeriodChoice } from './period';
import type { ResultsFilters } from './in-period';
import { readResultSort, type ResultSort } from './results-sort';

/** What the comparison charts: scans per 1,000 flyers, scans or conversions, week by week. */
export const COMPARE_MEASURES = ['rate', 'scans', 'conversions'] as const;
export type CompareMeasure = (typeof COMPARE_MEASURES)[number];

/** Calendar weeks side by side, or each campaign's own week 1, 2, 3… */
export type CompareAlign = 'calendar' | 'campaign';

export const MIN_COMPARE = 2;
export const MAX_COMPARE = 6;

export type ResultsView = ResultsFilters & {
  period: PeriodChoice;
  sort?: ResultSort;
  /** Campaign ids to compare, in the order chosen (at most MAX_COMPARE). */
  compare: string[];
  measure: CompareMeasure;
  align: CompareAlign;
};

/** A change of the view: a patch, or one made from the view as it is (two quick clicks build on each other). */
export type UpdateView = (
  patch: Partial<ResultsView> | ((view: ResultsView) => Partial<ResultsView>),
) => void;

export const defaultResultsView: ResultsView = {
  period: DEFAULT_PERIOD,
  types: [],
  statuses: [],
  compare: [],
  measure: 'rate',
  align: 'calendar',
};

const ID = /^\d{1,18}$/;

export function parseResultsView(params: URLSearchParams): ResultsView {
  const { types, statuses, search } = parseCampaignFilters(params);
  const country = params.get('country')?.trim().toUpperCase();
  const ids = params
    .getAll('compare')
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => ID.test(v));
  const measure = COMPARE_MEASURES.find((m) => m === params.get('measure')?.trim()) ?? 'rate';
  return {
    period: readPeriodChoice(params.get('period')),
    types,
    statuses,
    search,
    country: country && /^[A-Z]{2}$/.test(country) ? country : undefined,
    sort: readResultSort(params.get('sort'), params.get('dir')),
    compare: [...new Set(ids)].slice(0, MAX_COMPARE),
    measure,
    align: params.get('align')?.trim() === 'campaign' ? 'campaign' : 'calendar',
  };
}

/** The URL form; defaults are left out, so the plain view has a plain address. */
export function resultsViewToSearchParams(view: ResultsView): URLSearchParams {
  const out = campaignFiltersToSearchParams({
    ...emptyCampaignFilters,
    types: view.types,
    statuses: view.statuses,
    search: view.search,
  });
  const period = writePeriodChoice(view.period);
  if (period) out.set('period', period);
  if (view.country) out.set('country', view.country);
  if (view.sort) {
    out.set('sort', view.sort.key);
    out.set('dir', view.sort.dir);
  }
  if (view.compare.length) out.set('compare', view.compare.join(','));
  if (view.measure !== 'rate') out.set('measure', view.measure);
  if (view.align !== 'calendar') out.set('align', view.align);
  return out;
}

/** Whether any of the list's filters (type, status, name, country) is set. */
export const hasResultsFilters = (v: ResultsFilters) =>
  v.types.length > 0 || v.statuses.length > 0 || !!v.search || !!v.country;
