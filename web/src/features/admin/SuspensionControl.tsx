// "Suspend account" / "Lift suspension" on the user details screen, each behind a confirm dialog.
// The server decides (the last admin cannot be suspended); the outcome is a toast.
import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import type { AdminUser } from '@carrental/shared';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useSetSuspension } from './api';

const SUSPEND_TEXT =
  'Suspend this account? The user is signed out everywhere and cannot sign in, and their services and cars are hidden and cannot be booked until the suspension is lifted.';
const LIFT_TEXT = 'Lift the suspension? The user can sign in again and their services and cars are listed again.';

export function SuspensionControl({ user }: { user: AdminUser }) {
  const [confirming, setConfirming] = useState(false);
  const setSuspension = useSetSuspension(user.id);
  const suspend = !user.suspended;

  function apply() {
    setSuspension.mutate(suspend, {
      onSuccess: () => toast.success(suspend ? 'Account suspended' : 'Suspension lifted'),
      onError: (error) => toast.error(errorMessage(error, suspend ? 'Failed to suspend the account' : 'Failed to lift the suspension')),
      onSettled: () => setConfirming(false),
    });
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
        busy={setSuspension.isPending}
        destructive={suspend}
        onClose={() => setConfirming(false)}
        onConfirm={apply}
      />
    </Stack>
  );
}
