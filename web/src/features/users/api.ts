// Calls of the users feature: the signed-in user's own profile, document and password.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordPayload, IdDocument, Locale, MessageAnswer, PasswordChangedAnswer, Profile, UpdateProfilePayload } from '@carrental/shared';
import { api } from '@/lib/api';
import { useSession } from '@/lib/session';

/** The first element of every query key of this feature: another feature refreshes this data by invalidating it. */
const ROOT = ['users'] as const;

export const userKeys = {
  all: ROOT,
  profile: () => [...ROOT, 'profile'] as const,
};

export const userQueries = {
  profile: () =>
    queryOptions({
      queryKey: userKeys.profile(),
      queryFn: async ({ signal }) => {
        const profile = await api.get<Profile>('/users/profile', { signal });
        // The header and the banner read these from the session.
        useSession.getState().updateUser({
          name: profile.name,
          roles: profile.roles,
          email: profile.email,
          phone: profile.phone,
          emailVerified: profile.emailVerified,
        });
        return profile;
      },
    }),
};

export const useProfile = () => useQuery(userQueries.profile());

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: UpdateProfilePayload) => api.put<Profile>('/users/profile', payload),
    onSuccess: (updated) => {
      client.setQueryData(userKeys.profile(), updated);
      useSession.getState().updateUser({ name: updated.name, phone: updated.phone });
    },
  });
}

/** The account's language (the switch on the profile page); the answer is the updated profile. */
export function useSaveLocale() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (locale: Locale) => api.put<Profile>('/users/profile', { locale }),
    onSuccess: (updated, locale) => {
      client.setQueryData(userKeys.profile(), updated);
      useSession.getState().updateUser({ locale });
    },
  });
}

/** Earlier sessions end; the answer's token keeps this device signed in. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (payload: ChangePasswordPayload) => api.put<PasswordChangedAnswer>('/users/password', payload),
    onSuccess: (answer) => useSession.getState().setToken(answer.token),
  });

export const logoutEverywhere = () => api.post<MessageAnswer>('/auth/logout-all');

export function useUploadDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) =>
      api.upload<IdDocument>('/users/profile/document', file, { onProgress }),
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.profile() }),
  });
}
