// Home (spec §2): the hero with its scroll tilt and the search renters start with, Recent Listings (the newest 12 cars) and
// Why Choose Us.
import { useEffect, useState, type ReactNode } from 'react';
import { Box, Card, CardContent, Container, Grid, Typography } from '@mui/material';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import Savings from '@mui/icons-material/Savings';
import { useT, type MessageKey } from '@/lib/i18n';
import { usePageTitle } from '@/lib/usePageTitle';
import { HeroSearch } from './HeroSearch';
import { RecentListings } from './RecentListings';

/** Spec §9: the hero image tilts 0.03° per pixel scrolled, modulo 20°. */
export const heroTilt = (scrollY: number) => Math.round(((scrollY * 0.03) % 20) * 100) / 100;

function useScrollTilt() {
  const [tilt, setTilt] = useState(0);
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setTilt(heroTilt(window.scrollY)));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // The page may already be scrolled: a reload half-way down, or a reader who scrolled the
    // server's drawing of the page before the app had taken it over.
    onScroll();
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return tilt;
}

const REASONS: Array<{ icon: ReactNode; title: MessageKey; text: MessageKey }> = [
  { icon: <WorkspacePremium fontSize="large" />, title: 'home.reason.premium.title', text: 'home.reason.premium.text' },
  { icon: <VerifiedUser fontSize="large" />, title: 'home.reason.safe.title', text: 'home.reason.safe.text' },
  { icon: <Savings fontSize="large" />, title: 'home.reason.rates.title', text: 'home.reason.rates.text' },
];

export function HomePage() {
  const t = useT();
  usePageTitle('');
  const tilt = useScrollTilt();
  return (
    <>
      <Box sx={{ background: 'linear-gradient(135deg, #0b5d3b 0%, #0f3d2b 60%, #0a2a1e 100%)', color: '#fff', overflow: 'hidden' }}>
        <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
          <Grid container spacing={4} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Typography variant="h2" component="h1" sx={{ fontSize: { xs: 38, sm: 48, md: 56 } }}>
                {t('home.heroTitle')}
              </Typography>
              <Typography variant="h6" component="p" sx={{ mt: 2, fontWeight: 400, color: '#d7e6dc', maxWidth: 520 }}>
                {t('home.heroText')}
              </Typography>
              <HeroSearch />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Box
                component="img"
                src="/hero-car.svg"
                // The picture's own size, so its box is reserved before it arrives (no jump).
                width={880}
                height={340}
                fetchPriority="high"
                alt={t('home.heroAlt')}
                data-testid="hero-image"
                // Inline style: the tilt changes on every scroll frame, a class per angle would pile up.
                style={{ transform: `rotate(${tilt}deg)` }}
                sx={{ width: '100%', height: 'auto', aspectRatio: '880 / 340', maxWidth: 560, display: 'block', mx: 'auto', transition: 'transform 80ms linear', filter: 'drop-shadow(0 20px 30px rgba(0,0,0,0.35))' }}
              />
            </Grid>
          </Grid>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Typography variant="h4" component="h2" gutterBottom>{t('home.recent')}</Typography>
        <RecentListings />
      </Container>

      <Box sx={{ bgcolor: '#eaf2ed', py: 6 }}>
        <Container maxWidth="lg">
          <Typography variant="h4" component="h2" gutterBottom>{t('home.why')}</Typography>
          <Grid container spacing={3} sx={{ mt: 1 }}>
            {REASONS.map((r) => (
              <Grid key={r.title} size={{ xs: 12, md: 4 }}>
                <Card sx={{ height: '100%' }}>
                  <CardContent>
                    <Box sx={{ color: 'primary.main', mb: 1 }}>{r.icon}</Box>
                    <Typography variant="h6" component="h3">{t(r.title)}</Typography>
                    <Typography color="text.secondary" sx={{ mt: 1 }}>{t(r.text)}</Typography>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Container>
      </Box>
    </>
  );
}
