// /forgot-password asks for the email and always answers alike (whether an account exists is not
// revealed); /reset-password?token=… sets a new password from the emailed single-use link.
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Box, Typography } from '@mui/material';
import { PASSWORD_MIN_LENGTH, forgotPasswordSchema, newPasswordFormSchema } from '@carrental/shared';
import { useT } from '@/lib/i18n';
import { usePageTitle } from '@/lib/usePageTitle';
import { useZodForm } from '@/lib/useZodForm';
import { forgotPassword, resetPassword } from './api';
import { AuthCard, AuthSwitch } from './AuthCard';
import { AuthField, AuthSubmit } from './AuthFields';

function Card({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  return (
    <AuthCard title={title} footer={<AuthSwitch link={t('auth.backToLogin')} to="/login" />}>
      {children}
    </AuthCard>
  );
}

export function ForgotPasswordPage() {
  const t = useT();
  usePageTitle(t('auth.forgot.title'));
  const form = useZodForm(forgotPasswordSchema, { email: '' });
  const sending = useMutation({ mutationFn: forgotPassword });
  const busy = sending.isPending;
  const [sent, setSent] = useState<string | null>(null);
  const submit = form.submit(async (body) => setSent((await sending.mutateAsync(body)).message), t('auth.forgot.failed'));

  return (
    <Card title={t('auth.forgot.title')}>
      {sent ? (
        <Alert severity="success">{sent}</Alert>
      ) : (
        <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label={t('auth.forgot.title')}>
          <Typography color="text.secondary">{t('auth.forgot.intro')}</Typography>
          {form.formError && <Alert severity="error" sx={{ mt: 2 }}>{form.formError}</Alert>}
          <AuthField label={t('auth.field.email')} type="email" autoComplete="email" {...form.field('email')} busy={busy} />
          <AuthSubmit busy={busy}>{busy ? t('auth.forgot.sending') : t('auth.forgot.send')}</AuthSubmit>
        </Box>
      )}
    </Card>
  );
}

export function ResetPasswordPage() {
  const t = useT();
  usePageTitle(t('auth.reset.title'));
  const [params] = useSearchParams();
  const token = params.get('token');
  const form = useZodForm(newPasswordFormSchema, { newPassword: '', confirmPassword: '' });
  const resetting = useMutation({ mutationFn: resetPassword });
  const busy = resetting.isPending;
  const [done, setDone] = useState<string | null>(null);
  const submit = form.submit(async ({ newPassword, confirmPassword }) => {
    if (newPassword !== confirmPassword) return form.setFormError(t('auth.reset.mismatch'));
    setDone((await resetting.mutateAsync({ token: token!, newPassword })).message);
  }, t('auth.reset.failed'));

  if (!token) {
    return (
      <Card title={t('auth.reset.title')}>
        <Alert severity="error">{t('auth.reset.missingToken')}</Alert>
      </Card>
    );
  }
  return (
    <Card title={t('auth.reset.title')}>
      {done ? (
        <Alert severity="success">{done}</Alert>
      ) : (
        <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label={t('auth.reset.title')}>
          {form.formError && <Alert severity="error">{form.formError}</Alert>}
          {(['newPassword', 'confirmPassword'] as const).map((name) => (
            <AuthField
              key={name}
              label={name === 'newPassword' ? t('auth.reset.newPassword') : t('auth.reset.confirmPassword')}
              type="password"
              autoComplete="new-password"
              {...form.field(name, name === 'newPassword' ? t('auth.passwordHelp', { min: String(PASSWORD_MIN_LENGTH) }) : undefined)}
              busy={busy}
            />
          ))}
          <AuthSubmit busy={busy}>{busy ? t('auth.reset.busy') : t('auth.reset.submit')}</AuthSubmit>
        </Box>
      )}
    </Card>
  );
}
