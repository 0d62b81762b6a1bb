import { Link as RouterLink } from 'react-router';
import { Box, Container, Divider, Grid, Link, Stack, Typography } from '@mui/material';
import { useI18n, type MessageKey } from '@/lib/i18n';

const LINKS: { to: string; label: MessageKey }[] = [
  { to: '/', label: 'layout.nav.home' },
  { to: '/cars', label: 'layout.footer.cars' },
  { to: '/services', label: 'layout.nav.services' },
  { to: '/about', label: 'layout.footer.about' },
  { to: '/faq', label: 'layout.footer.faq' },
  { to: '/contact', label: 'layout.footer.contactUs' },
  { to: '/privacy', label: 'layout.footer.privacy' },
  { to: '/terms', label: 'layout.footer.terms' },
];

const EMAIL = 'support@rentwheels.pk';
const PHONE = '+92 42 111 222 333';

export function Footer() {
  const { t } = useI18n();
  return (
    <Box component="footer" sx={{ bgcolor: '#0f1f18', color: '#e8efe9', pt: 6, pb: 3 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography variant="h6" component="p" sx={{ fontWeight: 800 }}>{t('layout.brand')}</Typography>
            <Typography variant="body2" sx={{ mt: 1, color: '#c3d1c8', maxWidth: 360 }}>
              {t('layout.footer.tagline')}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, mb: 1 }}>{t('layout.footer.explore')}</Typography>
            <Box component="nav" aria-label={t('layout.footerNav')}>
              <Stack spacing={0.5}>
                {LINKS.map((l) => (
                  <Link key={l.to} component={RouterLink} to={l.to} sx={{ color: '#e8efe9' }}>{t(l.label)}</Link>
                ))}
              </Stack>
            </Box>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, mb: 1 }}>{t('layout.footer.contact')}</Typography>
            <Box component="address" sx={{ fontStyle: 'normal', color: '#c3d1c8', lineHeight: 1.9 }}>
              <div>{t('layout.footer.email')} <Link href={`mailto:${EMAIL}`} dir="ltr" sx={{ color: '#e8efe9' }}>{EMAIL}</Link></div>
              <div>{t('layout.footer.phone')} <Link href="tel:+924211122233" dir="ltr" sx={{ color: '#e8efe9' }}>{PHONE}</Link></div>
              <div>{t('layout.footer.address')} {t('layout.footer.addressText')}</div>
            </Box>
          </Grid>
        </Grid>
        <Divider sx={{ my: 3, borderColor: 'rgba(255,255,255,0.15)' }} />
        <Typography variant="body2" sx={{ color: '#c3d1c8' }}>
          {t('layout.footer.rights', { year: String(new Date().getFullYear()) })}
        </Typography>
      </Container>
    </Box>
  );
}
