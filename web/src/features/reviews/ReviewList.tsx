// The latest public reviews of a car or a service, paged, with the average.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Skeleton, Typography } from '@mui/material';
import { QueryBoundary } from '@/components/QueryBoundary';
import { reviewQueries } from './api';
import { ReviewItem } from './ReviewItem';
import { RatingSummary } from './Stars';
import { useI18n } from '@/lib/i18n';

export function ReviewList({ carId, serviceId }: { carId?: string; serviceId?: string }) {
  const { t } = useI18n();
  const [page, setPage] = useState(1);
  const query = useQuery(carId ? reviewQueries.of('car', carId, page) : reviewQueries.of('service', serviceId ?? '', page));
  return (
    <Box component="section" aria-label={t('reviews.title')} sx={{ mt: 4 }} data-testid="reviews">
      <Typography variant="h5" component="h2" gutterBottom>{t('reviews.title')}</Typography>
      {/* While loading, the summary line's place (the reviews follow it). */}
      <QueryBoundary query={query} loading={<Skeleton variant="text" width={220} />} errorText={t('reviews.loadFailed')}>
        {(data) => (
          <>
            <RatingSummary rating={{ average: data.averageRating, count: data.total }} />
            {data.reviews.map((r) => <ReviewItem key={r.id} review={r} />)}
            {data.page * data.pageSize < data.total && (
              <Button sx={{ mt: 1 }} onClick={() => setPage(page + 1)}>{t('reviews.more')}</Button>
            )}
          </>
        )}
      </QueryBoundary>
    </Box>
  );
}
