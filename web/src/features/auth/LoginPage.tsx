// /login (spec §2): Google sign-in, "OR", then email, password and the "Login as" choice.
import { loginSchema } from '@carrental/shared';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { Alert, Box, FormControl, FormControlLabel, FormLabel, Link, Radio, RadioGroup, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useZodForm } from '@/lib/useZodForm';
import { useT } from '@/lib/i18n';
import { usePageTitle } from '@/lib/usePageTitle';
import { AuthCard, AuthSwitch } from './AuthCard';
import { AuthField, AuthSubmit } from './AuthFields';
import { startSession, useLogin } from './api';
import { authReason, passOn, returnPath, type AuthReturnState } from './returnTo';
import { ReasonNote } from './ReasonNote';

export function LoginPage() {
  const t = useT();
  usePageTitle(t('auth.login.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const form = useZodForm(loginSchema, {
    email: (location.state as AuthReturnState | null)?.email ?? '',
    password: '',
    loginAs: 'customer' as 'customer' | 'vendor',
  });
  const loginCall = useLogin();
  const busy = loginCall.isPending || loginCall.isSuccess;
  const submit = form.submit(async () => {
    const answer = await loginCall.mutateAsync(form.values);
    queryClient.clear();
    startSession(answer);
    navigate(returnPath(location.state) ?? '/', { replace: true });
  }, t('auth.login.failed'));

  return (
    <AuthCard title={t('auth.login.title')} googleText="signin_with">
      <Box component="form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('auth.login.form')}>
        <ReasonNote reason={authReason(location.state)} />
        {form.formError && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {form.formError}
          </Alert>
        )}
        <AuthField label={t('auth.field.email')} type="email" autoComplete="email" {...form.field('email')} busy={busy} />
        <AuthField label={t('auth.field.password')} type="password" autoComplete="current-password" {...form.field('password')} busy={busy} />
        <Typography align="right" variant="body2">
          <Link component={RouterLink} to="/forgot-password" underline="always">
            {t('auth.login.forgot')}
          </Link>
        </Typography>
        <Typography align="right" variant="body2">
          <Link component={RouterLink} to="/login/phone" underline="always">
            {t('phones.login.withPhone')}
          </Link>
        </Typography>
        <FormControl component="fieldset" margin="normal" disabled={busy}>
          <FormLabel component="legend">{t('auth.login.as')}</FormLabel>
          <RadioGroup row name="loginAs" value={form.values.loginAs} onChange={(e) => form.set('loginAs', e.target.value as 'customer' | 'vendor')}>
            <FormControlLabel value="customer" control={<Radio />} label={t('auth.login.asCustomer')} />
            <FormControlLabel value="vendor" control={<Radio />} label={t('auth.login.asVendor')} />
          </RadioGroup>
        </FormControl>
        <AuthSubmit busy={busy}>{busy ? t('auth.login.busy') : t('auth.login.title')}</AuthSubmit>
        <AuthSwitch question={t('auth.login.noAccount')} link={t('auth.login.registerHere')} to="/register" state={passOn(location.state)} />
      </Box>
    </AuthCard>
  );
}
