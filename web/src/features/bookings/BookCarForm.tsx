// "Book this Car" on the car page (spec §5): dates from today, times defaulting to 10:00, notes,
// the trip (self-drive or with a driver, within the city or to a destination) and the itemised
// price before submitting: the server's quote, made by the one shared function the booking is
// charged with (decision 0031). Days the car is not available and closed hours are refused at the
// inputs; the dates and notes are checked with the shared `bookCarFormSchema` (the one booking date
// rule) before sending. The server has the last word.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { DEFAULT_CANCELLATION_POLICY, MAX_BOOKING_NOTES, nowInZone, rentalDays, weekdayOf, type CancellationPolicy, type Car } from '@carrental/shared';
import { addMonths, availabilityQueries, coverage } from '@/features/availability/api';
import { IDENTITY_REQUIRED } from '@/features/identity/api';
import { usePayFlow } from '@/features/payments/api';
import { tripQueries, type TripChoice } from '@/features/trips/api';
import { ApiError, errorMessage } from '@/lib/api';
import { Slot } from '@/lib/slots';
import { useI18n } from '@/lib/i18n';
import { useTimeZone } from '@/lib/config';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { DateField } from '@/components/DateField';
import { useZodForm } from '@/lib/useZodForm';
import { joinDateTime, splitDateTime, todayInZone } from './dates';
import { useCreateBooking } from './api';
import { hoursProblemText, policyLinesText, policyName, policySummaryText } from './words';
import type { BookingsNavigationState } from './BookingsPage';
import { Panel } from '@/components/Panel';
import { FieldPair, WhenField } from '@/components/WhenField';

const DEFAULT_TIME = '10:00';
const ERROR_TOAST = { duration: 6000, position: 'bottom-center' } as const;

export function BookCarForm({ car, policy = DEFAULT_CANCELLATION_POLICY }: { car: Car; policy?: CancellationPolicy }) {
  const zone = useTimeZone();
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const navigate = useNavigate();
  const location = useLocation();
  const create = useCreateBooking();
  // Dates chosen in the search (or before a login detour) arrive as ?from=&to= and fill the form.
  const [params] = useSearchParams();
  const [carried] = useState(() => ({ from: splitDateTime(params.get('from')), to: splitDateTime(params.get('to')) }));
  const form = useZodForm(() => import('./schemas').then((m) => m.bookCarFormSchema(nowInZone(zone))), {
    startDate: carried.from?.date ?? '',
    startTime: carried.from?.time ?? DEFAULT_TIME,
    endDate: carried.to?.date ?? '',
    endTime: carried.to?.time ?? DEFAULT_TIME,
    description: '',
  });
  const { startDate, startTime, endDate, endTime } = form.values;
  const { errors } = form;
  // The trip chosen in the search (?mode=&destination=) comes along.
  const [trip, setTrip] = useState<TripChoice>(() => ({
    mode: params.get('mode') === 'with_driver' ? 'with_driver' : 'self_drive',
    destination: params.get('destination') ?? '',
  }));
  // The server's refusal for a missing or unapproved licence or CNIC: a prompt to the profile.
  const [identityMissing, setIdentityMissing] = useState<string | null>(null);
  const submitting = useRef(false);
  const payFlow = usePayFlow();
  const i18n = useI18n();
  const { t, price } = i18n;

  const today = todayInZone(zone);
  const complete = !!(startDate && startTime && endDate && endTime);
  const start = complete ? joinDateTime(startDate, startTime) : '';
  const end = complete ? joinDateTime(endDate, endTime) : '';
  const days = complete ? rentalDays(start, end) : 0;
  // The car's rules and the days it cannot be had (the same answers as the calendar above).
  const rules = useQuery(availabilityQueries.carRules(car.id)).data?.effective;
  const month = today.slice(0, 7);
  const calendar = useQuery(availabilityQueries.calendar(car.id, `${month}-01`, `${addMonths(month, 2)}-01`)).data;
  const driverOffered = rules?.driverPricePerDay != null;
  const destination = trip.destination.trim();
  // The server's itemised quote, in the reader's language; the booking is charged exactly its total.
  const quote = useQuery(tripQueries.quote(car.id, days > 0 ? start : null, days > 0 ? end : null, { mode: trip.mode, destination }));
  const fresh = !!quote.data && !quote.isPlaceholderData;
  const total = fresh ? quote.data.total : 0;
  const reasons = fresh ? quote.data.reasons : [];

  /** Why a chosen day cannot be a pick-up or return day: fully taken, or closed. */
  const dayProblem = (date: string) => {
    if (!date) return null;
    if (rules?.openingHours && !rules.openingHours[weekdayOf(`${date}T12:00:00`)]) return t('bookings.form.closedDay');
    if (calendar && coverage(date, calendar.unavailable) === 'full') return t('bookings.form.notAvailableDay');
    return null;
  };
  const hoursProblem = (date: string, time: string, what: 'pick-up' | 'return') =>
    date && time && rules ? hoursProblemText(i18n, rules.openingHours, joinDateTime(date, time), what) : null;
  const startDayProblem = dayProblem(startDate);
  const endDayProblem = dayProblem(endDate);
  const startTimeProblem = startDayProblem ? null : hoursProblem(startDate, startTime, 'pick-up');
  const endTimeProblem = endDayProblem ? null : hoursProblem(endDate, endTime, 'return');
  const inputProblem = startDayProblem ?? endDayProblem ?? startTimeProblem ?? endTimeProblem;

  function goToLogin() {
    // Back here after login (or registration), with the chosen dates still filled in.
    const chosen = new URLSearchParams();
    if (startDate) chosen.set('from', `${startDate}T${startTime.slice(0, 5)}`);
    if (endDate) chosen.set('to', `${endDate}T${endTime.slice(0, 5)}`);
    const query = chosen.toString();
    void navigate('/login', { state: { from: `${location.pathname}${query ? `?${query}` : ''}`, reason: 'book' } });
  }

  const submit = form.submit(async ({ startDate: from, endDate: to, description }) => {
    // A second click before the first answer does nothing (the button disables a frame later).
    if (submitting.current) return;
    setIdentityMissing(null);
    // The car's own rules (closed days, hours) and the quote's reasons, said at the inputs already.
    const invalid = inputProblem ?? reasons[0] ?? null;
    if (invalid) {
      form.setFormError(invalid);
      toast.error(invalid, ERROR_TOAST);
      return;
    }
    submitting.current = true;
    try {
      const booking = await create.mutateAsync({
        carId: car.id,
        serviceId: car.serviceId,
        startDate: from,
        endDate: to,
        description,
        withDriver: trip.mode === 'with_driver',
        mode: trip.mode,
        destination,
        totalAmount: total,
      });
      if (booking.status === 'ACCEPTED') {
        // Instant booking: the car is held; straight on to payment.
        toast.success(t('bookings.form.instantBooked'));
        await payFlow.pay(booking.id);
        return;
      }
      toast.success(t('bookings.form.requestSent'));
      const state: BookingsNavigationState = { highlightedBookingId: booking.id, activeTab: 'active' };
      void navigate('/bookings?tab=sent', { state });
    } catch (error) {
      // A refusal naming fields goes under them (and a date's in the toast below); others in a toast.
      if (error instanceof ApiError && error.fields) throw error;
      if (error instanceof ApiError && error.code === IDENTITY_REQUIRED) setIdentityMissing(error.message);
      toast.error(errorMessage(error, t('bookings.form.createFailed')), ERROR_TOAST);
    } finally {
      submitting.current = false;
    }
  }, t('bookings.form.createFailed'));

  /** The pick-up's or the return's day and time, each saying why it cannot be chosen. */
  const dayAndTime = (end: 'start' | 'end', dayLabel: string, timeLabel: string, min: string, dayWrong: string | null, timeWrong: string | null) => {
    const day = end === 'start' ? 'startDate' : 'endDate';
    const time = end === 'start' ? 'startTime' : 'endTime';
    return (
      <FieldPair>
        <DateField
          label={dayLabel}
          value={form.values[day]}
          onChange={(e) => form.set(day, e.target.value)}
          required
          fullWidth
          error={!!(errors[day] ?? dayWrong)}
          helperText={errors[day] ?? dayWrong ?? undefined}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min } }}
        />
        <WhenField label={timeLabel} type="time" {...form.field(time)} error={!!(errors[time] ?? timeWrong)} helperText={errors[time] ?? timeWrong ?? undefined} />
      </FieldPair>
    );
  };

  // Spec §5: a date problem is also said in a red toast (the field says it too).
  const dateError = errors.startDate ?? errors.endDate ?? errors.startTime ?? errors.endTime;
  useEffect(() => {
    if (form.refusals > 0 && dateError) toast.error(dateError, ERROR_TOAST);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form.refusals]);

  return (
    <Panel titleId="book-title" title={t('bookings.form.title')} frame="card">
      <Box component="form" onSubmit={(event) => (isAuthenticated ? void submit(event) : (event.preventDefault(), goToLogin()))} noValidate aria-label={t('bookings.form.title')}>
        <Stack spacing={2}>
          {dayAndTime('start', t('bookings.form.startDate'), t('bookings.form.startTime'), today, startDayProblem, startTimeProblem)}
          {dayAndTime('end', t('bookings.form.endDate'), t('bookings.form.endTime'), startDate || today, endDayProblem, endTimeProblem)}
          <Slot name="booking.form.trip" carId={car.id} value={trip} onChange={setTrip} driverOffered={driverOffered} />
          <TextField label={t('bookings.notes')} multiline minRows={3} {...form.field('description')} slotProps={{ htmlInput: { maxLength: MAX_BOOKING_NOTES } }} />
          {form.formError && <Alert severity="error">{form.formError}</Alert>}
          {identityMissing && <Slot name="booking.form.identity" message={identityMissing} />}
          {!form.formError && reasons.length > 0 && (
            <Alert severity="warning" data-testid="quote-reasons">
              {reasons.map((r) => <div key={r}>{r}</div>)}
            </Alert>
          )}
          {quote.data?.instant && !quote.isPlaceholderData && <Alert severity="info">{t('bookings.form.instantNote')}</Alert>}
          <Box aria-live="polite" sx={{ p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }} data-testid="price-breakdown">
            {days > 0 ? (
              <Slot name="booking.form.quote" quote={quote.data} loading={quote.isFetching} failed={quote.isError} />
            ) : (
              <Typography color="text.secondary">
                {t('bookings.form.chooseDates', { price: price(car.pricePerDay) })}
              </Typography>
            )}
          </Box>
          <Box aria-label={t('bookings.form.policy')} component="section">
            <Typography variant="subtitle2" component="p">
              {t('bookings.form.policyName', { policy: policyName(i18n, policy) })}
            </Typography>
            {days > 0 ? (
              <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
                {policyLinesText(i18n, policy, start).map((line) => (
                  <Typography key={line} component="li" variant="body2">
                    {line}
                  </Typography>
                ))}
              </Box>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {policySummaryText(i18n, policy)}
              </Typography>
            )}
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!complete || create.isPending || payFlow.busy || !!inputProblem || reasons.length > 0}
            startIcon={create.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {create.isPending ? t('bookings.form.submitting') : t('bookings.form.submit')}
          </Button>
          {payFlow.dialog}
        </Stack>
      </Box>
    </Panel>
  );
}
