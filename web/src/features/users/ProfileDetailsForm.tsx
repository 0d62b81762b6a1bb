// "Update Profile": name and phone.
import { useEffect } from 'react';
import { Stack, TextField } from '@mui/material';
import { updateProfileSchema, type Profile } from '@carrental/shared';
import { useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useZodForm } from '@/lib/useZodForm';
import { useUpdateProfile } from './api';
import { BusyButton } from '@/components/BusyButton';

export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const t = useT();
  const form = useZodForm(updateProfileSchema, { name: profile.name, phone: profile.phone });
  const update = useUpdateProfile();
  const busy = update.isPending;

  const submit = form.submit(async (payload) => {
    await update.mutateAsync(payload);
    toast.success(t('users.details.saved'));
  }, t('users.details.failed'));
  // The screen says a failure in a toast (spec), not above the form.
  useEffect(() => {
    if (form.formError) toast.error(form.formError);
  }, [form.formError]);

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={t('users.details.form')}>
      <TextField label={t('users.details.name')} autoComplete="name" {...form.field('name')} required disabled={busy} />
      <TextField label={t('users.details.phone')} type="tel" autoComplete="tel" {...form.field('phone')} required disabled={busy} />
      <BusyButton type="submit" variant="contained" busy={busy} sx={{ alignSelf: 'flex-start' }}>
        {busy ? t('users.details.saving') : t('users.details.submit')}
      </BusyButton>
    </Stack>
  );
}
