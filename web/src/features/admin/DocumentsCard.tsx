// "ID Documents": each with View Document, a status select and its upload date. The update button
// appears once a status was changed.
import { useState } from 'react';
import { Alert, Box, FormControl, InputLabel, Link, MenuItem, Select, Stack, Typography } from '@mui/material';
import type { AdminUser, DocumentStatus } from '@carrental/shared';
import { useI18n } from '@/lib/i18n';
import { useUpdateDocuments } from './api';
import { BusyButton } from '@/components/BusyButton';

const OPTIONS: DocumentStatus[] = ['PENDING', 'APPROVED', 'REJECTED', 'NEEDS_REVIEW'];

export function DocumentsCard({ user }: { user: AdminUser }) {
  const [statuses, setStatuses] = useState<Record<string, DocumentStatus>>(() => Object.fromEntries(user.idDocuments.map((d) => [d.id, d.verificationStatus])));
  const { t, ltr, date } = useI18n();
  const update = useUpdateDocuments(user.id);
  const busy = update.isPending;
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const statusOf = (d: AdminUser['idDocuments'][number]) => statuses[d.id] ?? d.verificationStatus;
  const changed = user.idDocuments.some((d) => statusOf(d) !== d.verificationStatus);

  if (user.idDocuments.length === 0) return <Typography color="text.secondary">{t('admin.documents.none')}</Typography>;

  function save() {
    setResult(null);
    update.mutate(
      user.idDocuments.map((d) => ({ id: d.id, documentUrl: d.documentUrl, uploadedOn: d.uploadedOn, verificationStatus: statusOf(d) })),
      {
        onSuccess: () => setResult({ ok: true, text: t('admin.documents.done') }),
        onError: () => setResult({ ok: false, text: t('admin.documents.failed') }),
      },
    );
  }

  return (
    <Stack spacing={2}>
      {result && <Alert severity={result.ok ? 'success' : 'error'}>{result.text}</Alert>}
      {user.idDocuments.map((doc, index) => (
        <Box key={doc.id} sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
            <Link href={doc.documentUrl} target="_blank" rel="noopener noreferrer" underline="always">
              {t('admin.documents.view')}
            </Link>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('admin.documents.uploaded', { file: ltr(doc.fileName), when: date(doc.uploadedOn) })}
            </Typography>
          </Box>
          <FormControl size="small" sx={{ minWidth: 180 }}>
            <InputLabel id={`doc-status-${index}`}>{t('admin.documents.status')}</InputLabel>
            <Select
              labelId={`doc-status-${index}`}
              label={t('admin.documents.status')}
              value={statusOf(doc)}
              onChange={(e) => setStatuses((s) => ({ ...s, [doc.id]: e.target.value as DocumentStatus }))}
            >
              {OPTIONS.map((o) => (
                <MenuItem key={o} value={o}>
                  {t(`admin.documents.status.${o}`)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        </Box>
      ))}
      {changed && (
        <BusyButton variant="contained" onClick={save} busy={busy} sx={{ alignSelf: 'flex-start' }}>
          {t('admin.documents.update')}
        </BusyButton>
      )}
    </Stack>
  );
}
