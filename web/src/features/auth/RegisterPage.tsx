// /register (spec §2): Google sign-in, then name, email, password, phone and the vendor box.
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert, Box, Checkbox, FormControlLabel } from '@mui/material';
import { PASSWORD_MIN_LENGTH, registerSchema } from '@carrental/shared';
import { toast } from '@/lib/toast';
import { useT } from '@/lib/i18n';
import { usePageTitle } from '@/lib/usePageTitle';
import { useZodForm } from '@/lib/useZodForm';
import { AuthCard, AuthSwitch } from './AuthCard';
import { AuthField, AuthSubmit } from './AuthFields';
import { useQueryClient } from '@tanstack/react-query';
import { login, startSession, useRegister } from './api';
import { authReason, passOn, returnPath } from './returnTo';
import { ReasonNote } from './ReasonNote';

const EMPTY = { name: '', email: '', password: '', phone: '', role: 'customer' };
type Field = Exclude<keyof typeof EMPTY, 'role'>;

export function RegisterPage() {
  const t = useT();
  usePageTitle(t('auth.register.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const form = useZodForm(registerSchema, EMPTY);
  const [vendor, setVendor] = useState(false);
  const registration = useRegister();
  const queryClient = useQueryClient();
  const busy = registration.isPending || registration.isSuccess;

  const field = (name: Field, label: string, type = 'text', autoComplete?: string, helper?: string) => (
    <AuthField
      label={label}
      type={type}
      autoComplete={autoComplete}
      {...form.field(name, helper)}
      busy={busy}
      slotProps={name === 'password' ? { htmlInput: { minLength: PASSWORD_MIN_LENGTH } } : undefined}
    />
  );

  const submit = form.submit(async () => {
    await registration.mutateAsync({ ...form.values, role: vendor ? 'vendor' : 'customer' });
    const back = returnPath(location.state);
    if (back) {
      // Sent here on the way somewhere (a booking with its dates): signed in at once and back there,
      // without typing the password again. Otherwise /login, as the product always did.
      try {
        const answer = await login({ email: form.values.email, password: form.values.password, loginAs: vendor ? 'vendor' : 'customer' });
        queryClient.clear();
        startSession(answer);
        toast.success(t('auth.register.createdSignedIn'));
        navigate(back, { replace: true });
        return;
      } catch {
        // Signing in failed (rate limited, say): the login page, as below.
      }
    }
    toast.success(t('auth.register.created'));
    navigate('/login', { state: passOn(location.state, { email: form.values.email }) });
  }, t('auth.register.failed'));

  return (
    <AuthCard title={t('auth.register.title')} googleText="signup_with">
      <Box component="form" noValidate onSubmit={submit} aria-label={t('auth.register.form')}>
        <ReasonNote reason={authReason(location.state)} />
        {form.formError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {form.formError}
          </Alert>
        )}
        {field('name', t('auth.field.name'), 'text', 'name')}
        {field('email', t('auth.field.email'), 'email', 'email')}
        {field('password', t('auth.field.password'), 'password', 'new-password', t('auth.passwordHelp', { min: String(PASSWORD_MIN_LENGTH) }))}
        {field('phone', t('auth.field.phone'), 'tel', 'tel')}
        <FormControlLabel
          control={<Checkbox checked={vendor} onChange={(e) => setVendor(e.target.checked)} disabled={busy} />}
          label={t('auth.register.asVendor')}
        />
        <AuthSubmit busy={busy}>{busy ? t('auth.register.busy') : t('auth.register.title')}</AuthSubmit>
        <AuthSwitch question={t('auth.register.haveAccount')} link={t('auth.register.loginHere')} to="/login" state={passOn(location.state)} />
      </Box>
    </AuthCard>
  );
}
