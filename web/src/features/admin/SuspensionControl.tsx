// "Suspend account" / "Lift suspension" on the user details screen, each behind a confirm dialog.
// The server decides (the last admin cannot be suspended); the outcome is a toast.
import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@carrental/shared';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { setSuspension, userKey, usersKey } from './api';
import { ConfirmDialog } from './ConfirmDialog';

const SUSPEND_TEXT =
  'Suspend this account? The user is signed out everywhere and cannot sign in, and their services and cars are hidden and cannot be booked until the suspension is lifted.';
const LIFT_TEXT = 'Lift the suspension? The user can sign in again and their services and cars are listed again.';

export function SuspensionControl({ user }: { user: AdminUser }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const suspend = !user.suspended;

  async function apply() {
    setBusy(true);
    try {
      const updated = await setSuspension(user.id, suspend);
      queryClient.setQueryData(userKey(user.id), updated);
      void queryClient.invalidateQueries({ queryKey: usersKey, exact: true });
      toast.success(suspend ? 'Account suspended' : 'Suspension lifted');
    } catch (error) {
      toast.error(errorMessage(error, suspend ? 'Failed to suspend the account' : 'Failed to lift the suspension'));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography color="text.secondary">{user.suspended ? 'This account is suspended.' : 'This account is active.'}</Typography>
      <Button color={suspend ? 'warning' : 'primary'} variant="outlined" onClick={() => setConfirming(true)}>
        {suspend ? 'Suspend Account' : 'Lift Suspension'}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={suspend ? 'Suspend account' : 'Lift suspension'}
        text={suspend ? SUSPEND_TEXT : LIFT_TEXT}
        confirmLabel={suspend ? 'Suspend' : 'Lift suspension'}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={apply}
      />
    </Stack>
  );
}
