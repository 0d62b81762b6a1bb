// What a signed-in user without ADMIN sees on the admin screens.
import { Link as RouterLink } from 'react-router';
import { Button, Container, Paper, Typography } from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useT } from '@/lib/i18n';

export function NotAuthorised() {
  const t = useT();
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <Paper sx={{ p: 4, textAlign: 'center' }} role="alert">
        <LockOutlined color="error" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h4" component="h1" gutterBottom>
          {t('admin.notAuthorised.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('admin.notAuthorised.text')}
        </Typography>
        <Button variant="contained" component={RouterLink} to="/">
          {t('admin.notAuthorised.home')}
        </Button>
      </Paper>
    </Container>
  );
}
