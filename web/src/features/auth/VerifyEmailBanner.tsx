// Placeholder: the accounts feature shows a "verify your email" banner with Resend here.
export function VerifyEmailBanner() {
  return null;
}
