// The signed-in part of the header: inbox, notification bell and user menu. Loaded on its own
// (React.lazy in Header) so that visitors' first page carries none of it (menus, dialogs, the
// notification stream and its schemas).
import { Box } from '@mui/material';
import { NotificationBell } from '@/features/notifications';
import { InboxButton } from '@/features/messages';
import { UserMenu } from './UserMenu';

export function SignedInActions() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <InboxButton />
      <NotificationBell />
      <UserMenu />
    </Box>
  );
}
