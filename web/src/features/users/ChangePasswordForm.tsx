// "Change Password": current, new and confirmation; the two new ones must match.
import { useState, type FormEvent } from 'react';
import { Alert, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { PASSWORD_MIN_LENGTH } from '@carrental/shared';
import { ApiError, errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useChangePassword } from './api';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const t = useT();
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
      setError(t('users.password.mismatch'));
      return;
    }
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          setValues(EMPTY);
          toast.success(t('users.password.done'));
        },
        onError: (err) => {
          if (err instanceof ApiError && err.fields) setFields(err.fields);
          setError(errorMessage(err, t('users.password.failed')));
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
      helperText={fields[name] ? (t.has(fields[name]) ? t(fields[name]) : fields[name]) : name === 'newPassword' ? t('users.password.help', { min: String(PASSWORD_MIN_LENGTH) }) : undefined}
    />
  );

  return (
    <Stack component="form" onSubmit={submit} spacing={2} aria-label={t('users.password.form')}>
      {error && <Alert severity="error">{error}</Alert>}
      {input('currentPassword', t('users.password.current'), 'current-password')}
      {input('newPassword', t('users.password.new'), 'new-password')}
      {input('confirmPassword', t('users.password.confirm'), 'new-password')}
      <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined} sx={{ alignSelf: 'flex-start' }}>
        {busy ? t('users.password.updating') : t('users.password.submit')}
      </Button>
    </Stack>
  );
}
