// "Role Management": a multi-select over every role and Update Roles.
import { useState } from 'react';
import { Alert, Box, Checkbox, Chip, FormControl, InputLabel, ListItemText, MenuItem, OutlinedInput, Select, Stack } from '@mui/material';
import { ROLES, type AdminUser, type Role } from '@carrental/shared';
import { errorMessage } from '@/lib/api';
import { useI18n } from '@/lib/i18n';
import { useUpdateRoles } from './api';
import { BusyButton } from '@/components/BusyButton';

export function RoleManagement({ user }: { user: AdminUser }) {
  const { t } = useI18n();
  const [roles, setRoles] = useState<Role[]>(user.roles);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const update = useUpdateRoles(user.id);
  const busy = update.isPending;

  function save() {
    setResult(null);
    update.mutate(roles, {
      onSuccess: () => setResult({ ok: true, text: t('admin.roles.done') }),
      onError: (error) => setResult({ ok: false, text: errorMessage(error, t('admin.roles.failed')) }),
    });
  }

  return (
    <Stack spacing={2}>
      {result && <Alert severity={result.ok ? 'success' : 'error'}>{result.text}</Alert>}
      <FormControl fullWidth>
        <InputLabel id="roles-label">{t('admin.roles.label')}</InputLabel>
        <Select
          labelId="roles-label"
          id="roles-select"
          multiple
          value={roles}
          onChange={(e) => setRoles((typeof e.target.value === 'string' ? e.target.value.split(',') : e.target.value) as Role[])}
          input={<OutlinedInput label={t('admin.roles.label')} />}
          renderValue={(selected) => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {selected.map((role) => <Chip key={role} label={t(`users.role.${role}`)} size="small" />)}
            </Box>
          )}
        >
          {ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              <Checkbox checked={roles.includes(role)} />
              <ListItemText primary={t(`users.role.${role}`)} />
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <BusyButton variant="contained" onClick={save} busy={busy} disabled={roles.length === 0} sx={{ alignSelf: 'flex-start' }}>
        {t('admin.roles.update')}
      </BusyButton>
    </Stack>
  );
}
