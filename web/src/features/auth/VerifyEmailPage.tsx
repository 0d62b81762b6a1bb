// /verify-email?token=… (spec §2): loading, then success or failure. The token is single use,
// so the call runs once per token (a query, not an effect that StrictMode would run twice).
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Box, Button, CircularProgress, Container, Paper, Stack, Typography } from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { usePageTitle } from '@/lib/usePageTitle';
import { authQueries } from './api';
import { announceEmailVerified } from './emailVerified';

export function VerifyEmailPage() {
  const t = useT();
  usePageTitle(t('auth.verify.pageTitle'));
  const [params] = useSearchParams();
  const token = params.get('token');
  const result = useQuery(authQueries.verifyEmail(token));
  const client = useQueryClient();
  const verified = result.isSuccess;
  // The banner goes away at once, here and in every other tab.
  useEffect(() => {
    if (verified) void announceEmailVerified(client);
  }, [verified, client]);

  let body;
  if (!token) {
    body = <Outcome ok={false} title={t('auth.verify.failedTitle')} text={t('auth.verify.missingToken')} />;
  } else if (result.isPending) {
    body = (
      <Box role="status" sx={{ py: 4, textAlign: 'center' }}>
        <CircularProgress aria-label={t('auth.verify.verifyingLabel')} />
        <Typography sx={{ mt: 2 }}>{t('auth.verify.verifying')}</Typography>
      </Box>
    );
  } else if (result.isSuccess) {
    body = <Outcome ok title={t('auth.verify.okTitle')} text={t('auth.verify.okText')} />;
  } else {
    const message =
      result.error instanceof ApiError && result.error.status > 0 && result.error.message
        ? result.error.message
        : t('auth.verify.failed');
    body = <Outcome ok={false} title={t('auth.verify.failedTitle')} text={message} />;
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }}>
      <Paper sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        {body}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="center" sx={{ mt: 3 }}>
          <Button variant="contained" component={RouterLink} to="/login">
            {t('auth.verify.goToLogin')}
          </Button>
          <Button variant="outlined" component={RouterLink} to="/">
            {t('auth.verify.backHome')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}

function Outcome({ ok, title, text }: { ok: boolean; title: string; text: string }) {
  const Icon = ok ? CheckCircleOutline : ErrorOutline;
  return (
    <Box role={ok ? 'status' : 'alert'}>
      <Icon color={ok ? 'success' : 'error'} sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}
