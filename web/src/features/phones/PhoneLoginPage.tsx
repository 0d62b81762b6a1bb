// /login/phone: sign in with a verified mobile number and the code sent to it by SMS.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Container, Paper, Stack, TextField, Typography } from '@mui/material';
import { PHONE_CODE_LENGTH } from '@carrental/shared';
import { useT } from '@/lib/i18n';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { usePageTitle } from '@/lib/usePageTitle';
import { CodeField } from './CodeField';
import { usePhoneLogin, useSendLoginCode } from './api';

export function PhoneLoginPage() {
  const t = useT();
  usePageTitle(t('phones.login.title'));
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const send = useSendLoginCode();
  const login = usePhoneLogin();
  const failed = (error: unknown) => toast.error(errorMessage(error, t('phones.dialog.failed')));

  return (
    <Container maxWidth="xs" sx={{ py: { xs: 3, sm: 6 } }}>
      <Paper sx={{ p: 3 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('phones.login.title')}
        </Typography>
        <Stack spacing={2}>
          <Typography color="text.secondary">{t('phones.login.intro')}</Typography>
          <TextField
            label={t('phones.login.phone')}
            type="tel"
            autoComplete="tel"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
          <Button variant="outlined" onClick={() => send.mutate(phone, { onError: failed })} disabled={!phone.trim() || send.isPending}>
            {send.isSuccess ? t('phones.dialog.resend') : t('phones.dialog.send')}
          </Button>
          <CodeField value={code} onChange={setCode} />
          <Button
            variant="contained"
            disabled={code.length !== PHONE_CODE_LENGTH || login.isPending}
            onClick={() => login.mutate({ phone, code }, { onSuccess: () => navigate('/'), onError: failed })}
          >
            {t('phones.login.submit')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
