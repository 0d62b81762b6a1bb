// /agreements/{id}/verify (the agreement's QR code): anyone picks a copy of the PDF, the browser
// computes its SHA-256 and asks the server whether it is the one on record. The file never leaves
// the device; the answer (a read keyed by the fingerprint) says only yes or no and the agreement's date.
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Container, Paper, Stack, Typography } from '@mui/material';
import { useI18n } from '@/lib/i18n';
import { errorMessage } from '@/lib/api';
import { usePageTitle } from '@/lib/usePageTitle';
import { useFileFingerprint, verifyQuery } from './api';
import { QueryBoundary } from '@/components/QueryBoundary';
import { FileButton } from '@/components/FileButton';

export function AgreementVerifyPage() {
  const { id = '' } = useParams();
  const { t, date } = useI18n();
  usePageTitle(t('agreements.verify.title'));
  const fingerprint = useFileFingerprint();
  const verify = useQuery(verifyQuery(id, fingerprint.data));
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Typography variant="h4" component="h1">{t('agreements.verify.title')}</Typography>
          <Typography>{t('agreements.verify.intro')}</Typography>
          <FileButton variant="contained" disabled={fingerprint.isPending || verify.isFetching} accept="application/pdf,.pdf" inputProps={{ 'data-testid': 'agreement-file' }} onFile={(file) => file && fingerprint.mutate(file)}>
            {t('agreements.verify.pick')}
          </FileButton>
          {fingerprint.isError && <Alert severity="warning">{t('agreements.verify.unknown')}</Alert>}
          {(fingerprint.isPending || fingerprint.isSuccess) && (
            <QueryBoundary query={verify} loading={<Alert severity="info">{t('agreements.verify.checking')}</Alert>} errorText={errorMessage(verify.error, t('agreements.verify.unknown'))}>
              {(answer) =>
                answer.matches ? (
                  <Alert severity="success">{t('agreements.verify.matches', { date: date(answer.issuedAt, 'dateTime') })}</Alert>
                ) : (
                  <Alert severity="error">{t('agreements.verify.differs', { date: date(answer.issuedAt, 'dateTime') })}</Alert>
                )
              }
            </QueryBoundary>
          )}
          <Typography variant="body2" color="text.secondary">{t('agreements.verify.privacy')}</Typography>
        </Stack>
      </Paper>
    </Container>
  );
}
