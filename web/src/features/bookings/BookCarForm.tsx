// "Book this Car" on the car page (spec §5): dates from today, times defaulting to 10:00, notes,
// the computed total before submitting. The server recomputes the total and has the last word.
import { useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { bookingLines, DEFAULT_CANCELLATION_POLICY, formatPKR, policyInWords, policyLabel, policySummary, rentalDays, type CancellationPolicy, type Car } from '@carrental/shared';
import { errorMessage } from '@/lib/api';
import { useAppConfig } from '@/lib/config';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { joinDateTime, splitDateTime, todayInZone } from './dates';
import { useCreateBooking } from './api';
import { validateRange } from './validation';
import type { BookingsNavigationState } from './BookingsPage';

const DEFAULT_TIME = '10:00';
const DEFAULT_ZONE = 'Asia/Karachi';
const ERROR_TOAST = { duration: 6000, position: 'bottom-center' } as const;

export function BookCarForm({ car, policy = DEFAULT_CANCELLATION_POLICY }: { car: Car; policy?: CancellationPolicy }) {
  const zone = useAppConfig().data?.timeZone ?? DEFAULT_ZONE;
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const navigate = useNavigate();
  const location = useLocation();
  const create = useCreateBooking();
  // Dates chosen in the search (or before a login detour) arrive as ?from=&to= and fill the form.
  const [params] = useSearchParams();
  const [carried] = useState(() => ({ from: splitDateTime(params.get('from')), to: splitDateTime(params.get('to')) }));
  const [startDate, setStartDate] = useState(carried.from?.date ?? '');
  const [startTime, setStartTime] = useState(carried.from?.time ?? DEFAULT_TIME);
  const [endDate, setEndDate] = useState(carried.to?.date ?? '');
  const [endTime, setEndTime] = useState(carried.to?.time ?? DEFAULT_TIME);
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submitting = useRef(false);

  const today = todayInZone(zone);
  const complete = !!(startDate && startTime && endDate && endTime);
  const start = complete ? joinDateTime(startDate, startTime) : '';
  const end = complete ? joinDateTime(endDate, endTime) : '';
  const days = complete ? rentalDays(start, end) : 0;
  // The shared line-item function the server uses too: days × rate and the total.
  const priced = complete ? bookingLines({ startDate: start, endDate: end, pricePerDay: car.pricePerDay, side: 'CUSTOMER', feePercent: 0 }) : null;
  const total = priced?.total ?? 0;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    // A second click before the first answer does nothing (the button disables a frame later).
    if (submitting.current) return;
    if (!isAuthenticated) {
      // Back here after login (or registration), with the chosen dates still filled in.
      const chosen = new URLSearchParams();
      if (startDate) chosen.set('from', `${startDate}T${startTime.slice(0, 5)}`);
      if (endDate) chosen.set('to', `${endDate}T${endTime.slice(0, 5)}`);
      const query = chosen.toString();
      void navigate('/login', { state: { from: `${location.pathname}${query ? `?${query}` : ''}` } });
      return;
    }
    setProblem(null);
    const invalid = validateRange(start, end, zone);
    if (invalid) {
      setProblem(invalid);
      toast.error(invalid, ERROR_TOAST);
      return;
    }
    submitting.current = true;
    try {
      const booking = await create.mutateAsync({
        carId: car.id,
        serviceId: car.serviceId,
        startDate: start,
        endDate: end,
        description: notes,
        totalAmount: total,
      });
      toast.success('Booking request sent. The provider will answer soon.');
      const state: BookingsNavigationState = { highlightedBookingId: booking.id, activeTab: 'active' };
      void navigate('/bookings?tab=sent', { state });
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to create booking'), ERROR_TOAST);
    } finally {
      submitting.current = false;
    }
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby="book-title">
      <CardContent>
        <Typography id="book-title" variant="h6" component="h2" gutterBottom>
          Book this Car
        </Typography>
        <Box component="form" onSubmit={submit} noValidate aria-label="Book this Car">
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Start date"
                type="date"
                value={startDate}
                onChange={(e) => setStartDate(e.target.value)}
                required
                fullWidth
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
              />
              <TextField
                label="Start time"
                type="time"
                value={startTime}
                onChange={(e) => setStartTime(e.target.value)}
                required
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="End date"
                type="date"
                value={endDate}
                onChange={(e) => setEndDate(e.target.value)}
                required
                fullWidth
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: startDate || today } }}
              />
              <TextField
                label="End time"
                type="time"
                value={endTime}
                onChange={(e) => setEndTime(e.target.value)}
                required
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Stack>
            <TextField label="Notes" multiline minRows={3} value={notes} onChange={(e) => setNotes(e.target.value)} slotProps={{ htmlInput: { maxLength: 2000 } }} />
            {problem && <Alert severity="error">{problem}</Alert>}
            <Box aria-live="polite" sx={{ p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
              {days > 0 ? (
                <Typography>
                  {priced?.lines[0]?.label} = <strong>{formatPKR(total)}</strong>
                </Typography>
              ) : (
                <Typography color="text.secondary">
                  {formatPKR(car.pricePerDay)}/day · choose your dates to see the total
                </Typography>
              )}
            </Box>
            <Box aria-label="Cancellation policy" component="section">
              <Typography variant="subtitle2" component="p">
                Cancellation policy: {policyLabel(policy)}
              </Typography>
              {days > 0 ? (
                <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
                  {policyInWords(policy, start).map((line) => (
                    <Typography key={line} component="li" variant="body2">
                      {line}
                    </Typography>
                  ))}
                </Box>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {policySummary(policy)}
                </Typography>
              )}
            </Box>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={!complete || create.isPending}
              startIcon={create.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {create.isPending ? 'Booking...' : 'Book Now'}
            </Button>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
