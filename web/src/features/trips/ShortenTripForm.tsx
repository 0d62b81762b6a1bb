// Returning early (issue 29): the customer picks an earlier return, sees what the server works out
// (the shorter trip's price by the same quote, the days given up and what the cancellation policy
// gives back of them) and then confirms. Nothing is computed here: every figure is the server's.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { newReturnFormSchema } from '@carrental/shared';
import { QueryBoundary } from '@/components/QueryBoundary';
import { errorMessage } from '@/lib/api';
import { useI18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useZodForm } from '@/lib/useZodForm';
import { tripQueries, useShortenTrip } from './api';

export function ShortenTripForm({ bookingId, endDate }: { bookingId: string; endDate: string }) {
  const { t, price, date } = useI18n();
  const form = useZodForm(newReturnFormSchema(endDate, 'earlier'), { day: '', time: endDate.slice(11, 16) });
  // The return asked about: the server's figures for it are shown before confirming.
  const [asked, setAsked] = useState<string | null>(null);
  const quote = useQuery(tripQueries.shortening(bookingId, asked));
  const shorten = useShortenTrip(bookingId);
  const check = form.submit(async ({ endDate: chosen }) => setAsked(chosen), t('trips.shorten.failed'));

  async function confirm() {
    if (!asked) return;
    try {
      await shorten.mutateAsync(asked);
      toast.success(t('trips.shorten.done'));
      setAsked(null);
      form.reset();
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
        onSubmit={(event) => void check(event)}
      >
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField
            type="date"
            label={t('trips.shorten.newEnd')}
            {...form.field('day')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: endDate.slice(0, 10) } }}
          />
          <TextField type="time" label={t('trips.shorten.newEndTime')} {...form.field('time')} slotProps={{ inputLabel: { shrink: true } }} />
          <Button type="submit" variant="outlined" sx={{ whiteSpace: 'nowrap', mt: 1 }}>
            {t('trips.shorten.check')}
          </Button>
        </Stack>
      </Box>
      <Box aria-live="polite" sx={{ mt: 1.5, minHeight: asked ? 72 : 0 }}>
        {asked && (
          <QueryBoundary query={quote} loading={<Skeleton variant="rounded" height={72} />} errorText={errorMessage(quote.error, t('trips.shorten.failed'))}>
            {(q) => (
              <Alert severity="info" data-testid="shorten-quote">
                <Typography variant="body2">
                  {q.givenUp > 0
                    ? t('trips.shorten.summary', {
                        end: date(q.endDate),
                        total: price(q.total),
                        previous: price(q.previousTotal),
                        givenUp: price(q.givenUp),
                        policy: t(`bookings.policy.${q.policy}`),
                        percent: q.refundPercent,
                      })
                    : t('trips.shorten.noSaving', { end: date(q.endDate) })}
                </Typography>
                {q.refundAmount > 0 && <Typography variant="body2">{t('trips.shorten.refund', { refund: price(q.refundAmount) })}</Typography>}
                {q.owedAtCounter > 0 && <Typography variant="body2">{t('trips.shorten.counter', { amount: price(q.owedAtCounter) })}</Typography>}
                <Button sx={{ mt: 1 }} variant="contained" color="warning" onClick={() => void confirm()} disabled={shorten.isPending}>
                  {t('trips.shorten.confirm')}
                </Button>
              </Alert>
            )}
          </QueryBoundary>
        )}
      </Box>
    </Box>
  );
}
