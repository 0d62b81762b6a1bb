// "Role Management": a multi-select over every role and Update Roles.
import { useState } from 'react';
import { Alert, Box, Button, Checkbox, Chip, CircularProgress, FormControl, InputLabel, ListItemText, MenuItem, OutlinedInput, Select, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { ROLES, type AdminUser, type Role } from '@carrental/shared';
import { errorMessage } from '@/lib/api';
import { updateRoles, userKey, usersKey } from './api';

export function RoleManagement({ user }: { user: AdminUser }) {
  const queryClient = useQueryClient();
  const [roles, setRoles] = useState<Role[]>(user.roles);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  async function save() {
    setBusy(true);
    setResult(null);
    try {
      const updated = await updateRoles(user.id, roles);
      queryClient.setQueryData(userKey(user.id), updated);
      void queryClient.invalidateQueries({ queryKey: usersKey, exact: true });
      setResult({ ok: true, text: 'Roles updated successfully!' });
    } catch (error) {
      setResult({ ok: false, text: errorMessage(error, 'Failed to update roles') });
    } finally {
      setBusy(false);
    }
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
