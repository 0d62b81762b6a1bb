// /agreements/{id}/verify (the agreement's QR code): anyone picks a copy of the PDF, the browser
// computes its SHA-256 and asks the server whether it is the one on record. The file never leaves
// the device; the answer says only yes or no and the agreement's date.
import { useParams } from 'react-router';
import { Alert, Container, Paper, Stack, Typography } from '@mui/material';
import { useI18n } from '@/lib/i18n';
import { errorMessage } from '@/lib/api';
import { usePageTitle } from '@/lib/usePageTitle';
import { useVerifyAgreement } from './api';
import { FileButton } from '@/components/FileButton';

export function AgreementVerifyPage() {
  const { id = '' } = useParams();
  const { t, date } = useI18n();
  usePageTitle(t('agreements.verify.title'));
  const verify = useVerifyAgreement(id);
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Typography variant="h4" component="h1">{t('agreements.verify.title')}</Typography>
          <Typography>{t('agreements.verify.intro')}</Typography>
          <FileButton variant="contained" disabled={verify.isPending} accept="application/pdf,.pdf" inputProps={{ 'data-testid': 'agreement-file' }} onFile={(file) => file && verify.mutate(file)}>
            {t('agreements.verify.pick')}
          </FileButton>
          {verify.isPending && <Alert severity="info">{t('agreements.verify.checking')}</Alert>}
          {verify.data?.matches === true && <Alert severity="success">{t('agreements.verify.matches', { date: date(verify.data.issuedAt, 'dateTime') })}</Alert>}
          {verify.data?.matches === false && <Alert severity="error">{t('agreements.verify.differs', { date: date(verify.data.issuedAt, 'dateTime') })}</Alert>}
          {verify.isError && <Alert severity="warning">{errorMessage(verify.error, t('agreements.verify.unknown'))}</Alert>}
          <Typography variant="body2" color="text.secondary">{t('agreements.verify.privacy')}</Typography>
        </Stack>
      </Paper>
    </Container>
  );
}
