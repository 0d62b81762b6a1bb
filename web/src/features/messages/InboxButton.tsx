// The header's inbox icon with the unread messages over all conversations.
import { Link as RouterLink } from 'react-router';
import { Badge, IconButton } from '@mui/material';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { useI18n } from '@/lib/i18n';
import { useConversations } from './api';

export function InboxButton() {
  const unread = useConversations().data?.unreadTotal ?? 0;
  const { t } = useI18n();
  return (
    <IconButton color="inherit" component={RouterLink} to="/inbox" aria-label={unread ? t('inbox.openWithUnread', { count: String(unread) }) : t('inbox.title')}>
      <Badge color="error" badgeContent={unread} data-testid="inbox-unread">
        <MailOutlineIcon />
      </Badge>
    </IconButton>
  );
}
