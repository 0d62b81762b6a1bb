// The vendor's reliability on the service page (issue 32): trips completed, cancellations by the
// vendor less than 48 hours before a start, deposits returned on time, share of claims upheld.
// A share nobody could count yet says so instead of a number.
import { Paper, Stack, Typography } from '@mui/material';
import type { Service } from '@carrental/shared';
import { useI18n } from '@/lib/i18n';

export function ReliabilityCard({ reliability }: { reliability: NonNullable<Service['reliability']> }) {
  const { t, number } = useI18n();
  const share = (value: number | null) => (value === null ? t('services.reliability.none') : t('services.reliability.percent', { value: number(value) }));
  const rows: [string, string][] = [
    [t('services.reliability.trips'), number(reliability.tripsCompleted)],
    [t('services.reliability.lateCancellations'), reliability.lateCancellationPercent === null ? t('services.reliability.none') : t('services.reliability.cancelled', { count: reliability.lateCancellations, share: share(reliability.lateCancellationPercent) })],
    [t('services.reliability.deposits'), share(reliability.depositsOnTimePercent)],
    [t('services.reliability.claims'), reliability.claimsUpheldPercent === null ? t('services.reliability.none') : t('services.reliability.upheld', { share: share(reliability.claimsUpheldPercent), count: reliability.claimsClosed })],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="reliability-title" data-testid="reliability">
      <Typography id="reliability-title" variant="h6" component="h2" gutterBottom>
        {t('services.reliability.title')}
      </Typography>
      <Stack component="dl" spacing={1} sx={{ m: 0 }}>
        {rows.map(([label, value]) => (
          <Stack key={label} direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, textAlign: 'end' }}>
              {value}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
