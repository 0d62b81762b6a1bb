// "Log out everywhere": ends every session of the account (other browsers, phones, a forgotten
// public computer) after a confirmation; this device is signed out too.
import { useState } from 'react';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { logoutEverywhere } from './api';

export function LogoutEverywhere() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      const answer = await logoutEverywhere();
      setOpen(false);
      useSession.getState().logout();
      queryClient.clear();
      toast.success(answer.message);
    } catch (err) {
      setError(errorMessage(err, 'Could not sign out everywhere. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">Signed in on a device you no longer use? End every session of your account at once.</Typography>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
        Log out everywhere
      </Button>
      <Dialog open={open} onClose={busy ? undefined : () => setOpen(false)} aria-labelledby="logout-all-title" aria-describedby="logout-all-text">
        <DialogTitle id="logout-all-title">Log out everywhere?</DialogTitle>
        <DialogContent>
          <DialogContentText id="logout-all-text">
            You will be signed out on every device, this one included, and will need to log in again.
          </DialogContentText>
          {error && <Alert severity="error" sx={{ mt: 2 }}>{error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>Cancel</Button>
          <Button onClick={confirm} color="error" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}>
            Log out everywhere
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
