// /inbox: the caller's conversations, latest first, with the car, the other party, the last
// message, the booking's status and the unread count.
import { Link as RouterLink } from 'react-router';
import { Avatar, Badge, Container, List, ListItemAvatar, ListItemButton, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import { isolateLtrRuns, type ConversationList } from '@carrental/shared';
import { QueryBoundary } from '@/components/QueryBoundary';
import { useI18n } from '@/lib/i18n';
import { usePageTitle } from '@/lib/usePageTitle';
import { useConversations } from './api';

export function InboxPage() {
  const { t, ltr } = useI18n();
  usePageTitle(t('inbox.title'));
  const query = useConversations();
  const preview = (last: ConversationList['conversations'][number]['lastMessage']) => {
    if (!last) return t('inbox.noMessagePreview');
    const text = last.body ? isolateLtrRuns(last.body) : t('inbox.photoPreview');
    return last.mine ? t('inbox.minePreview', { text }) : text;
  };
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom>{t('inbox.title')}</Typography>
      <QueryBoundary
        query={query}
        loading={<Stack spacing={1} aria-busy="true">{[0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={72} />)}</Stack>}
        errorText={t('inbox.loadFailed')}
        isEmpty={(data) => data.conversations.length === 0}
        empty={<Typography color="text.secondary">{t('inbox.empty')}</Typography>}
      >
        {({ conversations }) => (
        <List aria-label={t('inbox.title')}>
          {conversations.map((c) => (
            <ListItemButton key={c.bookingId} component={RouterLink} to={`/bookingDetails/${c.bookingId}`} divider data-testid="conversation-row">
              <ListItemAvatar>
                <Badge color="error" badgeContent={c.unreadCount} aria-label={t('inbox.unread', { count: String(c.unreadCount) })}>
                  <Avatar variant="rounded" src={c.car.coverImageUrl ?? undefined} alt={c.car.name} />
                </Badge>
              </ListItemAvatar>
              <ListItemText
                primary={`${c.otherParty.name} · ${ltr(c.car.name)}`}
                secondary={`${t(`bookings.status.${c.bookingStatus}`).toLowerCase()} · ${preview(c.lastMessage)}`}
                slotProps={{ primary: { sx: { fontWeight: c.unreadCount ? 700 : 400 } }, secondary: { noWrap: true } }}
              />
            </ListItemButton>
          ))}
        </List>
        )}
      </QueryBoundary>
    </Container>
  );
}
