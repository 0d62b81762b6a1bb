// The header's inbox icon with the unread messages over all conversations.
import { Link as RouterLink } from 'react-router';
import { Badge, IconButton } from '@mui/material';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { useI18n } from '@/lib/i18n';
import { useConversations } from './api';

const MAX_SHOWN = 99;

export function InboxButton() {
  const unread = useConversations().data?.unreadTotal ?? 0;
  const { t } = useI18n();
  // The name says what the badge shows ("99+"), and no hidden "0" sits in the link (axe: label-content-name-mismatch).
  const shown = unread > MAX_SHOWN ? `${MAX_SHOWN}+` : String(unread);
  return (
    <IconButton color="inherit" component={RouterLink} to="/inbox" aria-label={unread ? t('inbox.openWithUnread', { count: shown }) : t('inbox.title')}>
      <Badge color="error" badgeContent={unread > 0 ? shown : null} data-testid="inbox-unread">
        <MailOutlineIcon />
      </Badge>
    </IconButton>
  );
}
