// "Change Password": current, new and confirmation; the two new ones must match.
import { Alert, Stack, TextField } from '@mui/material';
import { PASSWORD_MIN_LENGTH, changePasswordSchema } from '@carrental/shared';
import { useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useZodForm } from '@/lib/useZodForm';
import { useChangePassword } from './api';
import { BusyButton } from '@/components/BusyButton';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const t = useT();
  const form = useZodForm(changePasswordSchema, EMPTY);
  const change = useChangePassword();
  const busy = change.isPending;

  const submit = form.submit(async (payload) => {
    if (form.values.newPassword !== form.values.confirmPassword) {
      form.setFormError(t('users.password.mismatch'));
      return;
    }
    await change.mutateAsync(payload);
    form.reset();
    toast.success(t('users.password.done'));
  }, t('users.password.failed'));

  const input = (name: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      autoComplete={autoComplete}
      {...form.field(name, name === 'newPassword' ? t('users.password.help', { min: String(PASSWORD_MIN_LENGTH) }) : undefined)}
      required={name !== 'currentPassword' || undefined}
      disabled={busy}
    />
  );

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={t('users.password.form')}>
      {form.formError && <Alert severity="error">{form.formError}</Alert>}
      {input('currentPassword', t('users.password.current'), 'current-password')}
      {input('newPassword', t('users.password.new'), 'new-password')}
      {input('confirmPassword', t('users.password.confirm'), 'new-password')}
      <BusyButton type="submit" variant="contained" busy={busy} sx={{ alignSelf: 'flex-start' }}>
        {busy ? t('users.password.updating') : t('users.password.submit')}
      </BusyButton>
    </Stack>
  );
}
