// The header's inbox icon with the unread messages over all conversations.
import { Link as RouterLink } from 'react-router';
import { Badge, IconButton } from '@mui/material';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { useConversations } from './api';
import { texts } from './texts';

export function InboxButton() {
  const unread = useConversations().data?.unreadTotal ?? 0;
  return (
    <IconButton color="inherit" component={RouterLink} to="/inbox" aria-label={texts.openInbox(unread)}>
      <Badge color="error" badgeContent={unread} data-testid="inbox-unread">
        <MailOutlineIcon />
      </Badge>
    </IconButton>
  );
}
