export { LoginPage } from './LoginPage';
export { RegisterPage } from './RegisterPage';
export { VerifyEmailPage } from './VerifyEmailPage';
export { ForgotPasswordPage, ResetPasswordPage } from './PasswordResetPages';
export { VerifyEmailBanner } from './VerifyEmailBanner';
export { useSwitchMode } from './api';
