// Calls of the phones feature: a code by SMS, and verifying the signed-in user's phone with it.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer, PhoneCodeCheckPayload, PhoneLoginPayload, PhoneVerifiedAnswer, SessionAnswer, TextPreferences } from '@carrental/shared';
import { api } from '@/lib/api';
import { userKeys } from '@/features/users/api';
import { startSession } from '@/features/auth/api';

export const useSendPhoneCode = () =>
  useMutation({ mutationFn: (phone: string) => api.post<MessageAnswer>('/auth/phone/send-code', { phone, purpose: 'verify' }) });

export function useVerifyPhone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: PhoneCodeCheckPayload) => api.post<PhoneVerifiedAnswer>('/auth/phone/verify', payload),
    // The profile answers the badge.
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}

/** Sign-in by phone: a `login` code (the same answer for every number), then the session. */
export const useSendLoginCode = () =>
  useMutation({ mutationFn: (phone: string) => api.post<MessageAnswer>('/auth/phone/send-code', { phone, purpose: 'login' }) });

export const usePhoneLogin = () =>
  useMutation({
    mutationFn: (payload: PhoneLoginPayload) => api.post<SessionAnswer>('/auth/phone/login', payload),
    onSuccess: (answer) => startSession(answer),
  });

const ROOT = ['phones'] as const;
export const phoneKeys = { all: ROOT, preferences: () => [...ROOT, 'preferences'] as const };

export const phoneQueries = {
  preferences: () => queryOptions({ queryKey: phoneKeys.preferences(), queryFn: () => api.get<TextPreferences>('/users/me/notification-preferences') }),
};

export function useSavePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: TextPreferences) => api.put<TextPreferences>('/users/me/notification-preferences', payload),
    onSuccess: (saved) => client.setQueryData(phoneKeys.preferences(), saved),
  });
}
