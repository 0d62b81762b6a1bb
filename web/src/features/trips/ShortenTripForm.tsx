// Returning early (issue 29): the customer picks an earlier return, sees what the server works out
// (the shorter trip's price by the same quote, the days given up and what the cancellation policy
// gives back of them) and then confirms. Nothing is computed here: every figure is the server's.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { errorMessage } from '@/lib/api';
import { useI18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { tripQueries, useShortenTrip } from './api';

export function ShortenTripForm({ bookingId, endDate }: { bookingId: string; endDate: string }) {
  const { t, price, date } = useI18n();
  const [day, setDay] = useState('');
  const [time, setTime] = useState(endDate.slice(11, 16));
  const [asked, setAsked] = useState<string | null>(null);
  const quote = useQuery(tripQueries.shortening(bookingId, asked));
  const shorten = useShortenTrip(bookingId);
  const chosen = day && time ? `${day}T${time}:00` : null;

  async function confirm() {
    if (!asked) return;
    try {
      await shorten.mutateAsync(asked);
      toast.success(t('trips.shorten.done'));
      setAsked(null);
      setDay('');
    } catch (error) {
      toast.error(errorMessage(error, t('trips.shorten.failed')));
    }
  }

  return (
    <Box component="section" aria-labelledby="shorten-title" sx={{ mt: 2 }} data-testid="shorten-trip">
      <Typography id="shorten-title" variant="subtitle1" component="h3" gutterBottom>
        {t('trips.shorten.title')}
      </Typography>
      <Box
        component="form"
        noValidate
        aria-label={t('trips.shorten.title')}
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          setAsked(chosen);
        }}
      >
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            type="date"
            label={t('trips.shorten.newEnd')}
            value={day}
            onChange={(e) => setDay(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: endDate.slice(0, 10) } }}
          />
          <TextField type="time" label={t('trips.shorten.newEndTime')} value={time} onChange={(e) => setTime(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          <Button type="submit" variant="outlined" disabled={!chosen} sx={{ whiteSpace: 'nowrap' }}>
            {t('trips.shorten.check')}
          </Button>
        </Stack>
      </Box>
      <Box aria-live="polite" sx={{ mt: 1.5, minHeight: asked ? 72 : 0 }}>
        {asked && quote.isPending && <Skeleton variant="rounded" height={72} />}
        {asked && quote.isError && <Alert severity="error">{errorMessage(quote.error, t('trips.shorten.failed'))}</Alert>}
        {asked && quote.data && (
          <Alert severity="info" data-testid="shorten-quote">
            <Typography variant="body2">
              {quote.data.givenUp > 0
                ? t('trips.shorten.summary', {
                    end: date(quote.data.endDate),
                    total: price(quote.data.total),
                    previous: price(quote.data.previousTotal),
                    givenUp: price(quote.data.givenUp),
                    policy: t(`bookings.policy.${quote.data.policy}`),
                    percent: quote.data.refundPercent,
                  })
                : t('trips.shorten.noSaving', { end: date(quote.data.endDate) })}
            </Typography>
            {quote.data.refundAmount > 0 && <Typography variant="body2">{t('trips.shorten.refund', { refund: price(quote.data.refundAmount) })}</Typography>}
            {quote.data.owedAtCounter > 0 && <Typography variant="body2">{t('trips.shorten.counter', { amount: price(quote.data.owedAtCounter) })}</Typography>}
            <Button sx={{ mt: 1 }} variant="contained" color="warning" onClick={() => void confirm()} disabled={shorten.isPending}>
              {t('trips.shorten.confirm')}
            </Button>
          </Alert>
        )}
      </Box>
    </Box>
  );
}
