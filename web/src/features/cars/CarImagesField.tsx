// Images of the car form (spec §4, §5, §9): images only, compressed in the browser above 1 MB
// (to ≤ 1 MB JPEG, ≤ 1920 px; the original is kept if that fails), uploaded with a progress bar,
// moved up or down, deleted from storage, at most 10 (then adding is disabled).
import { useRef, useState } from 'react';
import imageCompression from 'browser-image-compression';
import { Box, Button, IconButton, LinearProgress, List, ListItem, Stack, TextField, Typography } from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import DeleteIcon from '@mui/icons-material/Delete';
import { MAX_CAR_IMAGES } from '@carrental/shared';
import { errorMessage } from '@/lib/api';
import { useI18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { deleteCarImage, uploadCarImage } from './api';

export const COMPRESS_ABOVE_BYTES = 1_048_576;

/** Spec §9: above 1 MB, compress to at most 1 MB and 1920 px as JPEG; on failure keep the original. */
export async function prepareForUpload(file: File): Promise<{ blob: Blob; name: string }> {
  if (file.size <= COMPRESS_ABOVE_BYTES) return { blob: file, name: file.name };
  try {
    const compressed = await imageCompression(file, { maxSizeMB: 1, maxWidthOrHeight: 1920, fileType: 'image/jpeg', useWebWorker: true });
    return { blob: compressed, name: file.name.replace(/\.[^.]+$/, '') + '.jpg' };
  } catch (error) {
    console.warn('Image compression failed; uploading the original', error);
    return { blob: file, name: file.name };
  }
}

interface Props {
  serviceId: string;
  carId: string;
  urls: string[];
  onChange(urls: string[]): void;
  onBusyChange(busy: boolean): void;
}

export function CarImagesField({ serviceId, carId, urls, onChange, onBusyChange }: Props) {
  const { t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const full = urls.length >= MAX_CAR_IMAGES;

  const setBusy = (busy: boolean) => {
    onBusyChange(busy);
    if (!busy) setProgress(null);
  };

  async function addFiles(files: FileList | null) {
    if (!files?.length) return;
    const room = MAX_CAR_IMAGES - urls.length;
    const chosen = Array.from(files);
    if (chosen.some((f) => !f.type.startsWith('image/'))) {
      toast.error(t('cars.images.onlyImages'));
      return;
    }
    if (chosen.length > room) toast.warning(t('cars.images.tooMany', { max: MAX_CAR_IMAGES, room }));
    let next = [...urls];
    setBusy(true);
    try {
      for (const [i, file] of chosen.slice(0, room).entries()) {
        setStatus(t('cars.images.uploading', { n: i + 1, total: Math.min(room, chosen.length) }));
        setProgress(0);
        const { blob, name } = await prepareForUpload(file);
        const image = await uploadCarImage(blob, { serviceId, carId }, name, setProgress);
        next = [...next, image.url];
        onChange(next);
      }
      setStatus('');
    } catch (error) {
      setStatus('');
      toast.error(errorMessage(error, t('cars.images.uploadFailed')));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  function move(index: number, by: -1 | 1) {
    const next = [...urls];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onChange(next);
  }

  async function remove(url: string) {
    setBusy(true);
    try {
      await deleteCarImage(url);
      onChange(urls.filter((u) => u !== url));
    } catch (error) {
      toast.error(errorMessage(error, t('cars.images.deleteFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {t('cars.images.legend', { count: urls.length, max: MAX_CAR_IMAGES })}
      </Typography>
      {urls.length > 0 && (
        <List dense disablePadding aria-label={t('cars.images.list')}>
          {urls.map((url, i) => (
            <ListItem key={url} disableGutters sx={{ gap: 1, alignItems: 'center' }}>
              <Box component="img" src={url} alt={t('cars.images.alt', { n: i + 1 })} sx={{ width: 72, height: 48, objectFit: 'cover', borderRadius: 1, flexShrink: 0, bgcolor: 'grey.200' }} />
              <TextField size="small" label={t('cars.images.url', { n: i + 1 })} value={url} fullWidth slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }} />
              <Stack direction="row" sx={{ flexShrink: 0 }}>
                <IconButton aria-label={t('cars.images.moveUp', { n: i + 1 })} disabled={i === 0 || progress !== null} onClick={() => move(i, -1)} size="small"><ArrowUpwardIcon fontSize="small" /></IconButton>
                <IconButton aria-label={t('cars.images.moveDown', { n: i + 1 })} disabled={i === urls.length - 1 || progress !== null} onClick={() => move(i, 1)} size="small"><ArrowDownwardIcon fontSize="small" /></IconButton>
                <IconButton aria-label={t('cars.images.delete', { n: i + 1 })} onClick={() => remove(url)} disabled={progress !== null} size="small"><DeleteIcon fontSize="small" /></IconButton>
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
      {progress !== null && (
        <Box sx={{ my: 1 }} role="status">
          <Typography variant="body2">{status}</Typography>
          <LinearProgress variant="determinate" value={progress} aria-label={t('cars.images.progress')} />
        </Box>
      )}
      <input ref={input} type="file" accept="image/*" multiple hidden id="car-image-input" data-testid="car-image-input" onChange={(e) => addFiles(e.target.files)} />
      <Button variant="outlined" startIcon={<AddPhotoAlternateIcon />} onClick={() => input.current?.click()} disabled={full || progress !== null} sx={{ mt: 1 }}>
        {full ? t('cars.images.full', { max: MAX_CAR_IMAGES }) : t('cars.images.add')}
      </Button>
    </Box>
  );
}
