// "Suspend account" / "Lift suspension" on the user details screen, each behind a confirm dialog.
// The server decides (the last admin cannot be suspended); the outcome is a toast.
import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import type { AdminUser } from '@carrental/shared';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useI18n } from '@/lib/i18n';
import { useSetSuspension } from './api';

export function SuspensionControl({ user }: { user: AdminUser }) {
  const { t } = useI18n();
  const [confirming, setConfirming] = useState(false);
  const setSuspension = useSetSuspension(user.id);
  const suspend = !user.suspended;

  function apply() {
    setSuspension.mutate(suspend, {
      onSuccess: () => toast.success(suspend ? t('admin.suspension.suspended') : t('admin.suspension.lifted')),
      onError: (error) => toast.error(errorMessage(error, suspend ? t('admin.suspension.suspendFailed') : t('admin.suspension.liftFailed'))),
      onSettled: () => setConfirming(false),
    });
  }

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography color="text.secondary">{user.suspended ? t('admin.suspension.isSuspended') : t('admin.suspension.isActive')}</Typography>
      <Button color={suspend ? 'warning' : 'primary'} variant="outlined" onClick={() => setConfirming(true)}>
        {suspend ? t('admin.suspension.suspendButton') : t('admin.suspension.liftButton')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={suspend ? t('admin.suspension.suspendTitle') : t('admin.suspension.liftTitle')}
        text={suspend ? t('admin.suspension.suspendText') : t('admin.suspension.liftText')}
        confirmLabel={suspend ? t('admin.suspension.suspendConfirm') : t('admin.suspension.liftConfirm')}
        cancelLabel={t('common.cancel')}
        busy={setSuspension.isPending}
        destructive={suspend}
        onClose={() => setConfirming(false)}
        onConfirm={apply}
      />
    </Stack>
  );
}
