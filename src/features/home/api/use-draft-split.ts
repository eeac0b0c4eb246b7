import { useQueries, useQuery } from '@tanstack/react-query';
import { draftsToAsk, splitDrafts } from '../draft-split';
import { homeQueries } from './home-queries';

/**
 * Home's drafts read once and split by stage (see `splitDrafts`): the drafts card and the count tiles
 * share the same requests. From a service without `draft_state`, each dated draft's creation status is
 * read to tell whether it is in review.
 */
export function useDraftSplit() {
  const q = useQuery(homeQueries.drafts());
  const asked = draftsToAsk(q.data?.nodes ?? []);
  const statuses = useQueries({
    queries: asked.map((c) => homeQueries.creationStatus(c.id)),
    combine: (results) => new Map(asked.map((c, i) => [c.id, results[i]?.data?.internalStatus] as const)),
  });
  const split = q.data ? splitDrafts(q.data.nodes, q.data.totalCount, (id) => statuses.get(id)) : undefined;
  return { query: q, split };
}
