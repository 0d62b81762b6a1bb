// One line of a list of sums (a `<dl>`): what it is, and its amount at the end in rupees; the lines
// that ask for money in bold.
import { Box, Typography } from '@mui/material';
import { useI18n } from '@/lib/i18n';

export function MoneyLine({ label, amount, strong = false }: { label: string; amount: number; strong?: boolean }) {
  const { price } = useI18n();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, fontWeight: strong ? 700 : 400 }}>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 'inherit' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 'inherit', whiteSpace: 'nowrap' }}>
        {price(amount)}
      </Typography>
    </Box>
  );
}
