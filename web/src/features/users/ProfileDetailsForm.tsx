// "Update Profile": name and phone.
import { useState, type FormEvent } from 'react';
import { Button, CircularProgress, Stack, TextField } from '@mui/material';
import type { Profile } from '@carrental/shared';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useUpdateProfile } from './api';

export function ProfileDetailsForm({ profile }: { profile: Profile }) {
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
        onSuccess: () => toast.success('Profile updated successfully'),
        onError: (error) => {
          if (error instanceof ApiError && error.fields) setFields(error.fields);
          toast.error(errorMessage(error, 'Failed to update profile'));
        },
      },
    );
  }

  return (
    <Stack component="form" onSubmit={submit} spacing={2} aria-label="Update profile">
      <TextField label="Name" name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} required disabled={busy} error={!!fields.name} helperText={fields.name} />
      <TextField label="Phone" name="phone" type="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} required disabled={busy} error={!!fields.phone} helperText={fields.phone} />
      <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined} sx={{ alignSelf: 'flex-start' }}>
        {busy ? 'Saving...' : 'Update Profile'}
      </Button>
    </Stack>
  );
}
