// "Log out everywhere": ends every session of the account (other browsers, phones, a forgotten
// public computer) after a confirmation; this device is signed out too.
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api';
import { useSession } from '@/lib/session';
import { useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { logoutEverywhere } from './api';
import { BusyButton } from '@/components/BusyButton';

export function LogoutEverywhere() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const ending = useMutation({ mutationFn: logoutEverywhere });
  const busy = ending.isPending;

  async function confirm() {
    setError(null);
    try {
      const answer = await ending.mutateAsync();
      setOpen(false);
      useSession.getState().logout();
      queryClient.clear();
      toast.success(answer.message);
    } catch (err) {
      setError(errorMessage(err, t('users.sessions.failed')));
    }
  }

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('users.sessions.intro')}</Typography>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
        {t('users.sessions.button')}
      </Button>
      <Dialog open={open} onClose={busy ? undefined : () => setOpen(false)} aria-labelledby="logout-all-title" aria-describedby="logout-all-text">
        <DialogTitle id="logout-all-title">{t('users.sessions.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="logout-all-text">
            {t('users.sessions.text')}
          </DialogContentText>
          {error && <Alert severity="error" sx={{ mt: 2 }}>{error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>{t('common.cancel')}</Button>
          <BusyButton onClick={confirm} color="error" variant="contained" busy={busy}>
            {t('users.sessions.button')}
          </BusyButton>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
