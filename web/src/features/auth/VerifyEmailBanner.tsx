// The reminder for signed-in users whose email is not verified yet, with "Resend".
import { Alert, Button, CircularProgress } from '@mui/material';
import { errorMessage } from '@/lib/api';
import { useI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useResendVerification } from './api';
import { useRefreshWhenVerified } from './emailVerified';

export function VerifyEmailBanner() {
  const user = useSession((s) => s.user);
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const resender = useResendVerification();
  const { t, ltr } = useI18n();
  const busy = resender.isPending;
  useRefreshWhenVerified(isAuthenticated && user?.emailVerified === false);
  // Only a known "false": before the profile loads, an older stored session may not say.
  if (!isAuthenticated || user?.emailVerified !== false) return null;

  function resend() {
    resender.mutate(undefined, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error(errorMessage(error, t('auth.banner.failed'))),
    });
  }

  return (
    <Alert
      severity="warning"
      square
      sx={{ justifyContent: 'center', alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" onClick={resend} disabled={busy} startIcon={busy ? <CircularProgress size={14} color="inherit" /> : undefined}>
          {t('auth.banner.resend')}
        </Button>
      }
    >
      {user.email ? t('auth.banner.textWithEmail', { email: ltr(user.email) }) : t('auth.banner.text')}
    </Alert>
  );
}
