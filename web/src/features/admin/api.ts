// Calls of the admin feature. The server checks ADMIN on each; the screens only mirror it.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, AdminUserSummary, DocumentStatus, Role } from '@carrental/shared';
import { api } from '@/lib/api';
import { useSession } from '@/lib/session';

/** The first element of every query key of this feature: another feature refreshes this data by invalidating it. */
const ROOT = ['admin'] as const;

export const adminKeys = {
  all: ROOT,
  users: () => [...ROOT, 'users'] as const,
  user: (id: string) => [...ROOT, 'users', id] as const,
};

export const adminQueries = {
  users: (enabled: boolean) =>
    queryOptions({ queryKey: adminKeys.users(), queryFn: ({ signal }) => api.get<AdminUserSummary[]>('/admin/users', { signal }), enabled }),
  user: (id: string, enabled: boolean) =>
    queryOptions({
      queryKey: adminKeys.user(id),
      queryFn: ({ signal }) => api.get<AdminUser>(`/admin/users/${encodeURIComponent(id)}`, { signal }),
      enabled,
    }),
};

export const useIsAdmin = () => useSession((s) => !!s.user?.roles.includes('ADMIN'));

export const useUsers = (enabled: boolean) => useQuery(adminQueries.users(enabled));
export const useUser = (id: string, enabled: boolean) => useQuery(adminQueries.user(id, enabled));

type DocumentUpdate = { id: string; documentUrl: string; uploadedOn: string; verificationStatus: DocumentStatus };

/** A changed user replaces its cached copy; the list (names, roles, document states) is fetched again. */
function useStoreUser() {
  const client = useQueryClient();
  return (updated: AdminUser) => {
    client.setQueryData(adminKeys.user(updated.id), updated);
    void client.invalidateQueries({ queryKey: adminKeys.users(), exact: true });
  };
}

export function useUpdateRoles(id: string) {
  const store = useStoreUser();
  return useMutation({ mutationFn: (roles: Role[]) => api.put<AdminUser>(`/admin/users/${id}/roles`, roles), onSuccess: store });
}

export function useUpdateDocuments(id: string) {
  const store = useStoreUser();
  return useMutation({ mutationFn: (documents: DocumentUpdate[]) => api.put<AdminUser>(`/admin/users/${id}/documents`, documents), onSuccess: store });
}

export function useSetSuspension(id: string) {
  const store = useStoreUser();
  return useMutation({ mutationFn: (suspended: boolean) => api.put<AdminUser>(`/admin/users/${id}/suspension`, { suspended }), onSuccess: store });
}

export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.del<void>(`/users/${id}`),
    onSuccess: async (_answer, id) => {
      client.removeQueries({ queryKey: adminKeys.user(id) });
      client.setQueryData<AdminUserSummary[]>(adminKeys.users(), (old) => old?.filter((u) => u.id !== id));
      await client.invalidateQueries({ queryKey: adminKeys.users(), exact: true });
    },
  });
}
