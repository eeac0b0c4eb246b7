/**
 * The key shape every shared list resource uses (TkDodo style): a root, the lists under it, and one read
 * per request, keyed by its normalised parameters so the same request always gets the same key.
 */
import { queryOptions } from '@tanstack/react-query';

export function listQueries<Root extends string, Params extends object, Answer>(
  root: Root,
  normalise: (params: Params) => Params,
  read: (query: Params, signal: AbortSignal) => Promise<Answer>,
) {
  const all = () => [root] as const;
  const lists = () => [...all(), 'list'] as const;
  return {
    all,
    lists,
    list: (params: Params = {} as Params) => {
      const query = normalise(params);
      return queryOptions({
        queryKey: [...lists(), query] as const,
        queryFn: ({ signal }) => read(query, signal),
      });
    },
  };
}
