// /admin/reviews: reported reviews with the reasons given; an admin hides one with a reason
// (kept, not deleted) or shows it again, from the review itself.
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Container, Typography } from '@mui/material';
import { usePageTitle } from '@/lib/usePageTitle';
import { reviewQueries } from './api';
import { ReviewItem } from './ReviewItem';
import { texts } from './texts';

export function ReportedReviewsPage() {
  usePageTitle(texts.reportedTitle);
  const query = useQuery(reviewQueries.reported());
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom>{texts.reportedTitle}</Typography>
      {query.isError && <Alert severity="error">{texts.loadFailed}</Alert>}
      {query.data?.length === 0 && <Typography color="text.secondary">{texts.noReports}</Typography>}
      {query.data?.map((r) => (
        <Box key={`${r.review.id}-${r.reportedAt}`} sx={{ mb: 2 }}>
          <Typography variant="body2" color="error">{texts.reportedFor(r.reason)}</Typography>
          <ReviewItem review={r.review} />
        </Box>
      ))}
    </Container>
  );
}
