// The car details slideshow: advances every 3000 ms (spec §9), dots jump to an image, and
// "No images available" when the car has none. Pauses while hovered or focused.
import { useEffect, useState } from 'react';
import { Box, IconButton, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { CarImage } from '@carrental/shared';
import { useI18n } from '@/lib/i18n';

export const SLIDE_INTERVAL_MS = 3000;

export function CarSlideshow({ images, alt }: { images: CarImage[]; alt: string }) {
  const { t, dir } = useI18n();
  // Right to left, "previous" sits on the right and both arrows point the other way.
  const flip = dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = images.length;

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count, paused]);

  if (count === 0) {
    return (
      <Box sx={{ aspectRatio: '3 / 2', bgcolor: 'grey.200', borderRadius: 2, display: 'grid', placeItems: 'center' }}>
        <Typography color="text.secondary">{t('cars.slideshow.none')}</Typography>
      </Box>
    );
  }
  const current = Math.min(index, count - 1);
  const go = (i: number) => setIndex((i + count) % count);
  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t('cars.slideshow.label')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.200' }}
    >
      {images.map((image, i) => (
        <Box
          key={image.url}
          component="img"
          src={image.url}
          srcSet={image.variants.length ? [...image.variants.map((v) => `${v.url} ${v.width}w`), `${image.url} 1920w`].join(', ') : undefined}
          sizes="(max-width: 900px) 100vw, 60vw"
          alt={t('cars.slideshow.photoAlt', { car: alt, n: i + 1, count })}
          loading={i === 0 ? 'eager' : 'lazy'}
          fetchPriority={i === 0 ? 'high' : undefined}
          aria-hidden={i !== current}
          sx={{ display: i === current ? 'block' : 'none', width: '100%', aspectRatio: '3 / 2', objectFit: 'cover' }}
        />
      ))}
      {count > 1 && (
        <>
          <IconButton aria-label={t('cars.slideshow.previous')} onClick={() => go(current - 1)}
            sx={{ position: 'absolute', left: 8, top: '50%', transform: 'translateY(-50%)', bgcolor: 'rgba(255,255,255,.85)', '&:hover': { bgcolor: 'white' } }}>
            <ChevronLeftIcon sx={flip} />
          </IconButton>
          <IconButton aria-label={t('cars.slideshow.next')} onClick={() => go(current + 1)}
            sx={{ position: 'absolute', right: 8, top: '50%', transform: 'translateY(-50%)', bgcolor: 'rgba(255,255,255,.85)', '&:hover': { bgcolor: 'white' } }}>
            <ChevronRightIcon sx={flip} />
          </IconButton>
          {/* The dots sit on their own dark strip, so they read on any picture and hide none of it behind bare dots. */}
          <Box sx={{ position: 'absolute', bottom: 8, left: 0, right: 0, mx: 'auto', width: 'fit-content', display: 'flex', gap: 0.25, px: 0.5, borderRadius: 999, bgcolor: 'rgba(0,0,0,.5)' }}>
            {images.map((image, i) => (
              <Box
                key={image.url}
                component="button"
                type="button"
                aria-label={t('cars.slideshow.show', { n: i + 1 })}
                aria-current={i === current}
                onClick={() => setIndex(i)}
                sx={{
                  width: 24, height: 24, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer', display: 'grid', placeItems: 'center',
                  '&::after': { content: '""', width: 10, height: 10, borderRadius: '50%', bgcolor: i === current ? 'common.white' : 'rgba(255,255,255,.55)', boxShadow: '0 0 2px rgba(0,0,0,.6)' },
                  '&:focus-visible': { outline: '2px solid white', borderRadius: '50%' },
                }}
              />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
