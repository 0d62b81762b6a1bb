// /register (spec §2): Google sign-in, then name, email, password, phone and the vendor box.
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { Alert, Box, Button, Checkbox, CircularProgress, FormControlLabel, Link, TextField, Typography } from '@mui/material';
import { PASSWORD_MIN_LENGTH } from '@carrental/shared';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { usePageTitle } from '@/lib/usePageTitle';
import { AuthCard } from './AuthCard';
import { useRegister } from './api';
import { passOn } from './returnTo';

const EMPTY = { name: '', email: '', password: '', phone: '' };
type Field = keyof typeof EMPTY;

export function RegisterPage() {
  usePageTitle('Register');
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
      helperText={fieldErrors[name] ?? helper}
      slotProps={name === 'password' ? { htmlInput: { minLength: PASSWORD_MIN_LENGTH } } : undefined}
    />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setFieldErrors({});
    try {
      await registration.mutateAsync({ ...values, role: vendor ? 'vendor' : 'customer' });
      toast.success('Account created. Check your email for the verification link, then log in.');
      navigate('/login', { state: passOn(location.state, { email: values.email }) });
    } catch (err) {
      if (err instanceof ApiError && err.fields) setFieldErrors(err.fields as Partial<Record<Field, string>>);
      setError(errorMessage(err, 'Failed to register'));
    }
  }

  return (
    <AuthCard title="Register" googleText="signup_with">
      <Box component="form" onSubmit={submit} aria-label="Registration form">
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {field('name', 'Name', 'text', 'name')}
        {field('email', 'Email', 'email', 'email')}
        {field('password', 'Password', 'password', 'new-password', `At least ${PASSWORD_MIN_LENGTH} characters`)}
        {field('phone', 'Phone', 'tel', 'tel')}
        <FormControlLabel
          control={<Checkbox checked={vendor} onChange={(e) => setVendor(e.target.checked)} disabled={busy} />}
          label="I want to register as a vendor"
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
          {busy ? 'Creating account...' : 'Register'}
        </Button>
        <Typography align="center" sx={{ mt: 3 }}>
          Already have an account?{' '}
          <Link component={RouterLink} to="/login" state={passOn(location.state)} underline="always">
            Login here
          </Link>
        </Typography>
      </Box>
    </AuthCard>
  );
}
