// The phone's badge on the profile, and the dialog that verifies it with a code sent by SMS.
import { useState } from 'react';
import { Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { PHONE_CODE_LENGTH } from '@carrental/shared';
import { useT } from '@/lib/i18n';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { CodeField } from './CodeField';
import { useSendPhoneCode, useVerifyPhone } from './api';

export function PhoneVerification({ phone, verified }: { phone: string; verified: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const send = useSendPhoneCode();
  const verify = useVerifyPhone();
  if (!phone) return null;

  const close = () => {
    setOpen(false);
    setCode('');
    send.reset();
  };
  const sendCode = () => send.mutate(phone, { onError: (error) => toast.error(errorMessage(error, t('phones.dialog.failed'))) });
  const submit = () =>
    verify.mutate(
      { phone, code },
      {
        onSuccess: () => {
          toast.success(t('phones.dialog.done'));
          close();
        },
        onError: (error) => toast.error(errorMessage(error, t('phones.dialog.failed'))),
      },
    );

  return (
    <>
      <Chip size="small" label={verified ? t('phones.verified') : t('phones.notVerified')} color={verified ? 'success' : 'warning'} />
      {!verified && (
        <Button size="small" onClick={() => setOpen(true)} sx={{ ml: 1 }}>
          {t('phones.verify')}
        </Button>
      )}
      <Dialog open={open} onClose={close} aria-labelledby="phone-verify-title">
        <DialogTitle id="phone-verify-title">{t('phones.dialog.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography>{t('phones.dialog.intro', { phone })}</Typography>
            <Button variant="outlined" onClick={sendCode} disabled={send.isPending} sx={{ alignSelf: 'flex-start' }}>
              {send.isSuccess ? t('phones.dialog.resend') : t('phones.dialog.send')}
            </Button>
            <CodeField value={code} onChange={setCode} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('phones.dialog.cancel')}</Button>
          <Button variant="contained" onClick={submit} disabled={code.length !== PHONE_CODE_LENGTH || verify.isPending}>
            {t('phones.dialog.submit')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
