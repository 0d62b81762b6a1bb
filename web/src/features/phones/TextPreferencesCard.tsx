// The profile's choice of what comes by SMS and WhatsApp, per kind (issue 33). The server refuses
// booking updates off on both channels; the form says so before sending.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, FormControlLabel, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { TEXT_CHANNELS, TEXT_KINDS, textPreferencesSchema, type TextPreferences } from '@carrental/shared';
import { Section } from '@/components/Section';
import { useT } from '@/lib/i18n';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { phoneQueries, useSavePreferences } from './api';

export function TextPreferencesCard() {
  const t = useT();
  const { data, isError } = useQuery(phoneQueries.preferences());
  const [prefs, setPrefs] = useState<TextPreferences | null>(null);
  const save = useSavePreferences();
  useEffect(() => {
    if (data) setPrefs(data);
  }, [data]);
  const check = prefs ? textPreferencesSchema.safeParse(prefs) : null;

  return (
    <Section title={t('phones.prefs.title')}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('phones.prefs.intro')}
      </Typography>
      {isError && <Alert severity="error">{t('phones.prefs.loadFailed')}</Alert>}
      {prefs && (
        <Stack spacing={1}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('phones.prefs.kindHeader')}</TableCell>
                {TEXT_CHANNELS.map((channel) => (
                  <TableCell key={channel}>{t(`phones.prefs.channel.${channel}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {TEXT_KINDS.map((kind) => (
                <TableRow key={kind}>
                  <TableCell>{t(`phones.prefs.kind.${kind}`)}</TableCell>
                  {TEXT_CHANNELS.map((channel) => (
                    <TableCell key={channel}>
                      <Checkbox
                        checked={prefs[channel][kind]}
                        onChange={(event) => setPrefs({ ...prefs, [channel]: { ...prefs[channel], [kind]: event.target.checked } })}
                        slotProps={{ input: { 'aria-label': `${t(`phones.prefs.kind.${kind}`)}: ${t(`phones.prefs.channel.${channel}`)}` } }}
                      />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <FormControlLabel
            control={<Checkbox checked={prefs.romanUrdu ?? false} onChange={(event) => setPrefs({ ...prefs, romanUrdu: event.target.checked })} />}
            label={t('phones.prefs.romanUrdu')}
          />
          {check && !check.success && <Alert severity="warning">{t('errors.phones.bookingUpdatesRequired')}</Alert>}
          <Button
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
            disabled={!check?.success || save.isPending}
            onClick={() =>
              save.mutate(prefs, {
                onSuccess: () => toast.success(t('phones.prefs.saved')),
                onError: (error) => toast.error(errorMessage(error, t('phones.dialog.failed'))),
              })
            }
          >
            {t('phones.prefs.save')}
          </Button>
        </Stack>
      )}
    </Section>
  );
}
