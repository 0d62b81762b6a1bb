// The guided capture of a check-in or check-out on the agent's phone (issue 31): the readings
// (odometer, fuel in eighths, damage marked on the car's outline, notes), then one step per angle
// with the camera opening directly; each photo is shrunk on the device and queued in the outbox,
// which sends it whenever there is a connection. Last, the renter's code seals the record.
import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Box, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { HANDOVER_ANGLES, handoverReadingsFormSchema, type HandoverAngle, type HandoverKind } from '@carrental/shared';
import { useI18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useZodForm } from '@/lib/useZodForm';
import { CarOutline, type Mark } from '@/components/CarOutline';
import { queueDraft, queuePhoto } from './outbox';
import { FileButton } from '@/components/FileButton';
import { loadPhotoShrinker, shrinkPhoto } from '@/lib/shrinkPhoto';

const EIGHTHS = [0, 1, 2, 3, 4, 5, 6, 7, 8];

export function HandoverCapture({ bookingId, kind, onDone }: { bookingId: string; kind: HandoverKind; onDone: () => void }) {
  const { t } = useI18n();
  const [step, setStep] = useState(0);
  const readings = useZodForm(handoverReadingsFormSchema, { odometerKm: '', fuelEighths: 8, damages: [] as Mark[], notes: '' });
  const marks = readings.values.damages;
  const setMarks = (change: (all: Mark[]) => Mark[]) => readings.set('damages', change(readings.values.damages));
  const [taken, setTaken] = useState<Partial<Record<HandoverAngle, string>>>({});
  // The photo shrinker is fetched as the capture opens, while the agent may still have a connection.
  useEffect(() => void loadPhotoShrinker().catch(() => undefined), []);
  // A photo is shrunk here, in this thread (a worker would fetch its script from elsewhere), and
  // queued in the outbox, which sends it whenever there is a connection.
  const shot = useMutation({
    // Local work (the phone shrinks and keeps the photo): it runs offline too, where a network
    // mutation would wait for the connection.
    networkMode: 'always',
    mutationFn: async ({ angle, file }: { angle: HandoverAngle; file: File }) => {
      const small = await shrinkPhoto(file, { maxSizeMB: 0.5, maxWidthOrHeight: 1600, fileType: 'image/jpeg', useWebWorker: false }).catch(() => file);
      await queuePhoto(bookingId, kind, angle, small);
      return { angle, small };
    },
    onSuccess: ({ angle, small }) => {
      setTaken((before) => ({ ...before, [angle]: URL.createObjectURL(small) }));
      setStep((s) => Math.min(s + 1, total + 1));
    },
    onError: () => toast.error(t('handovers.error.photo')),
  });
  const busy = shot.isPending;
  const total = HANDOVER_ANGLES.length;

  // The readings are kept on the phone (the outbox sends them), so the next step follows at once.
  const saveReadings = readings.submit(async (draft) => {
    await queueDraft(bookingId, kind, { kind, ...draft });
    setStep(1);
  }, t('handovers.error.failed'));

  function photo(angle: HandoverAngle, file: File | undefined) {
    if (file) shot.mutate({ angle, file });
  }

  if (step === 0) {
    return (
      <Box component="form" onSubmit={(e) => void saveReadings(e)} noValidate aria-labelledby="handover-readings-title">
        <Typography id="handover-readings-title" variant="subtitle1" component="h3" gutterBottom>
          {t('handovers.readings')}
        </Typography>
        <Stack spacing={2}>
          {readings.formError && <Alert severity="error">{readings.formError}</Alert>}
          <TextField
            label={t('handovers.odometer')}
            {...readings.field('odometerKm', ' ')}
            required
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'odometer' } }}
          />
          <TextField select label={t('handovers.fuel')} value={readings.values.fuelEighths} onChange={(e) => readings.set('fuelEighths', Number(e.target.value))} slotProps={{ select: { SelectDisplayProps: { 'aria-label': t('handovers.fuel') } as object } }}>
            {EIGHTHS.map((n) => (
              <MenuItem key={n} value={n}>
                {t('handovers.fuelEighths', { n })}
              </MenuItem>
            ))}
          </TextField>
          <Box>
            <Typography variant="body2" color="text.secondary" component="p" gutterBottom>
              {t('handovers.damage.help')}
            </Typography>
            <CarOutline marks={marks} onAdd={(m) => setMarks((all) => [...all, m])} label={t('handovers.damage.outline')} />
            {marks.length === 0 && (
              <Typography variant="body2" color="text.secondary" component="p" sx={{ mt: 1 }}>
                {t('handovers.damage.none')}
              </Typography>
            )}
            {marks.map((m, i) => (
              <Stack key={i} direction="row" spacing={1} alignItems="center" sx={{ mt: 1 }}>
                <TextField
                  size="small"
                  fullWidth
                  label={t('handovers.damage.note', { n: i + 1 })}
                  value={m.note}
                  onChange={(e) => setMarks((all) => all.map((x, j) => (j === i ? { ...x, note: e.target.value.slice(0, 300) } : x)))}
                />
                <IconButton aria-label={t('handovers.damage.remove', { n: i + 1 })} onClick={() => setMarks((all) => all.filter((_, j) => j !== i))}>
                  <DeleteIcon />
                </IconButton>
              </Stack>
            ))}
          </Box>
          <TextField label={t('handovers.notes')} value={readings.values.notes} onChange={(e) => readings.set('notes', e.target.value.slice(0, 2000))} multiline minRows={2} />
          <Button type="submit" variant="contained">
            {t('handovers.next')}
          </Button>
        </Stack>
      </Box>
    );
  }

  if (step <= total) {
    const angle = HANDOVER_ANGLES[step - 1]!;
    const inputId = `handover-photo-${angle}`;
    return (
      <Box aria-live="polite">
        <Typography variant="overline" component="p">
          {t('handovers.step', { n: step, total })}
        </Typography>
        <Typography variant="h6" component="h3" gutterBottom>
          {t(`handovers.angle.${angle}`)}
        </Typography>
        {taken[angle] && (
          <Box component="img" src={taken[angle]} alt={t('handovers.photoAlt', { angle: t(`handovers.angle.${angle}`) })} sx={{ width: '100%', maxHeight: 220, objectFit: 'cover', borderRadius: 1, mb: 1 }} />
        )}
        <Stack spacing={1.5}>
          <FileButton
            variant="contained"
            disabled={busy}
            accept="image/*"
            capture="environment"
            inputProps={{ id: inputId, 'data-testid': 'handover-photo-input', 'aria-label': t('handovers.takePhotoOf', { angle: t(`handovers.angle.${angle}`) }) }}
            onFile={(file) => photo(angle, file)}
          >
            {taken[angle] ? t('handovers.retake') : t('handovers.takePhoto')}
          </FileButton>
          <Stack direction="row" spacing={1}>
            <Button onClick={() => setStep((s) => s - 1)} disabled={busy}>
              {t('handovers.back')}
            </Button>
            {taken[angle] && (
              <Button onClick={() => setStep((s) => s + 1)} disabled={busy}>
                {t('handovers.next')}
              </Button>
            )}
          </Stack>
        </Stack>
      </Box>
    );
  }

  return (
    <Box>
      <Alert severity="success" sx={{ mb: 2 }}>
        {t('handovers.captured')}
      </Alert>
      <Stack direction="row" spacing={1}>
        <Button onClick={() => setStep(total)}>{t('handovers.back')}</Button>
        <Button variant="contained" onClick={onDone}>
          {t('handovers.done')}
        </Button>
      </Stack>
    </Box>
  );
}
