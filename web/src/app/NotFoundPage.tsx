import { Link as RouterLink } from 'react-router';
import { Box, Button, Container, Typography } from '@mui/material';
import { usePageTitle } from '@/lib/usePageTitle';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1" component="p" sx={{ fontSize: { xs: 72, sm: 96 }, color: 'primary.main' }}>404</Typography>
      <Typography variant="h4" component="h1" gutterBottom>Page not found</Typography>
      <Typography color="text.secondary">The page you are looking for does not exist or has moved.</Typography>
      <Box sx={{ mt: 4, display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" component={RouterLink} to="/">Back to Home</Button>
        <Button variant="outlined" component={RouterLink} to="/cars">Browse Cars</Button>
      </Box>
    </Container>
  );
}
