// Queries and mutations of the services feature.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Service, ServiceInput } from '@carrental/shared';
import { useIdempotentFn } from '@/lib/idempotent';
import { api } from '@/lib/api';
import { carKeys } from '@/features/cars/keys';

/** The first element of every query key of this feature: another feature refreshes this data by invalidating it. */
const ROOT = ['services'] as const;

export const serviceKeys = {
  all: ROOT,
  mine: () => [...ROOT, 'mine'] as const,
  one: (id: string) => [...ROOT, 'one', id] as const,
};

export const serviceQueries = {
  one: (id: string | undefined) =>
    queryOptions({ queryKey: serviceKeys.one(id ?? ''), queryFn: ({ signal }) => api.get<Service>(`/services/${id}`, { signal }), enabled: !!id }),
  /** The signed-in vendor's services (the services list and the vendor dashboard). */
  mine: (enabled = true) =>
    queryOptions({ queryKey: serviceKeys.mine(), queryFn: ({ signal }) => api.get<Service[]>('/services/vendor', { signal }), enabled }),
};

export const useService = (id: string | undefined) => useQuery(serviceQueries.one(id));
export const useMyServices = (enabled = true) => useQuery(serviceQueries.mine(enabled));

/** A service write changes its cars too (a deleted service takes its cars with it). */
function useInvalidate() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: serviceKeys.all }), client.invalidateQueries({ queryKey: carKeys.all })]);
}

export function useSaveService() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: useIdempotentFn(({ id, body }: { id?: string; body: ServiceInput }, options) =>
      id ? api.put<Service>(`/services/${id}`, body, options) : api.post<Service>('/services', body, options),
    ),
    onSuccess: invalidate,
  });
}

export function useDeleteService() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => api.del<void>(`/services/${id}`), onSuccess: invalidate });
}
