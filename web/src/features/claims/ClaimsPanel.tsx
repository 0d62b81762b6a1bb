// Damage claims on the booking page (issue 32, decision 0045), for the booking's parties once the
// trip is checked out. The vendor's side opens a claim within the window (the form) and accepts an
// offer; the renter answers each claim with the check-in photo beside each claim photo.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton, Stack, Typography } from '@mui/material';
import type { Booking, BookingClaims } from '@carrental/shared';
import { QueryBoundary } from '@/components/QueryBoundary';
import { useI18n } from '@/lib/i18n';
import { claimQueries } from './api';
import { ClaimCard } from './ClaimCard';
import { ClaimForm } from './ClaimForm';
import { Panel } from '@/components/Panel';

export function ClaimsPanel({ booking }: { booking: Booking }) {
  const { t } = useI18n();
  const query = useQuery(claimQueries.booking(booking.id));
  return (
    <Panel titleId="claims-title" title={t('claims.title')} testId="claims" frame="card" sx={{ mt: 3 }}>
      <QueryBoundary query={query} loading={<Skeleton variant="rectangular" height={96} />} errorText={t('claims.loadFailed')} isEmpty={() => false}>
        {(data) => <Claims bookingId={booking.id} data={data} />}
      </QueryBoundary>
    </Panel>
  );
}

function Claims({ bookingId, data }: { bookingId: string; data: BookingClaims }) {
  const { t, date } = useI18n();
  const [opening, setOpening] = useState(false);
  return (
    <Stack spacing={2}>
      {data.canClaim && data.windowEndsAt && (
        <Typography variant="body2" color="text.secondary">
          {t('claims.windowEnds', { date: date(data.windowEndsAt, 'dateTime') })}
        </Typography>
      )}
      {data.canClaim && !opening && (
        <Button variant="contained" onClick={() => setOpening(true)} sx={{ alignSelf: 'flex-start' }}>
          {t('claims.open')}
        </Button>
      )}
      {opening && <ClaimForm bookingId={bookingId} checkInDamages={data.checkInDamages} knownIds={[...data.claims, ...data.corrected].map((c) => c.id)} onDone={() => setOpening(false)} />}
      {data.claims.length === 0 && !opening && (
        <Typography variant="body2" color="text.secondary">
          {t('claims.empty')}
        </Typography>
      )}
      {[...data.claims].reverse().map((claim) => (
        <ClaimCard key={claim.id} bookingId={bookingId} claim={claim} side={data.viewerSide} />
      ))}
    </Stack>
  );
}
