// "Switch to Customer / Vendor" (spec §2): a confirmation, the server issues a token for the new
// mode (granting VENDOR on the first switch), a toast for 3 s, then the page reloads.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useSwitchMode } from '@/features/auth';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';

const TEXT: Record<'CUSTOMER' | 'VENDOR', string> = {
  CUSTOMER: 'You are about to switch to Customer mode. In this mode you can browse and book cars.',
  VENDOR: 'You are about to switch to Vendor mode. In this mode you can manage your car listings and services.',
};

export function SwitchModeDialog({ target, open, onClose }: { target: 'CUSTOMER' | 'VENDOR'; open: boolean; onClose: () => void }) {
  const switchMode = useSwitchMode();
  const busy = switchMode.isPending;
  const label = target === 'VENDOR' ? 'Vendor' : 'Customer';

  async function confirm() {
    try {
      await switchMode.mutateAsync(target);
      toast.success(`Switched to ${label} portal`, { duration: 3000 });
      onClose();
      // The toast stays for its 3 s, then the page reloads into the new mode.
      setTimeout(() => window.location.reload(), 3000);
    } catch (error) {
      toast.error(errorMessage(error, 'Could not switch mode'));
    }
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="switch-mode-title">
      <DialogTitle id="switch-mode-title">Switch to {label} mode</DialogTitle>
      <DialogContent>
        <DialogContentText>{TEXT[target]}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>Cancel</Button>
        <Button onClick={confirm} variant="contained" disabled={busy}>Switch</Button>
      </DialogActions>
    </Dialog>
  );
}
