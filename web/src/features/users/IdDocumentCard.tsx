// "ID Verification": the document's status, a link to it, and an upload that asks first.
import { useRef, useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, LinearProgress, Link, Stack, Typography } from '@mui/material';
import UploadFile from '@mui/icons-material/UploadFile';
import { ID_DOCUMENT_MAX_BYTES, type IdDocument } from '@carrental/shared';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useUploadDocument } from './api';

const STATUS: Record<string, { label: string; color: 'default' | 'warning' | 'success' | 'error' | 'info' }> = {
  NOT_UPLOADED: { label: 'Not uploaded', color: 'default' },
  PENDING: { label: 'Pending review', color: 'warning' },
  APPROVED: { label: 'Approved', color: 'success' },
  REJECTED: { label: 'Rejected', color: 'error' },
  NEEDS_REVIEW: { label: 'Needs review', color: 'info' },
};

const isAccepted = (file: File) => file.type.startsWith('image/') || file.type === 'application/pdf';

export function IdDocumentCard({ document }: { document: IdDocument | null }) {
  const uploader = useUploadDocument();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const status = STATUS[document?.verificationStatus ?? 'NOT_UPLOADED']!;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    setError(null);
    if (!file) return;
    if (!isAccepted(file)) return setError('Choose an image or a PDF file.');
    if (file.size > ID_DOCUMENT_MAX_BYTES) return setError('The file is larger than 10 MB.');
    setPending(file);
  }

  async function upload() {
    const file = pending!;
    setPending(null);
    setProgress(0);
    try {
      await uploader.mutateAsync({ file, onProgress: setProgress });
      toast.success('Document uploaded. It will be reviewed shortly.');
    } catch (err) {
      setError(errorMessage(err, 'Failed to upload document'));
      toast.error(errorMessage(err, 'Failed to upload document'));
    } finally {
      setProgress(null);
    }
  }

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography>Status:</Typography>
        <Chip label={status.label} color={status.color} size="small" data-testid="document-status" />
      </Box>
      {document && (
        <Typography variant="body2" color="text.secondary">
          {document.fileName}, uploaded {new Date(document.uploadedOn).toLocaleString()} ·{' '}
          <Link href={document.documentUrl} target="_blank" rel="noopener noreferrer" underline="always">
            View Document
          </Link>
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        Upload a photo or scan of your CNIC, passport or driving licence (image or PDF, up to 10 MB).
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {progress !== null && <LinearProgress variant="determinate" value={progress} aria-label="Upload progress" />}
      <input ref={input} type="file" accept="image/*,application/pdf" hidden onChange={choose} aria-label="ID document file" data-testid="document-input" />
      <Button variant="outlined" startIcon={<UploadFile />} onClick={() => input.current?.click()} disabled={progress !== null} sx={{ alignSelf: 'flex-start' }}>
        {document ? 'Upload a new document' : 'Upload ID document'}
      </Button>
      <Dialog open={!!pending} onClose={() => setPending(null)} aria-labelledby="upload-document-title">
        <DialogTitle id="upload-document-title">Upload ID document</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Upload &quot;{pending?.name}&quot; for verification? An administrator will review it.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPending(null)}>Cancel</Button>
          <Button variant="contained" onClick={upload}>
            Upload
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
