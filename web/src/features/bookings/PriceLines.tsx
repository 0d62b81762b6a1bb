// A booking's price breakdown as the server (or the shared line-item function) gives it: days ×
// rate and the total, and for vendors the platform fee and their earning.
import { Box, Typography } from '@mui/material';
import type { BookingLine } from '@carrental/shared';
import { useI18n } from '@/lib/i18n';

export function PriceLines({ lines }: { lines: BookingLine[] }) {
  const { t, price } = useI18n();
  const signed = (amount: number) => (amount < 0 ? `− ${price(-amount)}` : price(amount));
  return (
    <Box component="dl" sx={{ m: 0 }} aria-label={t('bookings.priceBreakdown')}>
      {lines.map((line, i) => {
        const strong = line.kind === 'total' || line.kind === 'earning';
        // One div per line holding only its dt and dd (what a <dl> allows); the vendor's part is set off by a rule.
        return (
          <Box
            key={`${line.kind}-${i}`}
            data-line={line.kind}
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: 2,
              py: 0.5,
              ...(line.kind === 'platform-fee' ? { borderTop: 1, borderColor: 'divider', mt: 1, pt: 1.5 } : {}),
            }}
          >
            <Typography component="dt" variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
              {line.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: strong ? 700 : 400, whiteSpace: 'nowrap' }}>
              {signed(line.amount)}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
