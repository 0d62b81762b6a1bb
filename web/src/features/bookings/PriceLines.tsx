// A booking's price breakdown as the server (or the shared line-item function) gives it: days ×
// rate and the total, and for vendors the platform fee and their earning.
import { Box, Divider, Stack, Typography } from '@mui/material';
import { formatPKR, type BookingLine } from '@carrental/shared';

const signed = (amount: number) => (amount < 0 ? `− ${formatPKR(-amount)}` : formatPKR(amount));

export function PriceLines({ lines }: { lines: BookingLine[] }) {
  return (
    <Box component="dl" sx={{ m: 0 }} aria-label="Price breakdown">
      {lines.map((line) => (
        <Box key={line.kind}>
          {line.kind === 'platform-fee' && <Divider sx={{ my: 1 }} />}
          <Stack direction="row" sx={{ justifyContent: 'space-between', py: 0.5 }} data-line={line.kind}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: line.kind === 'total' || line.kind === 'earning' ? 700 : 400 }}>
              {line.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: line.kind === 'total' || line.kind === 'earning' ? 700 : 400 }}>
              {signed(line.amount)}
            </Typography>
          </Stack>
        </Box>
      ))}
    </Box>
  );
}
