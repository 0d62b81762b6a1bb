import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Box, CircularProgress, Toolbar } from '@mui/material';
import { VerifyEmailBanner } from '@/features/auth';
import { Header } from './Header';
import { Footer } from './Footer';
import { ScrollToTop } from './ScrollToTop';

export function PageLoading() {
  return (
    <Box role="status" aria-label="Loading" sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
      <CircularProgress />
    </Box>
  );
}

export function AppLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <ScrollToTop />
      <Header />
      <Toolbar />
      <VerifyEmailBanner />
      <Box component="main" id="main" sx={{ flexGrow: 1 }}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Box>
  );
}
