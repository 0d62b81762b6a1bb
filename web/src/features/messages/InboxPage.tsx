// /inbox: the caller's conversations, latest first, with the car, the other party, the last
// message, the booking's status and the unread count.
import { Link as RouterLink } from 'react-router';
import { Alert, Avatar, Badge, Container, List, ListItemAvatar, ListItemButton, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import { usePageTitle } from '@/lib/usePageTitle';
import { useConversations } from './api';
import { texts } from './texts';

export function InboxPage() {
  usePageTitle(texts.inboxTitle);
  const query = useConversations();
  const conversations = query.data?.conversations ?? [];
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom>{texts.inboxTitle}</Typography>
      {query.isPending ? (
        <Stack spacing={1} aria-busy="true">{[0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={72} />)}</Stack>
      ) : query.isError ? (
        <Alert severity="error">{texts.inboxLoadFailed}</Alert>
      ) : conversations.length === 0 ? (
        <Typography color="text.secondary">{texts.inboxEmpty}</Typography>
      ) : (
        <List aria-label={texts.inboxTitle}>
          {conversations.map((c) => (
            <ListItemButton key={c.bookingId} component={RouterLink} to={`/bookingDetails/${c.bookingId}`} divider data-testid="conversation-row">
              <ListItemAvatar>
                <Badge color="error" badgeContent={c.unreadCount} aria-label={texts.unread(c.unreadCount)}>
                  <Avatar variant="rounded" src={c.car.coverImageUrl ?? undefined} alt={c.car.name} />
                </Badge>
              </ListItemAvatar>
              <ListItemText
                primary={`${c.otherParty.name} · ${c.car.name}`}
                secondary={`${c.bookingStatus.replace('_', ' ').toLowerCase()} · ${c.lastMessage ? `${c.lastMessage.mine ? `${texts.you}: ` : ''}${c.lastMessage.body || texts.photoPreview}` : texts.noMessagePreview}`}
                slotProps={{ primary: { sx: { fontWeight: c.unreadCount ? 700 : 400 } }, secondary: { noWrap: true } }}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </Container>
  );
}
