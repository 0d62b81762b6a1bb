// Calls of the users feature: the signed-in user's own profile, document and password.
import { useQuery } from '@tanstack/react-query';
import type { ChangePasswordPayload, IdDocument, MessageAnswer, PasswordChangedAnswer, Profile, UpdateProfilePayload } from '@carrental/shared';
import { api } from '@/lib/api';
import { useSession } from '@/lib/session';

export const profileKey = ['users', 'profile'] as const;

export const useProfile = () =>
  useQuery({
    queryKey: profileKey,
    queryFn: async () => {
      const profile = await api.get<Profile>('/users/profile');
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
  });

export const updateProfile = (payload: UpdateProfilePayload) => api.put<Profile>('/users/profile', payload);
/** Earlier sessions end; the answer's token keeps this device signed in. */
export const changePassword = async (payload: ChangePasswordPayload) => {
  const answer = await api.put<PasswordChangedAnswer>('/users/password', payload);
  useSession.getState().setToken(answer.token);
  return answer;
};
export const logoutEverywhere = () => api.post<MessageAnswer>('/auth/logout-all');
export const uploadDocument = (file: File, onProgress?: (percent: number) => void) =>
  api.upload<IdDocument>('/users/profile/document', file, { onProgress });
