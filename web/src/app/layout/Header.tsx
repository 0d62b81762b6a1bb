// The fixed header (spec §2): logo, navigation by auth state, mode and roles, the notification
// bell and user menu when signed in; at `sm` and below the links move into a 240 px drawer.
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { AppBar, Box, Button, IconButton, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import DirectionsCar from '@mui/icons-material/DirectionsCar';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { membershipsQuery } from '@/features/staff/keys';
import { useT } from '@/lib/i18n';
import { preloadable } from '@/lib/preloadable';
import { DrawnPart } from '@/lib/adoption';
import { LanguageSwitch } from './LanguageSwitch';
import { activeNavTarget, navItems } from './navItems';

// Loaded on demand: visitors' first page needs neither (see docs/decisions/0019-web-performance.md).
// The signed-in reader's icons are loaded ahead of a page drawn for them (AppLayout's preloadShell).
export const SignedInActions = preloadable(() => import('./SignedInActions'), 'SignedInActions');
const NavDrawer = lazy(async () => ({ default: (await import('./NavDrawer')).NavDrawer }));
const NO_ROLES: never[] = [];

/** `compact`: the name is left out on a phone, where a signed-in header needs its room. */
function Logo({ compact }: { compact: boolean }) {
  const t = useT();
  return (
    <Box component={RouterLink} to="/" aria-label={t('layout.homeLink')} sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: { xs: compact ? 0 : 2, sm: 2 } }}>
      <DirectionsCar sx={{ color: 'secondary.main' }} />
      <Typography component="span" variant="h6" sx={{ fontWeight: 800, letterSpacing: '-0.01em', display: { xs: compact ? 'none' : 'inline', sm: 'inline' } }}>
        {t('layout.brand')}
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
  // The drawer mounts on its first opening and stays mounted, so it can animate closed.
  const [drawerUsed, setDrawerUsed] = useState(false);
  // Staff links come from the caller's memberships (asked once a session, only when signed in).
  const memberships = useQuery({ ...membershipsQuery(), enabled: isAuthenticated });
  const staffRoles = isAuthenticated ? (memberships.data ?? NO_ROLES).map((m) => m.role) : NO_ROLES;
  const items = navItems({ isAuthenticated, loggedInAs, roles, staffRoles });
  const active = activeNavTarget(items, useLocation().pathname);
  const t = useT();

  return (
    <>
      <AppBar position="fixed" color="primary" component="header">
        <Toolbar sx={{ gap: 1 }}>
          <IconButton color="inherit" edge="start" aria-label={t('layout.openMenu')} onClick={() => { setDrawerUsed(true); setDrawerOpen(true); }} sx={{ display: { xs: 'inline-flex', md: 'none' } }}>
            <MenuIcon />
          </IconButton>
          <Logo compact={isAuthenticated} />
          <Box component="nav" aria-label={t('layout.mainNav')} sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, flexGrow: 1 }}>
            {items.map((item) => (
              <Button
                key={item.to}
                component={RouterLink}
                to={item.to}
                className={item.to === active ? 'active' : undefined}
                aria-current={item.to === active ? 'page' : undefined}
                color="inherit"
                sx={{ opacity: 0.92, '&.active': { opacity: 1, boxShadow: 'inset 0 -3px 0 #f2b84b', borderRadius: 0 } }}
              >
                {t(item.label)}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
          <LanguageSwitch />
          {isAuthenticated && (
            // The fallback keeps the icons' room (two 40 px buttons and the avatar) while they load.
            <DrawnPart fallback={<Box aria-hidden sx={{ width: 136, height: 40 }} />}>
              <SignedInActions />
            </DrawnPart>
          )}
        </Toolbar>
      </AppBar>
      {drawerUsed && (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} items={items} />
        </Suspense>
      )}
    </>
  );
}
