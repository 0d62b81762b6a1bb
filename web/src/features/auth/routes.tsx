// The screens of this feature and their addresses; the app's route table reads them from web/src/features.ts.
import { preloadable } from '@/lib/preloadable';
import type { FeatureRoutes } from '@/lib/featureRoutes';

const LoginPage = preloadable(() => import('./LoginPage'), 'LoginPage');
const RegisterPage = preloadable(() => import('./RegisterPage'), 'RegisterPage');
const VerifyEmailPage = preloadable(() => import('./VerifyEmailPage'), 'VerifyEmailPage');
const ForgotPasswordPage = preloadable(() => import('./PasswordResetPages'), 'ForgotPasswordPage');
const ResetPasswordPage = preloadable(() => import('./PasswordResetPages'), 'ResetPasswordPage');

export const routes: FeatureRoutes = {
  open: [
    { path: '/login', element: <LoginPage /> },
    { path: '/register', element: <RegisterPage /> },
    { path: '/verify-email', element: <VerifyEmailPage /> },
    { path: '/forgot-password', element: <ForgotPasswordPage /> },
    { path: '/reset-password', element: <ResetPasswordPage /> },
  ],
};
