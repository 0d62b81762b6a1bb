// /staff: a member's work. Open invitations to accept, the companies they work for, the bookings
// of their branches (for managers and agents) with the driver of each with-driver trip, and a link
// to their own trips (drivers).
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Alert, Button, Card, CardActions, CardContent, Chip, Container, FormControl, InputLabel, Link, MenuItem, Select, Skeleton, Stack, Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { Booking } from '@carrental/shared';
import { QueryBoundary } from '@/components/QueryBoundary';
import { errorMessage } from '@/lib/api';
import { useI18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { usePageTitle } from '@/lib/usePageTitle';
import { bookingQueries } from '@/features/bookings/api';
import { staffQueries, useAcceptInvitation, useAssignDriver } from './api';

function Invitations() {
  const { t } = useI18n();
  const invitations = useQuery(staffQueries.invitations());
  const accept = useAcceptInvitation();
  if (!invitations.data?.length) return null;
  return (
    <section aria-labelledby="invitations-title">
      <Typography id="invitations-title" variant="h6" component="h2" gutterBottom>{t('staff.work.invitations')}</Typography>
      <Stack spacing={1}>
        {invitations.data.map((i) => (
          <Card key={i.id} variant="outlined">
            <CardContent>
              <Typography>{t('staff.work.invitedAs', { company: i.company, role: t(`staff.role.${i.role}`) })}</Typography>
              <Typography variant="body2" color="text.secondary">{i.services.map((s) => s.name).join(', ')}</Typography>
            </CardContent>
            <CardActions>
              <Button
                variant="contained"
                disabled={accept.isPending}
                onClick={() =>
                  accept.mutate(i.id, {
                    onSuccess: () => toast.success(t('staff.work.accepted', { company: i.company })),
                    onError: (error) => toast.error(errorMessage(error, t('staff.work.loadFailed'))),
                  })
                }
              >
                {t('staff.work.accept')}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Stack>
    </section>
  );
}

function DriverPicker({ booking }: { booking: Booking }) {
  const { t } = useI18n();
  const drivers = useQuery(staffQueries.drivers());
  const current = useQuery(staffQueries.bookingDriver(booking.id));
  const assign = useAssignDriver(booking.id);
  const [choice, setChoice] = useState('');
  const eligible = (drivers.data ?? []).filter((d) => d.serviceIds.includes(booking.serviceId));
  const labelId = `driver-${booking.id}`;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <Typography variant="body2">
        {t('staff.work.driver')}: {current.data?.driver?.name ?? t('staff.work.noDriver')}
      </Typography>
      <FormControl size="small" sx={{ minWidth: 180 }}>
        <InputLabel id={labelId}>{t('staff.work.driver')}</InputLabel>
        <Select labelId={labelId} label={t('staff.work.driver')} value={choice} onChange={(e) => setChoice(e.target.value)}>
          {eligible.map((d) => <MenuItem key={d.staffId} value={d.staffId}>{d.name}</MenuItem>)}
        </Select>
      </FormControl>
      <Button
        variant="outlined"
        disabled={!choice || assign.isPending}
        onClick={() =>
          assign.mutate(choice, {
            onSuccess: () => toast.success(t('staff.work.assigned')),
            onError: (error) => toast.error(errorMessage(error, t('staff.work.loadFailed'))),
          })
        }
      >
        {t('staff.work.assign')}
      </Button>
    </Stack>
  );
}

function BranchBookings() {
  const { t, date, ltr } = useI18n();
  const bookings = useQuery(bookingQueries.list('received'));
  return (
    <section aria-labelledby="branch-bookings-title">
      <Typography id="branch-bookings-title" variant="h6" component="h2" gutterBottom>{t('staff.work.bookings')}</Typography>
      <QueryBoundary query={bookings} loading={<Skeleton variant="rounded" height={120} />} errorText={t('staff.work.loadFailed')} empty={<Alert severity="info">{t('staff.work.noBookings')}</Alert>}>
        {(list) => (
          <Stack spacing={1}>
            {list.map((b) => (
              <Card key={b.id} variant="outlined" data-testid="branch-booking">
                <CardContent>
                  <Stack spacing={1}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <Typography sx={{ fontWeight: 600 }}>{ltr(b.car.name)}</Typography>
                      <Chip size="small" label={t(`bookings.status.${b.status}`)} />
                    </Stack>
                    <Typography variant="body2">{date(b.startDate)} – {date(b.endDate)}</Typography>
                    <Typography variant="body2" color="text.secondary">{b.customer.name}</Typography>
                    {b.withDriver && (b.status === 'ACCEPTED' || b.status === 'CONFIRMED') && <DriverPicker booking={b} />}
                    <Link component={RouterLink} to={`/bookingDetails/${b.id}`}>{t('staff.work.open')}</Link>
                  </Stack>
                </CardContent>
              </Card>
            ))}
          </Stack>
        )}
      </QueryBoundary>
    </section>
  );
}

export function WorkPage() {
  const { t } = useI18n();
  usePageTitle(t('staff.work.title'));
  const memberships = useQuery(staffQueries.memberships());
  const roles = new Set((memberships.data ?? []).map((m) => m.role));
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>{t('staff.work.title')}</Typography>
      <Stack spacing={3}>
        <Invitations />
        <section aria-labelledby="companies-title">
          <Typography id="companies-title" variant="h6" component="h2" gutterBottom>{t('staff.work.companies')}</Typography>
          <QueryBoundary query={memberships} loading={<Skeleton variant="rounded" height={60} />} errorText={t('staff.work.loadFailed')} empty={<Alert severity="info">{t('staff.work.none')}</Alert>}>
            {(list) => (
              <Stack spacing={1}>
                {list.map((m) => (
                  <Typography key={m.id}>
                    {m.company} · {t(`staff.role.${m.role}`)} · {m.services.map((s) => s.name).join(', ')}
                  </Typography>
                ))}
              </Stack>
            )}
          </QueryBoundary>
        </section>
        {roles.has('driver') && (
          <Button component={RouterLink} to="/driver/trips" variant="contained" sx={{ alignSelf: 'flex-start' }}>{t('staff.work.myTrips')}</Button>
        )}
        {(roles.has('manager') || roles.has('agent')) && <BranchBookings />}
        {roles.has('manager') && (
          <Button component={RouterLink} to="/vendor/audit-log" variant="outlined" sx={{ alignSelf: 'flex-start' }}>{t('staff.auditLink')}</Button>
        )}
      </Stack>
    </Container>
  );
}
