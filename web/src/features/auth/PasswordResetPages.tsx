// /forgot-password asks for the email and always answers alike (whether an account exists is not
// revealed); /reset-password?token=… sets a new password from the emailed single-use link.
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Box, Button, CircularProgress, Container, Link, Paper, TextField, Typography } from '@mui/material';
import { PASSWORD_MIN_LENGTH } from '@carrental/shared';
import { ApiError, errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { usePageTitle } from '@/lib/usePageTitle';
import { forgotPassword, resetPassword } from './api';

function Card({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }}>
      <Paper sx={{ p: { xs: 2.5, sm: 4 } }} elevation={2}>
        <Typography variant="h4" component="h1" align="center" gutterBottom>
          {title}
        </Typography>
        {children}
        <Typography align="center" sx={{ mt: 3 }}>
          <Link component={RouterLink} to="/login" underline="always">
            {t('auth.backToLogin')}
          </Link>
        </Typography>
      </Paper>
    </Container>
  );
}

export function ForgotPasswordPage() {
  const t = useT();
  usePageTitle(t('auth.forgot.title'));
  const [email, setEmail] = useState('');
  const sending = useMutation({ mutationFn: forgotPassword });
  const busy = sending.isPending;
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      setSent((await sending.mutateAsync({ email })).message);
    } catch (err) {
      setError(errorMessage(err, t('auth.forgot.failed')));
    }
  }

  return (
    <Card title={t('auth.forgot.title')}>
      {sent ? (
        <Alert severity="success">{sent}</Alert>
      ) : (
        <Box component="form" onSubmit={submit} aria-label={t('auth.forgot.title')}>
          <Typography color="text.secondary">{t('auth.forgot.intro')}</Typography>
          {error && <Alert severity="error" sx={{ mt: 2 }}>{error}</Alert>}
          <TextField label={t('auth.field.email')} type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required fullWidth margin="normal" disabled={busy} />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined} sx={{ mt: 2 }}>
            {busy ? t('auth.forgot.sending') : t('auth.forgot.send')}
          </Button>
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
  const [values, setValues] = useState({ newPassword: '', confirmPassword: '' });
  const resetting = useMutation({ mutationFn: resetPassword });
  const busy = resetting.isPending;
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setFields({});
    if (values.newPassword !== values.confirmPassword) {
      setError(t('auth.reset.mismatch'));
      return;
    }
    try {
      setDone((await resetting.mutateAsync({ token: token!, newPassword: values.newPassword })).message);
    } catch (err) {
      if (err instanceof ApiError && err.fields) setFields(err.fields);
      setError(errorMessage(err, t('auth.reset.failed')));
    }
  }

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
        <Box component="form" onSubmit={submit} aria-label={t('auth.reset.title')}>
          {error && <Alert severity="error">{error}</Alert>}
          {(['newPassword', 'confirmPassword'] as const).map((name) => (
            <TextField
              key={name}
              label={name === 'newPassword' ? t('auth.reset.newPassword') : t('auth.reset.confirmPassword')}
              name={name}
              type="password"
              autoComplete="new-password"
              value={values[name]}
              onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
              required
              fullWidth
              margin="normal"
              disabled={busy}
              error={!!fields[name]}
              helperText={fields[name] ? (t.has(fields[name]) ? t(fields[name]) : fields[name]) : name === 'newPassword' ? t('auth.passwordHelp', { min: String(PASSWORD_MIN_LENGTH) }) : undefined}
            />
          ))}
          <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined} sx={{ mt: 2 }}>
            {busy ? t('auth.reset.busy') : t('auth.reset.submit')}
          </Button>
        </Box>
      )}
    </Card>
  );
}
