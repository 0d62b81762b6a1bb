// "Switch to Customer / Vendor" (spec §2): a confirmation, the server issues a token for the new
// mode (granting VENDOR on the first switch), a toast for 3 s, then the page reloads.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useSwitchMode } from '@/features/auth';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useT, type MessageKey } from '@/lib/i18n';

const TEXT = {
  CUSTOMER: { title: 'layout.mode.toCustomerTitle', body: 'layout.mode.toCustomerBody', done: 'layout.mode.toCustomerDone' },
  VENDOR: { title: 'layout.mode.toVendorTitle', body: 'layout.mode.toVendorBody', done: 'layout.mode.toVendorDone' },
} as const satisfies Record<'CUSTOMER' | 'VENDOR', Record<string, MessageKey>>;

export function SwitchModeDialog({ target, open, onClose }: { target: 'CUSTOMER' | 'VENDOR'; open: boolean; onClose: () => void }) {
  const switchMode = useSwitchMode();
  const busy = switchMode.isPending;
  const t = useT();
  const text = TEXT[target];

  async function confirm() {
    try {
      await switchMode.mutateAsync(target);
      toast.success(t(text.done), { duration: 3000 });
      onClose();
      // The toast stays for its 3 s, then the page reloads into the new mode.
      setTimeout(() => window.location.reload(), 3000);
    } catch (error) {
      toast.error(errorMessage(error, t('layout.mode.failed')));
    }
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="switch-mode-title">
      <DialogTitle id="switch-mode-title">{t(text.title)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t(text.body)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{t('common.cancel')}</Button>
        <Button onClick={confirm} variant="contained" disabled={busy}>{t('layout.mode.switch')}</Button>
      </DialogActions>
    </Dialog>
  );
}
