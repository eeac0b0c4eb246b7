/**
 * What the home page asks for, started by its route loader (src/app/routes.tsx) at once, while the page's
 * own code is still arriving: a module of its own so the loader needs none of the page's components.
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

export function createHomeLoader(queryClient: QueryClient) {
  return () => {
    const { restOfWeek, windows } = homeDates();
    // The first figures first (the active count and the campaigns the trends read, whose performance
    // reads follow), then the glossary, the lists and the other counts: a browser sends six requests at
    // a time.
    // The reads that follow from a list (each trend campaign's performance, the creation status of the
    // drafts and archived campaigns asked about) go out as soon as the list answers, not once the page's
    // code has drawn it.
    void queryClient.prefetchQuery(homeQueries.activeCount());
    void queryClient
      .fetchQuery(homeQueries.trendCampaigns(windows))
      .then((list) => {
        for (const c of list.nodes) void queryClient.prefetchQuery(homeQueries.performance(c.id));
      })
      .catch(() => undefined);
    // Which statuses are still to come depends on the glossary (fallback labels when it cannot be read):
    // asked for early, since the week's missions wait for it.
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
    for (const q of countQueries()) void queryClient.prefetchQuery(q);
    return null;
  };
}
