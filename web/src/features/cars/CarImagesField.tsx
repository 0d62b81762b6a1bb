// Photos of the car form (spec §4, §5, §9): images only, compressed in the browser above 1 MB
// (to ≤ 1 MB JPEG, ≤ 1920 px; the original is kept if that fails), uploaded with a progress bar,
// at most 10 (then adding is disabled). They show as a grid: the first is the cover, a photo is
// dragged to a new place (or moved with its handle's arrow keys or its menu), a click shows it
// large, and Delete removes it from storage. The order is saved with the car.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Box, ButtonBase, LinearProgress, Typography } from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { MAX_CAR_IMAGES } from '@carrental/shared';
import { errorMessage } from '@/lib/api';
import { useI18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { deleteCarImage, uploadCarImage } from './api';
import { CarPhotoTile } from './photos/CarPhotoTile';
import { CarPhotoPreview } from './photos/CarPhotoPreview';
import { keyTarget, moveItem } from './photos/reorder';
import { usePointerReorder } from './photos/usePointerReorder';
import { shrinkPhoto } from '@/lib/shrinkPhoto';

export const COMPRESS_ABOVE_BYTES = 1_048_576;

/** Spec §9: above 1 MB, compress to at most 1 MB and 1920 px as JPEG; on failure keep the original. */
export async function prepareForUpload(file: File): Promise<{ blob: Blob; name: string }> {
  if (file.size <= COMPRESS_ABOVE_BYTES) return { blob: file, name: file.name };
  try {
    const compressed = await shrinkPhoto(file, { maxSizeMB: 1, maxWidthOrHeight: 1920, fileType: 'image/jpeg', useWebWorker: true });
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
  const { t, dir } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusyState] = useState(false);
  const [status, setStatus] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [preview, setPreview] = useState<number | null>(null);
  // After a keyboard move the moved photo's handle keeps the focus (its node moved in the list).
  const [refocus, setRefocus] = useState<string | null>(null);
  const full = urls.length >= MAX_CAR_IMAGES;

  const setBusy = (value: boolean) => {
    setBusyState(value);
    onBusyChange(value);
    if (!value) setProgress(null);
  };

  function move(from: number, to: number) {
    if (from === to) return;
    onChange(moveItem(urls, from, to));
    setAnnouncement(t('cars.images.moved', { n: to + 1, count: urls.length }));
  }
  const reorder = usePointerReorder({ disabled: busy, onMove: move });

  useEffect(() => {
    if (!refocus) return;
    const tiles = Array.from(reorder.grid.current?.querySelectorAll<HTMLElement>('[data-photo-slot]') ?? []);
    tiles.find((tile) => tile.dataset.url === refocus)?.querySelector<HTMLElement>('[data-drag-handle]')?.focus();
    setRefocus(null);
  }, [refocus, reorder.grid]);

  function onHandleKeyDown(index: number) {
    return (event: KeyboardEvent) => {
      const to = keyTarget(event.key, index, urls.length, dir === 'rtl');
      if (to === null) return;
      event.preventDefault();
      move(index, to);
      setRefocus(urls[index]!);
    };
  }

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

  async function remove(url: string) {
    setBusy(true);
    try {
      await deleteCarImage(url);
      onChange(urls.filter((u) => u !== url));
      setAnnouncement(t('cars.images.deleted'));
    } catch (error) {
      toast.error(errorMessage(error, t('cars.images.deleteFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('cars.images.legend', { count: urls.length, max: MAX_CAR_IMAGES })}
      </Typography>
      <Typography variant="body2" color="text.secondary" id="car-photos-hint" sx={{ mb: 1.5 }}>
        {urls.length > 1 ? t('cars.images.hint') : t('cars.images.hintFirst')}
      </Typography>
      <Box
        component="ul"
        ref={reorder.grid}
        aria-label={t('cars.images.list')}
        aria-describedby="car-photos-hint"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' } }}
      >
        {urls.map((url, i) => (
          <CarPhotoTile
            key={url}
            url={url}
            index={i}
            count={urls.length}
            busy={busy}
            drag={reorder.drag}
            slotProps={reorder.itemProps(i)}
            onHandleKeyDown={onHandleKeyDown(i)}
            onMove={(to) => move(i, to)}
            onDelete={() => remove(url)}
            onPreview={() => setPreview(i)}
          />
        ))}
        {!full && (
          <Box component="li" sx={{ aspectRatio: '3 / 2' }}>
            <ButtonBase
              onClick={() => input.current?.click()}
              disabled={busy}
              sx={{ width: '100%', height: '100%', borderRadius: 2, border: '2px dashed', borderColor: 'divider', color: 'primary.main', flexDirection: 'column', gap: 0.5, '&:hover': { bgcolor: 'action.hover' }, '&.Mui-disabled': { color: 'text.disabled' } }}
            >
              <AddPhotoAlternateIcon />
              <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>{t('cars.images.add')}</Typography>
            </ButtonBase>
          </Box>
        )}
      </Box>
      {full && <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{t('cars.images.full', { max: MAX_CAR_IMAGES })}</Typography>}
      {progress !== null && (
        <Box sx={{ my: 1 }} role="status">
          <Typography variant="body2">{status}</Typography>
          <LinearProgress variant="determinate" value={progress} aria-label={t('cars.images.progress')} />
        </Box>
      )}
      <Box role="status" aria-live="polite" sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>{announcement}</Box>
      <input ref={input} type="file" accept="image/*" multiple hidden id="car-image-input" data-testid="car-image-input" onChange={(e) => addFiles(e.target.files)} />
      <CarPhotoPreview urls={urls} index={preview} onIndexChange={setPreview} />
    </Box>
  );
}
