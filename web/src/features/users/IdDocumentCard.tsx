// "ID Verification": the document's status, a link to it, and an upload that asks first.
import { useRef, useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, LinearProgress, Link, Stack, Typography } from '@mui/material';
import UploadFile from '@mui/icons-material/UploadFile';
import { ID_DOCUMENT_MAX_BYTES, type IdDocument } from '@carrental/shared';
import { errorMessage } from '@/lib/api';
import { useI18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useUploadDocument } from './api';

type Status = 'NOT_UPLOADED' | IdDocument['verificationStatus'];
const STATUS_COLOR: Record<Status, 'default' | 'warning' | 'success' | 'error' | 'info'> = {
  NOT_UPLOADED: 'default',
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'error',
  NEEDS_REVIEW: 'info',
};

const isAccepted = (file: File) => file.type.startsWith('image/') || file.type === 'application/pdf';

export function IdDocumentCard({ document }: { document: IdDocument | null }) {
  const { t, ltr, date } = useI18n();
  const uploader = useUploadDocument();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const status: Status = document?.verificationStatus ?? 'NOT_UPLOADED';

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    setError(null);
    if (!file) return;
    if (!isAccepted(file)) return setError(t('users.document.wrongType'));
    if (file.size > ID_DOCUMENT_MAX_BYTES) return setError(t('users.document.tooLarge'));
    setPending(file);
  }

  async function upload() {
    const file = pending!;
    setPending(null);
    setProgress(0);
    try {
      await uploader.mutateAsync({ file, onProgress: setProgress });
      toast.success(t('users.document.done'));
    } catch (err) {
      setError(errorMessage(err, t('users.document.failed')));
      toast.error(errorMessage(err, t('users.document.failed')));
    } finally {
      setProgress(null);
    }
  }

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography>{t('users.document.status')}</Typography>
        <Chip label={t(`users.document.status.${status}`)} color={STATUS_COLOR[status]} size="small" data-testid="document-status" />
      </Box>
      {document && (
        <Typography variant="body2" color="text.secondary">
          {t('users.document.uploaded', { file: ltr(document.fileName), when: date(document.uploadedOn) })} ·{' '}
          <Link href={document.documentUrl} target="_blank" rel="noopener noreferrer" underline="always">
            {t('users.document.view')}
          </Link>
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('users.document.help')}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {progress !== null && <LinearProgress variant="determinate" value={progress} aria-label={t('users.document.progress')} />}
      <input ref={input} type="file" accept="image/*,application/pdf" hidden onChange={choose} aria-label={t('users.document.fileInput')} data-testid="document-input" />
      <Button variant="outlined" startIcon={<UploadFile />} onClick={() => input.current?.click()} disabled={progress !== null} sx={{ alignSelf: 'flex-start' }}>
        {document ? t('users.document.uploadNew') : t('users.document.upload')}
      </Button>
      <Dialog open={!!pending} onClose={() => setPending(null)} aria-labelledby="upload-document-title">
        <DialogTitle id="upload-document-title">{t('users.document.upload')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('users.document.confirm', { file: ltr(pending?.name ?? '') })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPending(null)}>{t('common.cancel')}</Button>
          <Button variant="contained" onClick={upload}>
            {t('users.document.confirmButton')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
