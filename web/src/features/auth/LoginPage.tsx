// /login (spec §2): Google sign-in, "OR", then email, password and the "Login as" choice.
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormLabel,
  Link,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { usePageTitle } from '@/lib/usePageTitle';
import { AuthCard } from './AuthCard';
import { startSession, useLogin } from './api';
import { authReason, passOn, returnPath, type AuthReturnState } from './returnTo';
import { ReasonNote } from './ReasonNote';

export function LoginPage() {
  const t = useT();
  usePageTitle(t('auth.login.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState(() => (location.state as AuthReturnState | null)?.email ?? '');
  const [password, setPassword] = useState('');
  const [loginAs, setLoginAs] = useState<'customer' | 'vendor'>('customer');
  const loginCall = useLogin();
  const busy = loginCall.isPending || loginCall.isSuccess;
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const answer = await loginCall.mutateAsync({ email, password, loginAs });
      queryClient.clear();
      startSession(answer);
      navigate(returnPath(location.state) ?? '/', { replace: true });
    } catch (err) {
      setError(errorMessage(err, t('auth.login.failed')));
    }
  }

  return (
    <AuthCard title={t('auth.login.title')} googleText="signin_with">
      <Box component="form" onSubmit={submit} noValidate={false} aria-label={t('auth.login.form')}>
        <ReasonNote reason={authReason(location.state)} />
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {error}
          </Alert>
        )}
        <TextField
          label={t('auth.field.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
          fullWidth
          margin="normal"
          disabled={busy}
        />
        <TextField
          label={t('auth.field.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
          fullWidth
          margin="normal"
          disabled={busy}
        />
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
          <RadioGroup row name="loginAs" value={loginAs} onChange={(e) => setLoginAs(e.target.value as 'customer' | 'vendor')}>
            <FormControlLabel value="customer" control={<Radio />} label={t('auth.login.asCustomer')} />
            <FormControlLabel value="vendor" control={<Radio />} label={t('auth.login.asVendor')} />
          </RadioGroup>
        </FormControl>
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ mt: 2 }}
        >
          {busy ? t('auth.login.busy') : t('auth.login.title')}
        </Button>
        <Typography align="center" sx={{ mt: 3 }}>
          {t('auth.login.noAccount')}{' '}
          <Link component={RouterLink} to="/register" state={passOn(location.state)} underline="always">
            {t('auth.login.registerHere')}
          </Link>
        </Typography>
      </Box>
    </AuthCard>
  );
}
