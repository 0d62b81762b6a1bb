// Calls of the identity feature (issue 33): the signed-in user's CNIC and licence, their photos,
// and the admins' review of a user's identity.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { IdentityAnswer, IdentityInput, IdentityPhotoKind, IdentityReviewInput } from '@carrental/shared';
import { api } from '@/lib/api';
import { userKeys } from '@/features/users/api';

/** The server's refusal of a booking until the renter's licence or CNIC is approved (403). */
export const IDENTITY_REQUIRED = 'IDENTITY_REQUIRED';

const ROOT = ['identity'] as const;
export const identityKeys = { all: ROOT, mine: () => [...ROOT, 'me'] as const, ofUser: (id: string) => [...ROOT, 'user', id] as const };

export const identityQueries = {
  mine: () => queryOptions({ queryKey: identityKeys.mine(), queryFn: () => api.get<IdentityAnswer>('/users/me/identity') }),
  ofUser: (id: string) => queryOptions({ queryKey: identityKeys.ofUser(id), queryFn: () => api.get<IdentityAnswer>(`/identity/users/${id}`) }),
};

export function useSaveIdentity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: IdentityInput) => api.put<IdentityAnswer>('/users/me/identity', input),
    onSuccess: (saved) => {
      client.setQueryData(identityKeys.mine(), saved);
      void client.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}

export function useUploadIdentityPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: IdentityPhotoKind; file: File }) => api.upload<IdentityAnswer>(`/users/me/identity/photos/${kind}`, file),
    onSuccess: (saved) => client.setQueryData(identityKeys.mine(), saved),
  });
}

export function useReviewIdentity(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: IdentityReviewInput) => api.post<IdentityAnswer>(`/identity/users/${userId}/reviews`, input),
    onSuccess: (saved) => {
      client.setQueryData(identityKeys.ofUser(userId), saved);
      void client.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
