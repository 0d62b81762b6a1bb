// /admin/reviews: reported reviews with the reasons given; an admin hides one with a reason
// (kept, not deleted) or shows it again, from the review itself.
import { useQuery } from '@tanstack/react-query';
import { Box, Container, Skeleton, Stack, Typography } from '@mui/material';
import { QueryBoundary } from '@/components/QueryBoundary';
import { usePageTitle } from '@/lib/usePageTitle';
import { reviewQueries } from './api';
import { ReviewItem } from './ReviewItem';
import { useI18n } from '@/lib/i18n';

export function ReportedReviewsPage() {
  const { t } = useI18n();
  usePageTitle(t('reviews.reportedTitle'));
  const query = useQuery(reviewQueries.reported());
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom>{t('reviews.reportedTitle')}</Typography>
      <QueryBoundary
        query={query}
        errorText={t('reviews.loadFailed')}
        loading={<Stack spacing={2} aria-busy="true">{[0, 1].map((i) => <Skeleton key={i} variant="rounded" height={120} />)}</Stack>}
        empty={<Typography color="text.secondary">{t('reviews.noReports')}</Typography>}
      >
        {(reports) =>
          reports.map((r) => (
            <Box key={`${r.review.id}-${r.reportedAt}`} sx={{ mb: 2 }}>
              <Typography variant="body2" color="error">{t('reviews.reportedFor', { reason: r.reason })}</Typography>
              <ReviewItem review={r.review} />
            </Box>
          ))
        }
      </QueryBoundary>
    </Container>
  );
}
