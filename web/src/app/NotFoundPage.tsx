import { Link as RouterLink } from 'react-router';
import { Box, Button, Container, Typography } from '@mui/material';
import { useT } from '@/lib/i18n';
import { usePageTitle } from '@/lib/usePageTitle';

export function NotFoundPage() {
  const t = useT();
  usePageTitle(t('app.notFound.title'));
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1" component="p" sx={{ fontSize: { xs: 72, sm: 96 }, color: 'primary.main' }}>404</Typography>
      <Typography variant="h4" component="h1" gutterBottom>{t('app.notFound.title')}</Typography>
      <Typography color="text.secondary">{t('app.notFound.text')}</Typography>
      <Box sx={{ mt: 4, display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" component={RouterLink} to="/">{t('app.notFound.home')}</Button>
        <Button variant="outlined" component={RouterLink} to="/cars">{t('app.notFound.browse')}</Button>
      </Box>
    </Container>
  );
}
