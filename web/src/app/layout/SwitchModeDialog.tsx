// "Switch to Customer / Vendor" (spec §2): a confirmation, the server issues a token for the new
// mode (granting VENDOR on the first switch), a toast for 3 s, then the page reloads.
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { Role } from '@carrental/shared';
import { api, errorMessage } from '@/lib/api';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';

const TEXT: Record<'CUSTOMER' | 'VENDOR', string> = {
  CUSTOMER: 'You are about to switch to Customer mode. In this mode you can browse and book cars.',
  VENDOR: 'You are about to switch to Vendor mode. In this mode you can manage your car listings and services.',
};

interface SwitchAnswer {
  token: string;
  userId: string;
  name: string;
  roles: Role[];
  loggedInAs: Role;
}

export function SwitchModeDialog({ target, open, onClose }: { target: 'CUSTOMER' | 'VENDOR'; open: boolean; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const label = target === 'VENDOR' ? 'Vendor' : 'Customer';

  async function confirm() {
    setBusy(true);
    try {
      const answer = await api.post<SwitchAnswer>('/auth/switch-mode', { role: target });
      const { user, setSession } = useSession.getState();
      setSession({ token: answer.token, loggedInAs: answer.loggedInAs, user: { ...(user ?? { id: answer.userId, name: answer.name }), roles: answer.roles } });
      toast.success(`Switched to ${label} portal`, { duration: 3000 });
      onClose();
      // The toast stays for its 3 s, then the page reloads into the new mode.
      setTimeout(() => window.location.reload(), 3000);
    } catch (error) {
      toast.error(errorMessage(error, 'Could not switch mode'));
    } finally {
      setBusy(false);
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
