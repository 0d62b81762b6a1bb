// Calendar sync on the vendor's calendar screen (decision 0016): the car's private iCal address
// (copy, make a new one) and the other platforms' calendars imported as blocks, with the last
// read's result or error.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@carrental/shared';
import { Alert, Box, Button, IconButton, Paper, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { errorMessage, ApiError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { availabilityQueries, useAddImport, useRegenerateFeed, useRemoveImport } from './api';
import { useI18n } from '@/lib/i18n';

/** When an import was last read (an instant), in the reader's language and the marketplace's zone. */
const when = (iso: string, locale: 'en' | 'ur') => formatDateTime(locale, iso);

export function CalendarSyncPanel({ carId }: { carId: string }) {
  const { t, locale } = useI18n();
  const sync = useQuery(availabilityQueries.sync(carId));
  const regenerate = useRegenerateFeed(carId);
  const add = useAddImport(carId);
  const remove = useRemoveImport(carId);
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);

  async function copy() {
    if (!sync.data) return;
    try {
      await navigator.clipboard.writeText(sync.data.feedUrl);
      toast.success(t('availability.copied'));
    } catch {
      // No clipboard (plain HTTP): the address stays selectable in the field.
    }
  }

  async function addImport(event: React.FormEvent) {
    event.preventDefault();
    setUrlError(null);
    try {
      await add.mutateAsync(url.trim());
      setUrl('');
      toast.success(t('availability.importAdded'));
    } catch (error) {
      setUrlError(error instanceof ApiError && error.fields?.url ? error.fields.url : errorMessage(error, t('availability.importFailed')));
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }} component="section" aria-labelledby="sync-title">
      <Typography id="sync-title" variant="h6" component="h2" gutterBottom>{t('availability.syncTitle')}</Typography>
      {sync.isError ? (
        <Alert severity="error">{errorMessage(sync.error, t('availability.loadFailed'))}</Alert>
      ) : (
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">{t('availability.feedHint')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextField label={t('availability.feedLabel')} value={sync.data?.feedUrl ?? ''} fullWidth size="small" slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }} />
            <Button onClick={() => void copy()} disabled={!sync.data}>{t('availability.copy')}</Button>
            <Button
              onClick={() => regenerate.mutate(undefined, { onSuccess: () => toast.success(t('availability.newLinkDone')) })}
              disabled={regenerate.isPending || !sync.data}
            >
              {t('availability.newLink')}
            </Button>
          </Stack>
          <Typography variant="body2" color="text.secondary">{t('availability.importHint')}</Typography>
          {sync.data?.imports.map((i) => (
            <Box key={i.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }} data-testid="calendar-import">
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography sx={{ wordBreak: 'break-all' }}><bdi dir="ltr">{i.url}</bdi></Typography>
                <Typography variant="body2" color="text.secondary">{i.lastFetchedAt ? t('availability.lastRead', { when: when(i.lastFetchedAt, locale), count: i.eventCount }) : t('availability.neverFetched')}</Typography>
                {i.lastError && <Alert severity="warning" sx={{ mt: 0.5 }}>{i.lastError}</Alert>}
              </Box>
              <IconButton aria-label={t('availability.removeImport', { url: i.url })} onClick={() => remove.mutate(i.id)} disabled={remove.isPending}>
                <DeleteIcon />
              </IconButton>
            </Box>
          ))}
          <Stack component="form" onSubmit={addImport} direction={{ xs: 'column', sm: 'row' }} spacing={1} noValidate aria-label={t('availability.importForm')}>
            <TextField
              label={t('availability.importLabel')}
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              fullWidth
              size="small"
              error={!!urlError}
              helperText={urlError ? (t.has(urlError) ? t(urlError) : urlError) : ' '}
              slotProps={{ htmlInput: { inputMode: 'url', maxLength: 2000 } }}
            />
            <Box><Button type="submit" variant="outlined" disabled={!url.trim() || add.isPending}>{t('availability.addImport')}</Button></Box>
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}
