// /register (spec §2): Google sign-in, then name, email, password, phone and the vendor box.
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { Alert, Box, Button, Checkbox, CircularProgress, FormControlLabel, Link, TextField, Typography } from '@mui/material';
import { PASSWORD_MIN_LENGTH } from '@carrental/shared';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useT } from '@/lib/i18n';
import { usePageTitle } from '@/lib/usePageTitle';
import { AuthCard } from './AuthCard';
import { useRegister } from './api';
import { passOn } from './returnTo';

const EMPTY = { name: '', email: '', password: '', phone: '' };
type Field = keyof typeof EMPTY;

export function RegisterPage() {
  const t = useT();
  usePageTitle(t('auth.register.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState(EMPTY);
  const [vendor, setVendor] = useState(false);
  const registration = useRegister();
  const busy = registration.isPending || registration.isSuccess;
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});

  const field = (name: Field, label: string, type = 'text', autoComplete?: string, helper?: string) => (
    <TextField
      label={label}
      type={type}
      name={name}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      required
      fullWidth
      margin="normal"
      disabled={busy}
      error={!!fieldErrors[name]}
      helperText={fieldErrors[name] ? (t.has(fieldErrors[name]) ? t(fieldErrors[name]) : fieldErrors[name]) : helper}
      slotProps={name === 'password' ? { htmlInput: { minLength: PASSWORD_MIN_LENGTH } } : undefined}
    />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setFieldErrors({});
    try {
      await registration.mutateAsync({ ...values, role: vendor ? 'vendor' : 'customer' });
      toast.success(t('auth.register.created'));
      navigate('/login', { state: passOn(location.state, { email: values.email }) });
    } catch (err) {
      if (err instanceof ApiError && err.fields) setFieldErrors(err.fields as Partial<Record<Field, string>>);
      setError(errorMessage(err, t('auth.register.failed')));
    }
  }

  return (
    <AuthCard title={t('auth.register.title')} googleText="signup_with">
      <Box component="form" onSubmit={submit} aria-label={t('auth.register.form')}>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
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
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ mt: 2 }}
        >
          {busy ? t('auth.register.busy') : t('auth.register.title')}
        </Button>
        <Typography align="center" sx={{ mt: 3 }}>
          {t('auth.register.haveAccount')}{' '}
          <Link component={RouterLink} to="/login" state={passOn(location.state)} underline="always">
            {t('auth.register.loginHere')}
          </Link>
        </Typography>
      </Box>
    </AuthCard>
  );
}
