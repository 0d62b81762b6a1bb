// The fixed header (spec §2): logo, navigation by auth state, mode and roles, the notification
// bell and user menu when signed in; at `sm` and below the links move into a 240 px drawer.
import { useState } from 'react';
import { Link as RouterLink, NavLink } from 'react-router';
import { AppBar, Box, Button, Divider, Drawer, IconButton, List, ListItemButton, ListItemText, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import DirectionsCar from '@mui/icons-material/DirectionsCar';
import { useSession } from '@/lib/session';
import { NotificationBell } from '@/features/notifications';
import { InboxButton } from '@/features/messages';
import { navItems } from './navItems';
import { UserMenu } from './UserMenu';

export const DRAWER_WIDTH = 240;
const NO_ROLES: never[] = [];

function Logo() {
  return (
    <Box component={RouterLink} to="/" aria-label="RentWheels home" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: 2 }}>
      <DirectionsCar sx={{ color: 'secondary.main' }} />
      <Typography component="span" variant="h6" sx={{ fontWeight: 800, letterSpacing: '-0.01em' }}>
        RentWheels
      </Typography>
    </Box>
  );
}

export function Header() {
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const loggedInAs = useSession((s) => s.loggedInAs);
  const userRoles = useSession((s) => s.user?.roles);
  const roles = userRoles ?? NO_ROLES;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const items = navItems({ isAuthenticated, loggedInAs, roles });

  return (
    <>
      <AppBar position="fixed" color="primary" component="header">
        <Toolbar sx={{ gap: 1 }}>
          <IconButton color="inherit" edge="start" aria-label="Open navigation menu" onClick={() => setDrawerOpen(true)} sx={{ display: { xs: 'inline-flex', md: 'none' } }}>
            <MenuIcon />
          </IconButton>
          <Logo />
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, flexGrow: 1 }}>
            {items.map((item) => (
              <Button
                key={item.to}
                component={NavLink}
                to={item.to}
                end={item.to === '/'}
                color="inherit"
                sx={{ opacity: 0.92, '&.active': { opacity: 1, boxShadow: 'inset 0 -3px 0 #f2b84b', borderRadius: 0 } }}
              >
                {item.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
          {isAuthenticated && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <InboxButton />
              <NotificationBell />
              <UserMenu />
            </Box>
          )}
        </Toolbar>
      </AppBar>
      <Drawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-label': 'Navigation menu' } }}
        sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
      >
        <Box sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main' }}>
          <DirectionsCar />
          <Typography variant="h6" component="p">RentWheels</Typography>
        </Box>
        <Divider />
        <List component="nav" aria-label="Main">
          {items.map((item) => (
            <ListItemButton key={item.to} component={NavLink} to={item.to} end={item.to === '/'} onClick={() => setDrawerOpen(false)} sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 700 } }}>
              <ListItemText primary={item.label} />
            </ListItemButton>
          ))}
        </List>
      </Drawer>
    </>
  );
}
