// The frame of the login and registration screens: a centred card with a title.
import type { ReactNode } from 'react';
import { Box, Container, Divider, Paper, Typography } from '@mui/material';
import { useT } from '@/lib/i18n';
import { GoogleSignInButton, useGoogleEnabled } from './GoogleSignInButton';

export function AuthCard({ title, googleText, children }: { title: string; googleText: 'signin_with' | 'signup_with'; children: ReactNode }) {
  const google = useGoogleEnabled();
  const t = useT();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }}>
      <Paper sx={{ p: { xs: 2.5, sm: 4 } }} elevation={2}>
        <Typography variant="h4" component="h1" align="center" gutterBottom>
          {title}
        </Typography>
        {google && (
          <Box sx={{ mt: 2 }}>
            <GoogleSignInButton text={googleText} />
            <Divider sx={{ my: 3 }}>{t('auth.or')}</Divider>
          </Box>
        )}
        {children}
      </Paper>
    </Container>
  );
}
