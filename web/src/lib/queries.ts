// Shapes the features' server-state files share: a read of one thing by its id, and the refresh
// after a change that marks stale every query under the keys it touches.
import { queryOptions, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from './api';

/** A read of one thing by its id (a car's rules, a service's terms), asked once the id is known. */
export const readById =
  <T>(key: (id: string) => QueryKey, path: (id: string) => string) =>
  (id: string | undefined) =>
    queryOptions({
      queryKey: key(id ?? ''),
      queryFn: ({ signal }) => api.get<T>(path(id ?? ''), { signal }),
      enabled: !!id,
    });

/** Marks stale every query under each of the keys (all of them at once), for a change's `onSuccess`. */
export function useInvalidate(...keys: QueryKey[]) {
  const client = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}
