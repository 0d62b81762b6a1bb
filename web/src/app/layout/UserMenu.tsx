import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Avatar, Box, Button, Divider, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import PersonOutline from '@mui/icons-material/PersonOutline';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Logout from '@mui/icons-material/Logout';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { useI18n } from '@/lib/i18n';
import { SwitchModeDialog } from './SwitchModeDialog';

export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

export function UserMenu() {
  const user = useSession((s) => s.user);
  const loggedInAs = useSession((s) => s.loggedInAs);
  const logout = useSession((s) => s.logout);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [switchOpen, setSwitchOpen] = useState(false);
  const { t } = useI18n();
  if (!user) return null;
  const target = loggedInAs === 'VENDOR' ? 'CUSTOMER' : 'VENDOR';

  function signOut() {
    setAnchor(null);
    logout();
    queryClient.clear();
    // A full load of / (replacing this history entry) drops every piece of client state. A router
    // navigation loses the race with the login-required page, which redirects to /login first.
    window.location.replace('/');
  }

  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-controls={anchor ? 'user-menu' : undefined}
        aria-label={t('layout.account.menuFor', { name: user.name })}
        sx={{ gap: 1, px: 1 }}
      >
        {/* The initial is decoration drawn by CSS, so the button's visible text is the first name
            alone, which its name contains (axe: label-content-name-mismatch). */}
        <Avatar
          aria-hidden
          data-initial={user.name.trim().charAt(0).toUpperCase()}
          sx={{ width: 32, height: 32, bgcolor: 'secondary.main', color: 'secondary.contrastText', fontSize: 16, fontWeight: 700, '&::before': { content: 'attr(data-initial)' } }}
        >
          {/* Children, so the avatar draws no fallback icon. */}
          <></>
        </Avatar>
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {firstName(user.name)}
        </Box>
      </Button>
      <Menu
        id="user-menu"
        // The open menu is drawn at the end of the page, outside the header: its paper is a
        // navigation landmark of its own (axe: all content in landmarks).
        slotProps={{ paper: { component: 'nav', 'aria-label': t('layout.account.menuFor', { name: user.name }) } }}
        anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        {/* Who is signed in, as a disabled item: a menu may hold only menu items (axe aria-required-children). */}
        <MenuItem disabled sx={{ display: 'block', '&.Mui-disabled': { opacity: 1 } }}>
          <Typography variant="subtitle2" component="p">{user.name}</Typography>
          <Typography variant="caption" color="text.secondary">
            {loggedInAs === 'VENDOR' ? t('layout.account.vendorMode') : t('layout.account.customerMode')}
          </Typography>
        </MenuItem>
        <Divider component="li" role="separator" />
        <MenuItem onClick={() => { setAnchor(null); navigate('/profile'); }}>
          <ListItemIcon><PersonOutline fontSize="small" /></ListItemIcon>{t('layout.account.profile')}
        </MenuItem>
        <MenuItem onClick={() => { setAnchor(null); setSwitchOpen(true); }}>
          <ListItemIcon><SwapHoriz fontSize="small" /></ListItemIcon>
          {target === 'VENDOR' ? t('layout.account.switchToVendor') : t('layout.account.switchToCustomer')}
        </MenuItem>
        <MenuItem onClick={signOut}>
          <ListItemIcon><Logout fontSize="small" /></ListItemIcon>{t('layout.account.logout')}
        </MenuItem>
      </Menu>
      <SwitchModeDialog target={target} open={switchOpen} onClose={() => setSwitchOpen(false)} />
    </>
  );
}
