// "Change Password": current, new and confirmation; the two new ones must match.
import { useState, type FormEvent } from 'react';
import { Alert, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { PASSWORD_MIN_LENGTH } from '@carrental/shared';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useChangePassword } from './api';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const change = useChangePassword();
  const busy = change.isPending;
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setFields({});
    if (values.newPassword !== values.confirmPassword) {
      setError('Passwords do not match');
      return;
    }
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: (answer) => {
          setValues(EMPTY);
          toast.success(answer.message);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.fields) setFields(err.fields);
          setError(errorMessage(err, 'Failed to update password'));
        },
      },
    );
  }

  const input = (name: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      required={name !== 'currentPassword' || undefined}
      disabled={busy}
      error={!!fields[name]}
      helperText={fields[name] ?? (name === 'newPassword' ? `At least ${PASSWORD_MIN_LENGTH} characters` : undefined)}
    />
  );

  return (
    <Stack component="form" onSubmit={submit} spacing={2} aria-label="Change password">
      {error && <Alert severity="error">{error}</Alert>}
      {input('currentPassword', 'Current Password', 'current-password')}
      {input('newPassword', 'New Password', 'new-password')}
      {input('confirmPassword', 'Confirm New Password', 'new-password')}
      <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined} sx={{ alignSelf: 'flex-start' }}>
        {busy ? 'Updating...' : 'Change Password'}
      </Button>
    </Stack>
  );
}
