// Stars for a rating and a rating summary line.
import { Box, Rating, Typography } from '@mui/material';
import type { RatingSummary as Summary } from '@carrental/shared';
import { texts } from './texts';

export function RatingSummary({ rating }: { rating: Summary | undefined }) {
  if (!rating) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="rating-summary">
      {rating.count > 0 && <Rating value={rating.average ?? 0} precision={0.1} readOnly size="small" />}
      <Typography variant="body2" color="text.secondary">{texts.ratingSummary(rating.average, rating.count)}</Typography>
    </Box>
  );
}
