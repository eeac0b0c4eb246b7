import { useQueries, useQuery } from '@tanstack/react-query';
import type { CreationStatus } from '../../../api/contract/creation-status';
import { archivedToAsk, draftsToAsk, splitArchived, splitDrafts } from '../draft-split';
import { HOME_LIST_SIZE, homeQueries } from './home-queries';

/** The creation statuses read for `asked`, by campaign id (those not answered yet left out). */
function useCreationStatuses(asked: readonly { id: string }[]) {
  return useQueries({
    queries: asked.map((c) => homeQueries.creationStatus(c.id)),
    combine: (results) => {
      const byId = new Map<string, CreationStatus>();
      asked.forEach((c, i) => {
        const data = results[i]?.data;
        if (data) byId.set(c.id, data);
      });
      return byId;
    },
  });
}

/**
 * Home's drafts read once and split by stage (see `splitDrafts`): the drafts card and the count tiles
 * share the same requests. The dated drafts shown are read for whether each is ready to submit, and from a
 * service without `draft_state`, the dated drafts for whether each is in review. `split` is undefined
 * while the drafts are read, and when there are more than can be read (`complete` false).
 */
export function useDraftSplit() {
  const q = useQuery(homeQueries.drafts());
  const asked = draftsToAsk(q.data?.nodes ?? [], HOME_LIST_SIZE);
  const statuses = useCreationStatuses(asked);
  const split =
    q.data?.complete === false || !q.data
      ? undefined
      : splitDrafts(q.data.nodes, (id) => statuses.get(id)?.internalStatus);
  /** Whether creation status says the draft can be submitted as it is (unknown until it is read). */
  const isReady = (id: string) => statuses.get(id)?.submittable === true;
  return { query: q, split, isReady };
}

/** Home's archived campaigns, the cancelled drafts apart (see `splitArchived`). */
export function useArchivedSplit() {
  const q = useQuery(homeQueries.archived());
  const statuses = useCreationStatuses(archivedToAsk(q.data?.nodes ?? []));
  const split =
    q.data?.complete === false || !q.data
      ? undefined
      : splitArchived(q.data.nodes, (id) => statuses.get(id)?.internalStatus);
  return { query: q, split };
}
