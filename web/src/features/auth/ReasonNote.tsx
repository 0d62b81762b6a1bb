// Why the visitor is on the sign-in pages: the booking they were sending (their dates are kept) or
// a page for members. Nothing when they came on their own.
import { Alert } from '@mui/material';
import { useT } from '@/lib/i18n';
import type { AuthReason } from './returnTo';

export function ReasonNote({ reason }: { reason: AuthReason | null }) {
  const t = useT();
  if (!reason) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {t(reason === 'book' ? 'auth.reason.book' : 'auth.reason.membersOnly')}
    </Alert>
  );
}
