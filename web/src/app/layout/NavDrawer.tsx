// The navigation drawer of small screens (Header). Loaded the first time it opens, so the first
// page does not carry the drawer, modal and transition code.
import { Link as RouterLink, useLocation } from 'react-router';
import { Box, Divider, Drawer, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import DirectionsCar from '@mui/icons-material/DirectionsCar';
import { useT } from '@/lib/i18n';
import { activeNavTarget, type NavItem } from './navItems';
import { LanguageSwitch } from './LanguageSwitch';

export const DRAWER_WIDTH = 240;

export function NavDrawer({ open, onClose, items }: { open: boolean; onClose: () => void; items: NavItem[] }) {
  const active = activeNavTarget(items, useLocation().pathname);
  const t = useT();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-label': t('layout.menuLabel') } }}
      sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}>
      <Box sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main' }}>
        <DirectionsCar />
        <Typography variant="h6" component="p">{t('layout.brand')}</Typography>
      </Box>
      <Divider />
      <List component="nav" aria-label={t('layout.mainNav')}>
        {items.map((item) => (
          <ListItemButton key={item.to} component={RouterLink} to={item.to} className={item.to === active ? 'active' : undefined} aria-current={item.to === active ? 'page' : undefined} onClick={onClose} sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 700 } }}>
            <ListItemText primary={t(item.label)} />
          </ListItemButton>
        ))}
      </List>
      <Divider />
      <Box sx={{ py: 1 }}>
        <LanguageSwitch variant="drawer" />
      </Box>
    </Drawer>
  );
}
