// Stars for a rating and a rating summary line.
import { Box, Rating, Typography } from '@mui/material';
import type { RatingSummary as Summary } from '@carrental/shared';
import { useI18n } from '@/lib/i18n';

export function RatingSummary({ rating }: { rating: Summary | undefined }) {
  const { t } = useI18n();
  if (!rating) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="rating-summary">
      {rating.count > 0 && <Rating value={rating.average ?? 0} precision={0.1} readOnly size="small" getLabelText={(v) => t('reviews.stars', { count: v })} />}
      <Typography variant="body2" color="text.secondary">{rating.count === 0 ? t('reviews.summaryNone') : t('reviews.summary', { average: rating.average?.toFixed(1), count: rating.count })}</Typography>
    </Box>
  );
}
