// The itemised price of a trip as the server says it (decision 0031): the lines in the reader's
// language, the usual price beside a seasonal one, the total; then the refundable deposit, what is
// paid now and at pick-up, and the rules (kilometres, fuel, late return, tolls, the driver's hours).
import { Alert, Box, Divider, Skeleton, Typography } from '@mui/material';
import type { TripQuoteAnswer } from '@carrental/shared';
import { useI18n } from '@/lib/i18n';

export function TripQuoteView({ quote, loading, failed }: { quote: TripQuoteAnswer | undefined; loading: boolean; failed: boolean }) {
  const { t, price } = useI18n();
  if (failed && !quote) return <Alert severity="warning">{t('trips.quote.failed')}</Alert>;
  if (!quote) return loading ? <Skeleton variant="rounded" height={120} aria-label={t('trips.quote.loading')} /> : null;
  const signed = (amount: number) => (amount < 0 ? `− ${price(-amount)}` : price(amount));
  const row = (key: string, label: string, amount: string, strong = false, kind?: string) => (
    <Box key={key} data-line={kind} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25, fontWeight: strong ? 700 : 400 }}>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 'inherit', minWidth: 0, overflowWrap: 'anywhere' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 'inherit', whiteSpace: 'nowrap' }}>
        {amount}
      </Typography>
    </Box>
  );
  return (
    <Box component="section" aria-label={t('trips.quote.title')} data-testid="trip-quote" sx={{ opacity: loading ? 0.6 : 1 }}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {t('trips.quote.title')}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {quote.lines.map((line, i) => row(`${line.kind}-${i}`, line.label, signed(line.amount), line.kind === 'total', line.kind))}
      </Box>
      {quote.usualTotal !== quote.total && (
        <Typography variant="body2" color="text.secondary" data-testid="usual-total">
          {t('trips.quote.usual', { price: price(quote.usualTotal) })}
        </Typography>
      )}
      <Divider sx={{ my: 1 }} />
      <Box component="dl" sx={{ m: 0 }}>
        {row('now', t('trips.quote.payNow'), price(quote.payNow), true)}
        {quote.payAtPickup > 0 && row('deposit', t('trips.quote.payAtPickup'), price(quote.payAtPickup))}
      </Box>
      {quote.deposit > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('trips.quote.deposit')}: {price(quote.deposit)}
        </Typography>
      )}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {t('trips.quote.rules')}
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, my: 0.5 }} data-testid="trip-rules">
        {quote.rules.words.map((w) => (
          <Typography key={w} component="li" variant="body2">
            {w}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
