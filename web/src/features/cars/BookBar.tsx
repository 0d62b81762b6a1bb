// On a phone the booking form sits far below the car's details: a bar fixed to the bottom of the
// screen says the price and opens the form ("PKR 6,500/day · Book"). It hides while the form is in
// view, so it never covers it. Wide screens keep the booking card in view instead (CarDetailsPage).
import { useEffect, useState } from 'react';
import { Button, Paper, Typography } from '@mui/material';
import { useI18n } from '@/lib/i18n';

export const BOOK_ANCHOR = 'book';

/** Scrolls to the booking form and puts the focus on its first field. */
export function openBookingForm() {
  const form = document.getElementById(BOOK_ANCHOR);
  if (!form) return;
  form.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  form.querySelector<HTMLElement>('input, textarea, button, a[href]')?.focus({ preventScroll: true });
}

export function BookBar({ pricePerDay }: { pricePerDay: number }) {
  const { t, price } = useI18n();
  const [formInView, setFormInView] = useState(false);

  useEffect(() => {
    const form = document.getElementById(BOOK_ANCHOR);
    if (!form || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setFormInView(!!entry?.isIntersecting), { threshold: 0.05 });
    observer.observe(form);
    return () => observer.disconnect();
  }, []);

  return (
    <Paper
      component="aside"
      aria-label={t('cars.details.bookBar')}
      elevation={8}
      square
      data-testid="book-bar"
      sx={{
        display: { xs: formInView ? 'none' : 'flex', md: 'none' },
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        px: 2,
        py: 1.5,
        pb: 'max(12px, env(safe-area-inset-bottom))',
      }}
    >
      <Typography component="p" sx={{ fontWeight: 700 }}>
        {t('components.perDay', { price: price(pricePerDay) })}
      </Typography>
      <Button variant="contained" color="secondary" onClick={openBookingForm}>
        {t('cars.details.book')}
      </Button>
    </Paper>
  );
}
