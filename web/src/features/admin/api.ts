// Calls of the admin feature. The server checks ADMIN on each; the screens only mirror it.
import { useQuery } from '@tanstack/react-query';
import type { AdminUser, AdminUserSummary, DocumentStatus, Role } from '@carrental/shared';
import { api } from '@/lib/api';
import { useSession } from '@/lib/session';

export const usersKey = ['admin', 'users'] as const;
export const userKey = (id: string) => ['admin', 'users', id] as const;

export const useIsAdmin = () => useSession((s) => !!s.user?.roles.includes('ADMIN'));

export const useUsers = (enabled: boolean) =>
  useQuery({ queryKey: usersKey, queryFn: () => api.get<AdminUserSummary[]>('/admin/users'), enabled });
export const useUser = (id: string, enabled: boolean) =>
  useQuery({ queryKey: userKey(id), queryFn: () => api.get<AdminUser>(`/admin/users/${encodeURIComponent(id)}`), enabled });

export const updateRoles = (id: string, roles: Role[]) => api.put<AdminUser>(`/admin/users/${id}/roles`, roles);
export const updateDocuments = (id: string, documents: Array<{ id: string; documentUrl: string; uploadedOn: string; verificationStatus: DocumentStatus }>) =>
  api.put<AdminUser>(`/admin/users/${id}/documents`, documents);
export const setSuspension = (id: string, suspended: boolean) => api.put<AdminUser>(`/admin/users/${id}/suspension`, { suspended });
export const deleteUser = (id: string) => api.del<void>(`/users/${id}`);
