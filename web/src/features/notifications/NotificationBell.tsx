// The header's notification bell (spec §2): unread badge (99+ above 99), a panel 400 high and 300
// wide with each message and how long ago it came, Clear All, and a click that marks the
// notification read and opens the booking in /bookings on the right tab.
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { badgeLabel, type Notification } from '@carrental/shared';
import { QueryBoundary } from '@/components/QueryBoundary';
import { useI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useNotifications } from './useNotifications';

/** Read by screen readers, not drawn. */
const SCREEN_READER_ONLY = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** Spec §9: the menu is at most 400 high and 300 wide. */
const MENU_MAX_HEIGHT = 400;
const MENU_WIDTH = 300;

export function NotificationBell() {
  const navigate = useNavigate();
  const { t, dir, relative } = useI18n();
  const ago = (createdAt: string) => relative(createdAt);
  const roles = useSession((s) => s.user?.roles);
  const { list, notifications, unreadCount, markRead, clearAll } = useNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const titleId = useId();

  const open = (notification: Notification) => {
    if (!notification.read) markRead(notification.id);
    setAnchor(null);
    const activeTab = roles?.includes('VENDOR') ? 'received' : 'sent';
    navigate(`/bookings?tab=${activeTab}`, { state: { highlightBookingId: notification.bookingId, activeTab } });
  };

  const title = t('inbox.notifications.title');
  const empty = (
    <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
      {t('inbox.notifications.empty')}
    </Typography>
  );
  const label = unreadCount > 0 ? t('inbox.notifications.withUnread', { count: badgeLabel(unreadCount) }) : title;
  return (
    <>
      <Tooltip title={title}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchor ? 'true' : 'false'}
          aria-controls={anchor ? panelId : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <Badge badgeContent={unreadCount > 0 ? badgeLabel(unreadCount) : null} color="error" invisible={unreadCount === 0} data-testid="notification-badge">
            {unreadCount > 0 ? <NotificationsIcon /> : <NotificationsNoneIcon />}
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        id={panelId}
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: dir === 'rtl' ? 'left' : 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: dir === 'rtl' ? 'left' : 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { maxHeight: MENU_MAX_HEIGHT, width: MENU_WIDTH, maxWidth: 'calc(100vw - 16px)', display: 'flex', flexDirection: 'column' },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          <Button size="small" onClick={() => notifications.length > 0 && clearAll()}>
            {t('inbox.notifications.clearAll')}
          </Button>
        </Box>
        <Divider />
        <Box sx={{ overflowY: 'auto' }}>
          {/* A failed fetch is logged only (spec §8): the panel then reads as empty. */}
          <QueryBoundary
            query={list}
            loading={
              <Box sx={{ p: 2 }} aria-busy="true" aria-label={t('inbox.notifications.loading')}>
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} height={48} />
                ))}
              </Box>
            }
            errorView={() => empty}
            empty={empty}
          >
            {(items) => (
              <List dense disablePadding aria-label={t('inbox.notifications.list')}>
                {items.map((n) => (
                  <ListItem key={n.id} disablePadding divider>
                    <ListItemButton
                      onClick={() => open(n)}
                      sx={{ alignItems: 'flex-start', bgcolor: n.read ? undefined : 'action.hover' }}
                    >
                      {/* The name is the visible text (axe: label-content-name-mismatch), an unread one
                          starting with a word only screen readers hear beside the dot sighted readers see. */}
                      {!n.read && (
                        <>
                          <Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main', mt: 1, mr: 1, flexShrink: 0 }} />
                          <Box component="span" sx={SCREEN_READER_ONLY}>{t('inbox.notifications.unread')}</Box>
                        </>
                      )}
                      <ListItemText
                        primary={n.message}
                        secondary={ago(n.createdAt)}
                        slotProps={{
                          primary: { sx: { fontWeight: n.read ? 400 : 600, whiteSpace: 'normal', wordBreak: 'break-word' } },
                          secondary: { color: 'text.secondary' },
                        }}
                      />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            )}
          </QueryBoundary>
        </Box>
      </Popover>
    </>
  );
}
