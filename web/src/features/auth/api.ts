// Calls of the auth feature and the step every sign-in ends with: storing the session.
import type { ForgotPasswordPayload, LoginPayload, MessageAnswer, RegisterPayload, RegisteredAnswer, ResetPasswordPayload, SessionAnswer } from '@carrental/shared';
import { api } from '@/lib/api';
import { useSession } from '@/lib/session';

export const login = (payload: LoginPayload) => api.post<SessionAnswer>('/auth/login', payload);
export const register = (payload: RegisterPayload) => api.post<RegisteredAnswer>('/auth/register', payload);
export const googleLogin = (idToken: string) => api.post<SessionAnswer>('/auth/google', { idToken });
export const verifyEmail = (token: string) => api.get<MessageAnswer>('/auth/verify-email', { query: { token } });
export const forgotPassword = (payload: ForgotPasswordPayload) => api.post<MessageAnswer>('/auth/forgot-password', payload);
export const resetPassword = (payload: ResetPasswordPayload) => api.post<MessageAnswer>('/auth/reset-password', payload);
export const resendVerification = () => api.post<MessageAnswer>('/auth/resend-verification');

/** Keeps the answer of a login (token, user, mode) in the session store and local storage. */
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
    },
  });
}
