/**
 * Going back to a list as it was left. The campaign list and the results view remember their address
 * (filters, sort, page, period, comparison) in the tab's storage as it changes; a campaign opened from one
 * of them offers "Back to campaigns" or "Back to results" to that very view, and switching between the
 * list and the results carries the shared filters over while keeping the rest of the other view.
 */
import { APP_STORAGE_PREFIX } from '../api/session';
import { appRoutes } from './app-routes';
import {
  campaignFiltersToSearchParams,
  emptyCampaignFilters,
  parseCampaignFilters,
  type CampaignFilters,
} from './campaign-filters';

export type ListView = 'campaigns' | 'results';

const LIST_KEY = `${APP_STORAGE_PREFIX}campaign-list-view`;
const RESULTS_KEY = `${APP_STORAGE_PREFIX}results-view`;
const keyOf = (view: ListView) => (view === 'campaigns' ? LIST_KEY : RESULTS_KEY);
const pathOf = (view: ListView) => (view === 'campaigns' ? appRoutes.campaigns : appRoutes.results);

function store(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Keeps the view's address (its search, `?…` or empty) for the way back. */
export function rememberView(view: ListView, search: string): void {
  try {
    store()?.setItem(keyOf(view), search.replace(/^\?/, ''));
  } catch {
    // Storage full or turned off: the way back opens the view plain.
  }
}

/** The view's address as last left (the plain view when it was never opened in this tab). */
export function rememberedView(view: ListView): string {
  const search = store()?.getItem(keyOf(view)) ?? '';
  return search ? `${pathOf(view)}?${search}` : pathOf(view);
}

/** What a page opened from a list carries in its history entry: which list it came from. */
export type CameFrom = { from: ListView };

const cameFromResults = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as Partial<CameFrom>).from === 'results';

/** The link back from a campaign: to the results when it was opened from them, else to the list as left. */
export function backToList(state: unknown): { to: string; label: string } {
  return cameFromResults(state)
    ? { to: rememberedView('results'), label: 'Back to results' }
    : { to: rememberedView('campaigns'), label: 'Back to campaigns' };
}

type Shared = Pick<CampaignFilters, 'types' | 'statuses' | 'search'>;

const sameShared = (a: Shared, b: Shared) =>
  a.types.join() === b.types.join() && a.statuses.join() === b.statuses.join() && a.search === b.search;

/**
 * The other view, as it was left, with `filters` (type, status, name) carried over. Changed filters send
 * the list back to its first page (the old page number means nothing in another result).
 */
export function switchView(to: ListView, filters: Shared): string {
  const url = new URL(rememberedView(to), 'http://x');
  const params = url.searchParams;
  const kept = parseCampaignFilters(params);
  const shared = campaignFiltersToSearchParams({ ...emptyCampaignFilters, ...filters });
  for (const name of ['type', 'status', 'search']) params.delete(name);
  if (!sameShared(kept, filters)) params.delete('page');
  for (const [name, value] of shared) params.append(name, value);
  const search = params.toString();
  return search ? `${pathOf(to)}?${search}` : pathOf(to);
}
