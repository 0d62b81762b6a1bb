// A car form photo shown large, with the previous and next photo a click (or an arrow key) away.
import type { KeyboardEvent } from 'react';
import { Box, Dialog, DialogContent, DialogTitle, IconButton, Stack, useMediaQuery, useTheme } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useI18n } from '@/lib/i18n';

interface Props {
  urls: string[];
  index: number | null;
  onIndexChange(index: number | null): void;
}

export function CarPhotoPreview({ urls, index, onIndexChange }: Props) {
  const { t, dir } = useI18n();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const open = index !== null && index < urls.length;
  const count = urls.length;
  const go = (by: number) => index !== null && onIndexChange((index + by + count) % count);
  const [PreviousIcon, NextIcon] = dir === 'rtl' ? [ChevronRightIcon, ChevronLeftIcon] : [ChevronLeftIcon, ChevronRightIcon];
  const onKeyDown = (event: KeyboardEvent) => {
    const previous = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const next = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    if (event.key === previous) go(-1);
    if (event.key === next) go(1);
  };

  return (
    <Dialog open={open} onClose={() => onIndexChange(null)} fullScreen={phone} maxWidth="lg" fullWidth onKeyDown={onKeyDown} aria-labelledby="car-photo-preview-title">
      <DialogTitle id="car-photo-preview-title" sx={{ pe: 7 }}>
        {open ? t('cars.images.previewTitle', { n: index + 1, count }) : ''}
        <IconButton aria-label={t('cars.images.close')} onClick={() => onIndexChange(null)} sx={{ position: 'absolute', insetInlineEnd: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
        {open && (
          <Box component="img" src={urls[index]} alt={t('cars.images.alt', { n: index + 1 })} sx={{ width: '100%', maxHeight: { xs: '70vh', sm: '72vh' }, objectFit: 'contain', borderRadius: 1, bgcolor: 'grey.100' }} />
        )}
        {count > 1 && (
          <Stack direction="row" spacing={2}>
            <IconButton aria-label={t('cars.slideshow.previous')} onClick={() => go(-1)}><PreviousIcon /></IconButton>
            <IconButton aria-label={t('cars.slideshow.next')} onClick={() => go(1)}><NextIcon /></IconButton>
          </Stack>
        )}
      </DialogContent>
    </Dialog>
  );
}
