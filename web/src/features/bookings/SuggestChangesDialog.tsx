// The vendor's counter-proposal: another car of the same service, other dates and a message of their
// own (the customer's note is shown, never overwritten). The total is shown read-only: the server's
// quote for that car and those dates (weekend rate, discounts, driver), the price the customer is offered.
// Checked with the server's `suggestChangesSchema` and the one booking date rule before sending.
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { composeCarName, nowInZone, parseLocalDateTime, type Booking, type Car } from '@carrental/shared';
import { MAX_INPUT_DATE_TIME } from '@carrental/shared';
import { tripQueries } from '@/features/trips/api';
import { carQueries } from '@/features/cars/api';
import { useI18n } from '@/lib/i18n';
import { useTimeZone } from '@/lib/config';
import { toast } from '@/lib/toast';
import { ACTION_FAILURE, useSuggestChanges } from './api';
import { useZodForm } from '@/lib/useZodForm';
import { BusyButton } from '@/components/BusyButton';
import { FieldPair, WhenField } from '@/components/WhenField';

export function SuggestChangesDialog({ booking, onClose }: { booking: Booking; onClose(): void }) {
  const zone = useTimeZone();
  const { t, price, ltr } = useI18n();
  const cars = useQuery(carQueries.ofService(booking.serviceId));
  const suggest = useSuggestChanges(booking.id);
  const form = useZodForm(() => import('./schemas').then((m) => m.suggestChangesFormSchema(nowInZone(zone))), {
    carId: booking.carId,
    startDate: booking.startDate.slice(0, 16),
    endDate: booking.endDate.slice(0, 16),
    message: '',
  });
  const { carId, startDate: start, endDate: end } = form.values;

  // The booked car may have been deleted since; it stays choosable under its own name.
  const options: Array<Pick<Car, 'id' | 'make' | 'customMake' | 'model' | 'year' | 'pricePerDay'>> = cars.data ?? [];
  if (!options.some((c) => c.id === booking.carId)) options.unshift(booking.car);
  const car = options.find((c) => c.id === carId);
  const valid = parseLocalDateTime(start) !== null && parseLocalDateTime(end) !== null;
  // The server's quote for the car and dates chosen: what the suggestion will cost the customer.
  const quote = useQuery(tripQueries.quote(carId, car && valid ? `${start}:00` : null, car && valid ? `${end}:00` : null, { mode: booking.withDriver ? 'with_driver' : 'self_drive', destination: '' }));
  const total = quote.data?.total ?? null;
  const minNow = nowInZone(zone).slice(0, 16);

  const submit = form.submit(async (input) => {
    if (total === null) return form.setFormError(t('bookings.suggest.quoteFailed'));
    const { carId: chosenCar, startDate, endDate, message = '' } = input;
    await suggest.mutateAsync({ carId: chosenCar, startDate, endDate, message, serviceId: booking.serviceId, totalAmount: total });
    toast.success(t('bookings.action.suggestionSent'));
    onClose();
  }, t(ACTION_FAILURE['suggest-changes']));

  return (
    <Dialog open onClose={suggest.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="suggest-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="suggest-title">{t('bookings.action.suggestChanges')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {form.formError && <Alert severity="error">{form.formError}</Alert>}
            <TextField
              select
              label={t('bookings.car')}
              {...form.field('carId', cars.isPending ? t('bookings.suggest.loadingCars') : cars.isError ? t('bookings.suggest.carsFailed') : t('bookings.suggest.sameService'))}
              disabled={cars.isPending}
            >
              {options.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {t('bookings.carPerDay', { car: ltr(composeCarName(c)), price: price(c.pricePerDay) })}
                </MenuItem>
              ))}
            </TextField>
            <FieldPair>
              <WhenField label={t('bookings.suggest.start')} type="datetime-local" {...form.field('startDate')} min={minNow} max={MAX_INPUT_DATE_TIME} />
              <WhenField label={t('bookings.suggest.end')} type="datetime-local" {...form.field('endDate')} min={start || minNow} max={MAX_INPUT_DATE_TIME} />
            </FieldPair>
            {booking.description && (
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {t('bookings.suggest.customerNote', { note: booking.description })}
              </Typography>
            )}
            <TextField
              label={t('bookings.suggest.message')}
              multiline
              rows={4}
              {...form.field('message', t('bookings.suggest.messageHelp'))}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
            <TextField
              label={t('bookings.totalAmount')}
              value={total === null ? '' : price(total)}
              slotProps={{ input: { readOnly: true }, htmlInput: { 'aria-readonly': true } }}
              helperText={quote.isError ? t('bookings.suggest.quoteFailed') : t('bookings.suggest.totalHelp')}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={suggest.isPending}>
            {t('common.cancel')}
          </Button>
          <BusyButton
            type="submit"
            variant="contained"
            busy={suggest.isPending} disabled={!carId || !start || !end || total === null}
          >
            {t('bookings.suggest.send')}
          </BusyButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
