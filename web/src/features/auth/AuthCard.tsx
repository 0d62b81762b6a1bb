// The frame of the sign-in screens (login, registration, password reset): a centred card with a
// title, Google's button where the screen offers it, the form, and a way to another screen.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Container, Divider, Link, Paper, Typography } from '@mui/material';
import { useT } from '@/lib/i18n';
import { GoogleSignInButton, useGoogleEnabled } from './GoogleSignInButton';

interface Props {
  title: string;
  /** Google's button above the form, with these words; none without it. */
  googleText?: 'signin_with' | 'signup_with';
  /** Under the card's content: a way to another screen (`AuthSwitch`). */
  footer?: ReactNode;
  children: ReactNode;
}

export function AuthCard({ title, googleText, footer, children }: Props) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }}>
      <Paper sx={{ p: { xs: 2.5, sm: 4 } }} elevation={2}>
        <Typography variant="h4" component="h1" align="center" gutterBottom>
          {title}
        </Typography>
        {googleText && <GoogleOffer text={googleText} />}
        {children}
        {footer}
      </Paper>
    </Container>
  );
}

/** Google's button and "OR" above the form, where the app is set up for Google. */
function GoogleOffer({ text }: { text: 'signin_with' | 'signup_with' }) {
  const google = useGoogleEnabled();
  const t = useT();
  if (!google) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <GoogleSignInButton text={text} />
      <Divider sx={{ my: 3 }}>{t('auth.or')}</Divider>
    </Box>
  );
}

/** "No account yet? Register here": a question and the link to the other screen. */
export function AuthSwitch({ question, link, to, state }: { question?: string; link: string; to: string; state?: unknown }) {
  return (
    <Typography align="center" sx={{ mt: 3 }}>
      {question && <>{question}{' '}</>}
      <Link component={RouterLink} to={to} state={state} underline="always">
        {link}
      </Link>
    </Typography>
  );
}
