// /forgot-password asks for the email and always answers alike (whether an account exists is not
// revealed); /reset-password?token=… sets a new password from the emailed single-use link.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Box, Button, CircularProgress, Container, Link, Paper, TextField, Typography } from '@mui/material';
import { PASSWORD_MIN_LENGTH } from '@carrental/shared';
import { ApiError, errorMessage } from '@/lib/api';
import { usePageTitle } from '@/lib/usePageTitle';
import { forgotPassword, resetPassword } from './api';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }}>
      <Paper sx={{ p: { xs: 2.5, sm: 4 } }} elevation={2}>
        <Typography variant="h4" component="h1" align="center" gutterBottom>
          {title}
        </Typography>
        {children}
        <Typography align="center" sx={{ mt: 3 }}>
          <Link component={RouterLink} to="/login" underline="always">
            Back to Login
          </Link>
        </Typography>
      </Paper>
    </Container>
  );
}

export function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setSent((await forgotPassword({ email })).message);
    } catch (err) {
      setError(errorMessage(err, 'Could not send the reset link. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="Forgot password">
      {sent ? (
        <Alert severity="success">{sent}</Alert>
      ) : (
        <Box component="form" onSubmit={submit} aria-label="Forgot password">
          <Typography color="text.secondary">Enter your account&apos;s email and we will send you a link to choose a new password.</Typography>
          {error && <Alert severity="error" sx={{ mt: 2 }}>{error}</Alert>}
          <TextField label="Email" type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required fullWidth margin="normal" disabled={busy} />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined} sx={{ mt: 2 }}>
            {busy ? 'Sending...' : 'Send reset link'}
          </Button>
        </Box>
      )}
    </Card>
  );
}

export function ResetPasswordPage() {
  usePageTitle('Reset password');
  const [params] = useSearchParams();
  const token = params.get('token');
  const [values, setValues] = useState({ newPassword: '', confirmPassword: '' });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setFields({});
    if (values.newPassword !== values.confirmPassword) {
      setError('Passwords do not match');
      return;
    }
    setBusy(true);
    try {
      setDone((await resetPassword({ token: token!, newPassword: values.newPassword })).message);
    } catch (err) {
      if (err instanceof ApiError && err.fields) setFields(err.fields);
      setError(errorMessage(err, 'Could not reset the password. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  if (!token) {
    return (
      <Card title="Reset password">
        <Alert severity="error">Invalid reset link. Token is missing.</Alert>
      </Card>
    );
  }
  return (
    <Card title="Reset password">
      {done ? (
        <Alert severity="success">{done}</Alert>
      ) : (
        <Box component="form" onSubmit={submit} aria-label="Reset password">
          {error && <Alert severity="error">{error}</Alert>}
          {(['newPassword', 'confirmPassword'] as const).map((name) => (
            <TextField
              key={name}
              label={name === 'newPassword' ? 'New Password' : 'Confirm New Password'}
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
              helperText={fields[name] ?? (name === 'newPassword' ? `At least ${PASSWORD_MIN_LENGTH} characters` : undefined)}
            />
          ))}
          <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined} sx={{ mt: 2 }}>
            {busy ? 'Saving...' : 'Set new password'}
          </Button>
        </Box>
      )}
    </Card>
  );
}
