// What a vendor sees of a customer on an incoming request: rating, trips, badges, latest reviews.
import { useQuery } from '@tanstack/react-query';
import { Box, Typography } from '@mui/material';
import { reviewQueries } from './api';
import { BadgeChips } from './Badges';
import { ReviewItem } from './ReviewItem';
import { RatingSummary } from './Stars';
import { useI18n } from '@/lib/i18n';

export function CustomerTrust({ customerId }: { customerId: string }) {
  const { t } = useI18n();
  const { data } = useQuery(reviewQueries.user(customerId));
  if (!data) return null;
  return (
    <Box data-testid="customer-trust" sx={{ mt: 1 }}>
      <Typography variant="body2" color="text.secondary">{t('reviews.customerTitle')}</Typography>
      <RatingSummary rating={data.rating} />
      <Typography variant="body2">{t('reviews.trips', { count: data.trips })}</Typography>
      <BadgeChips badges={data.badges} />
      {data.reviews.slice(0, 2).map((r) => <ReviewItem key={r.id} review={r} />)}
    </Box>
  );
}
