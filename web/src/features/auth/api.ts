// Calls of the auth feature and the step every sign-in ends with: storing the session.
import type { ForgotPasswordPayload, LoginPayload, MessageAnswer, RegisterPayload, RegisteredAnswer, ResetPasswordPayload, SessionAnswer, SwitchModeAnswer } from '@carrental/shared';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useSession } from '@/lib/session';
import { deviceChoseLocale, forgetDeviceChoice, useLocale } from '@/lib/i18n/store';

/** The first element of every query key of this feature: another feature refreshes this data by invalidating it. */
const ROOT = ['auth'] as const;

export const login = (payload: LoginPayload) => api.post<SessionAnswer>('/auth/login', payload);
export const register = (payload: RegisterPayload) => api.post<RegisteredAnswer>('/auth/register', payload);
export const googleLogin = (idToken: string) => api.post<SessionAnswer>('/auth/google', { idToken });
export const verifyEmail = (token: string) => api.get<MessageAnswer>('/auth/verify-email', { query: { token } });
export const forgotPassword = (payload: ForgotPasswordPayload) => api.post<MessageAnswer>('/auth/forgot-password', payload);
export const resetPassword = (payload: ResetPasswordPayload) => api.post<MessageAnswer>('/auth/reset-password', payload);
export const resendVerification = () => api.post<MessageAnswer>('/auth/resend-verification');

export const useLogin = () => useMutation({ mutationFn: login });
export const useRegister = () => useMutation({ mutationFn: register });
export const useResendVerification = () => useMutation({ mutationFn: resendVerification });

/** Asks for a token in the other mode (the server grants VENDOR on the first switch) and keeps it. */
export const useSwitchMode = () =>
  useMutation({
    mutationFn: (role: 'CUSTOMER' | 'VENDOR') => api.post<SwitchModeAnswer>('/auth/switch-mode', { role }),
    onSuccess: (answer) => {
      const { user, setSession } = useSession.getState();
      setSession({ token: answer.token, loggedInAs: answer.loggedInAs, user: { ...(user ?? { id: answer.userId, name: answer.name }), roles: answer.roles } });
    },
  });

export const authKeys = {
  all: ROOT,
  verifyEmail: (token: string) => [...ROOT, 'verify-email', token] as const,
};

export const authQueries = {
  /** The token is single use, so the call runs once per token (a query, not an effect that StrictMode would run twice). */
  verifyEmail: (token: string | null) =>
    queryOptions({
      queryKey: authKeys.verifyEmail(token ?? ''),
      queryFn: async () => {
        const answer = await verifyEmail(token!);
        useSession.getState().updateUser({ emailVerified: true });
        return answer;
      },
      enabled: !!token,
      retry: false,
      staleTime: Infinity,
      gcTime: Infinity,
    }),
};

/**
 * Keeps the answer of a login (token, user, mode) in the session store and local storage, and
 * settles the language (decision 0035): the latest explicit choice wins. A language picked on this
 * device since the last sign-in is that choice: it stays and is saved on the account. Otherwise the
 * account's choice is taken; an account that never chose keeps the device's language.
 */
export function startSession(answer: SessionAnswer) {
  useSession.getState().setSession({
    token: answer.token,
    loggedInAs: answer.loggedInAs,
    user: {
      id: answer.userId,
      name: answer.name,
      roles: answer.roles,
      email: answer.email,
      phone: answer.phone,
      emailVerified: answer.emailVerified,
      ...(answer.locale !== undefined ? { locale: answer.locale } : {}),
    },
  });
  const device = useLocale.getState().locale;
  if (deviceChoseLocale()) {
    forgetDeviceChoice();
    if (answer.locale !== device) {
      useSession.getState().updateUser({ locale: device });
      void api.put('/users/profile', { locale: device }).catch(() => undefined);
    }
  } else if (answer.locale) {
    void useLocale.getState().setLocale(answer.locale);
  }
}
