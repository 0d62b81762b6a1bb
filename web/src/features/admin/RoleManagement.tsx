// "Role Management": a multi-select over every role and Update Roles.
import { useState } from 'react';
import { Alert, Box, Button, Checkbox, Chip, CircularProgress, FormControl, InputLabel, ListItemText, MenuItem, OutlinedInput, Select, Stack } from '@mui/material';
import { ROLES, type AdminUser, type Role } from '@carrental/shared';
import { errorMessage } from '@/lib/api';
import { useUpdateRoles } from './api';

export function RoleManagement({ user }: { user: AdminUser }) {
  const [roles, setRoles] = useState<Role[]>(user.roles);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const update = useUpdateRoles(user.id);
  const busy = update.isPending;

  function save() {
    setResult(null);
    update.mutate(roles, {
      onSuccess: () => setResult({ ok: true, text: 'Roles updated successfully!' }),
      onError: (error) => setResult({ ok: false, text: errorMessage(error, 'Failed to update roles') }),
    });
  }

  return (
    <Stack spacing={2}>
      {result && <Alert severity={result.ok ? 'success' : 'error'}>{result.text}</Alert>}
      <FormControl fullWidth>
        <InputLabel id="roles-label">Roles</InputLabel>
        <Select
          labelId="roles-label"
          id="roles-select"
          multiple
          value={roles}
          onChange={(e) => setRoles((typeof e.target.value === 'string' ? e.target.value.split(',') : e.target.value) as Role[])}
          input={<OutlinedInput label="Roles" />}
          renderValue={(selected) => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {selected.map((role) => <Chip key={role} label={role} size="small" />)}
            </Box>
          )}
        >
          {ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              <Checkbox checked={roles.includes(role)} />
              <ListItemText primary={role} />
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Button variant="contained" onClick={save} disabled={busy || roles.length === 0} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined} sx={{ alignSelf: 'flex-start' }}>
        Update Roles
      </Button>
    </Stack>
  );
}
