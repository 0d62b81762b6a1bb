// Queries and mutations of the services feature.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Service, ServiceInput } from '@carrental/shared';
import { api } from '@/lib/api';

export const useService = (id: string | undefined) =>
  useQuery({ queryKey: ['services', 'one', id], queryFn: () => api.get<Service>(`/services/${id}`), enabled: !!id });

export const useMyServices = (enabled = true) =>
  useQuery({ queryKey: ['services', 'mine'], queryFn: () => api.get<Service[]>('/services/vendor'), enabled });

function useInvalidate() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: ['services'] }), client.invalidateQueries({ queryKey: ['cars'] })]);
}

export function useSaveService() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ServiceInput }) => (id ? api.put<Service>(`/services/${id}`, body) : api.post<Service>('/services', body)),
    onSuccess: invalidate,
  });
}

export function useDeleteService() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => api.del<void>(`/services/${id}`), onSuccess: invalidate });
}
