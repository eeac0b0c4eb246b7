/**
 * What the home page asks for: its first figures started by its route loader (src/app/routes.tsx) at once,
 * while the page's own code is still arriving, the rest once the page has drawn them. A module of its own
 * so the loader needs none of the page's components.
 */
import type { QueryClient } from '@tanstack/react-query';
import { fallbackGlossary } from '../../api/contract/glossary';
import { isoWeekMonday } from '../../api/contract/iso-week';
import { addDays, plainDateToUtc } from '../../lib/dates';
import { localToday, weekBounds } from '../../lib/week';
import { campaignQueries } from '../../queries/campaign-queries';
import { glossaryQueries } from '../../queries/glossary-queries';
import { HOME_LIST_SIZE, HOME_STALE_TIME, homeQueries, upcomingStatuses } from './api/home-queries';
import { archivedToAsk, draftsToAsk } from './draft-split';
import { trendWindows } from './trends';

/**
 * The counts the service gives as they are (`first=1`, reading `totalCount`): every campaign, the active
 * ones (the trend figures' own request) and the completed ones. Drafts and archived campaigns are counted
 * by stage from every one of them (`homeQueries.drafts`, `homeQueries.archived`).
 */
export const countQueries = () =>
  [
    { ...campaignQueries.list({ first: 1 }), staleTime: HOME_STALE_TIME },
    homeQueries.activeCount(),
    { ...campaignQueries.list({ statuses: [15], first: 1 }), staleTime: HOME_STALE_TIME },
  ] as const;

/** Today in the user's time zone, the trend periods and the rest of this week (today to Sunday). */
export function homeDates(now = new Date()) {
  const today = localToday(now);
  const monday = isoWeekMonday(today);
  const sunday = addDays(monday, 6) ?? monday;
  const days = Math.round(((plainDateToUtc(sunday) ?? 0) - (plainDateToUtc(today) ?? 0)) / 86_400_000) + 1;
  return { windows: trendWindows(today), restOfWeek: weekBounds(today, days) };
}

/**
 * Home's loader asks for its first figures only (the counts, which leave from index.html on a cold
 * visit, src/api/early-reads.ts): the page draws them without its other reads' answers arriving in
 * between, each of which would interrupt that drawing (issue 38). The page asks for the rest once it has
 * drawn (`startHomeRest`).
 */
export function createHomeLoader(queryClient: QueryClient) {
  return () => {
    for (const q of countQueries()) void queryClient.prefetchQuery(q);
    return null;
  };
}

/**
 * Home's other reads, for the page's dates (`homeDates`), called once the page has drawn (an effect of its
 * first render), and the reads that follow from a list as soon as the list answers (each trend campaign's
 * performance, the creation status of the drafts and archived campaigns asked about), not once the page
 * has drawn the list.
 */
export function startHomeRest(
  queryClient: QueryClient,
  { restOfWeek, windows }: ReturnType<typeof homeDates>,
) {
  void queryClient
    .fetchQuery(homeQueries.trendCampaigns(windows))
    .then((list) => {
      for (const c of list.nodes) void queryClient.prefetchQuery(homeQueries.performance(c.id));
    })
    .catch(() => undefined);
  // Which statuses are still to come depends on the glossary (fallback labels when it cannot be read).
  void queryClient
    .fetchQuery(glossaryQueries.all())
    .catch(() => fallbackGlossary)
    .then((glossary) =>
      queryClient.prefetchQuery(homeQueries.upcomingMissions(restOfWeek, upcomingStatuses(glossary))),
    );
  void queryClient
    .fetchQuery(homeQueries.drafts())
    .then((list) => {
      for (const c of draftsToAsk(list.nodes, HOME_LIST_SIZE))
        void queryClient.prefetchQuery(homeQueries.creationStatus(c.id));
    })
    .catch(() => undefined);
  void queryClient
    .fetchQuery(homeQueries.archived())
    .then((list) => {
      for (const c of archivedToAsk(list.nodes))
        void queryClient.prefetchQuery(homeQueries.creationStatus(c.id));
    })
    .catch(() => undefined);
}
