// "Update Profile": name and phone.
import { useState, type FormEvent } from 'react';
import { Button, CircularProgress, Stack, TextField } from '@mui/material';
import type { Profile } from '@carrental/shared';
import { ApiError, errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useUpdateProfile } from './api';

export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const t = useT();
  const [name, setName] = useState(profile.name);
  const [phone, setPhone] = useState(profile.phone);
  const [fields, setFields] = useState<Record<string, string>>({});
  const update = useUpdateProfile();
  const busy = update.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    setFields({});
    update.mutate(
      { name, phone },
      {
        onSuccess: () => toast.success(t('users.details.saved')),
        onError: (error) => {
          if (error instanceof ApiError && error.fields) setFields(error.fields);
          toast.error(errorMessage(error, t('users.details.failed')));
        },
      },
    );
  }

  return (
    <Stack component="form" onSubmit={submit} spacing={2} aria-label={t('users.details.form')}>
      <TextField label={t('users.details.name')} name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} required disabled={busy} error={!!fields.name} helperText={fields.name && (t.has(fields.name) ? t(fields.name) : fields.name)} />
      <TextField label={t('users.details.phone')} name="phone" type="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} required disabled={busy} error={!!fields.phone} helperText={fields.phone && (t.has(fields.phone) ? t(fields.phone) : fields.phone)} />
      <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined} sx={{ alignSelf: 'flex-start' }}>
        {busy ? t('users.details.saving') : t('users.details.submit')}
      </Button>
    </Stack>
  );
}
