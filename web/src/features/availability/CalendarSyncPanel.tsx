// Calendar sync on the vendor's calendar screen (decision 0016): the car's private iCal address
// (copy, make a new one) and the other platforms' calendars imported as blocks, with the last
// read's result or error.
import { useQuery } from '@tanstack/react-query';
import { calendarImportInputSchema, formatDateTime, type CalendarSync } from '@carrental/shared';
import { Alert, Box, Button, IconButton, Paper, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { errorMessage } from '@/lib/api';
import { QueryBoundary } from '@/components/QueryBoundary';
import { useZodForm } from '@/lib/useZodForm';
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
  const form = useZodForm(calendarImportInputSchema, { url: '' });

  async function copy() {
    if (!sync.data) return;
    try {
      await navigator.clipboard.writeText(sync.data.feedUrl);
      toast.success(t('availability.copied'));
    } catch {
      // No clipboard (plain HTTP): the address stays selectable in the field.
    }
  }

  const addImport = form.submit(async ({ url }) => {
    await add.mutateAsync(url);
    form.reset();
    toast.success(t('availability.importAdded'));
  }, t('availability.importFailed'));

  // While loading, the same panel without its data (nothing jumps when it comes).
  const content = (data: CalendarSync | undefined) => (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">{t('availability.feedHint')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField label={t('availability.feedLabel')} value={data?.feedUrl ?? ''} fullWidth size="small" slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }} />
        <Button onClick={() => void copy()} disabled={!data}>{t('availability.copy')}</Button>
        <Button
          onClick={() => regenerate.mutate(undefined, { onSuccess: () => toast.success(t('availability.newLinkDone')) })}
          disabled={regenerate.isPending || !data}
        >
          {t('availability.newLink')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">{t('availability.importHint')}</Typography>
      {data?.imports.map((i) => (
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
      <Stack component="form" onSubmit={(event) => void addImport(event)} direction={{ xs: 'column', sm: 'row' }} spacing={1} noValidate aria-label={t('availability.importForm')}>
        <TextField
          label={t('availability.importLabel')}
          {...form.field('url', form.formError ?? ' ')}
          error={!!form.errors.url || !!form.formError}
          fullWidth
          size="small"
          slotProps={{ htmlInput: { inputMode: 'url', maxLength: 2000 } }}
        />
        <Box><Button type="submit" variant="outlined" disabled={!form.values.url.trim() || add.isPending}>{t('availability.addImport')}</Button></Box>
      </Stack>
    </Stack>
  );

  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }} component="section" aria-labelledby="sync-title">
      <Typography id="sync-title" variant="h6" component="h2" gutterBottom>{t('availability.syncTitle')}</Typography>
      <QueryBoundary query={sync} loading={content(undefined)} errorText={errorMessage(sync.error, t('availability.loadFailed'))}>
        {content}
      </QueryBoundary>
    </Paper>
  );
}
