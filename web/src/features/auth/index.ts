export { LoginPage } from './LoginPage';
export { RegisterPage } from './RegisterPage';
export { VerifyEmailPage } from './VerifyEmailPage';
export { VerifyEmailBanner } from './VerifyEmailBanner';
export { useSwitchMode } from './api';
