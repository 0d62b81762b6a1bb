import { Link as RouterLink } from 'react-router';
import { Box, Container, Divider, Grid, Link, Stack, Typography } from '@mui/material';

const LINKS = [
  { to: '/', label: 'Home' },
  { to: '/cars', label: 'Cars' },
  { to: '/services', label: 'Services' },
  { to: '/about', label: 'About Us' },
  { to: '/faq', label: 'FAQ' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
];

export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: '#0f1f18', color: '#e8efe9', pt: 6, pb: 3 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography variant="h6" component="p" sx={{ fontWeight: 800 }}>RentWheels</Typography>
            <Typography variant="body2" sx={{ mt: 1, color: '#c3d1c8', maxWidth: 360 }}>
              Rent a car from trusted local vendors across Pakistan: city cars, family sedans and 4x4s for the north, priced per day in rupees.
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, mb: 1 }}>Explore</Typography>
            <Box component="nav" aria-label="Footer">
              <Stack spacing={0.5}>
                {LINKS.map((l) => (
                  <Link key={l.to} component={RouterLink} to={l.to} sx={{ color: '#e8efe9' }}>{l.label}</Link>
                ))}
              </Stack>
            </Box>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, mb: 1 }}>Contact</Typography>
            <Box component="address" sx={{ fontStyle: 'normal', color: '#c3d1c8', lineHeight: 1.9 }}>
              <div>Email: <Link href="mailto:support@rentwheels.pk" sx={{ color: '#e8efe9' }}>support@rentwheels.pk</Link></div>
              <div>Phone: <Link href="tel:+924211122233" sx={{ color: '#e8efe9' }}>+92 42 111 222 333</Link></div>
              <div>Address: 3rd Floor, Arfa Software Technology Park, Ferozepur Road, Lahore 54000, Pakistan</div>
            </Box>
          </Grid>
        </Grid>
        <Divider sx={{ my: 3, borderColor: 'rgba(255,255,255,0.15)' }} />
        <Typography variant="body2" sx={{ color: '#c3d1c8' }}>
          © {new Date().getFullYear()} RentWheels. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
