// The booking form's prompt when the server refuses a booking for a missing or unapproved
// licence or CNIC (403 IDENTITY_REQUIRED): the server's words and a link to the profile.
import { Link as RouterLink } from 'react-router';
import { Alert, AlertTitle, Link } from '@mui/material';
import { useT } from '@/lib/i18n';

export function IdentityPrompt({ message }: { message: string }) {
  const t = useT();
  return (
    <Alert severity="warning" data-testid="identity-prompt">
      <AlertTitle>{t('identity.prompt.title')}</AlertTitle>
      {message}{' '}
      <Link component={RouterLink} to="/profile#identity" underline="always">
        {t('identity.prompt.link')}
      </Link>
    </Alert>
  );
}
