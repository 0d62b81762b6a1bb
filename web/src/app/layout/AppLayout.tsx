import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Box, Toolbar } from '@mui/material';
import { VerifyEmailBanner } from '@/features/auth';
import { Header } from './Header';
import { Footer } from './Footer';
import { ScrollToTop } from './ScrollToTop';

/** While a screen's code loads: an empty main area (it is at least a screen tall anyway), so
 * nothing is drawn that the screen would then push around. */
export function PageLoading() {
  return <Box role="status" aria-label="Loading" aria-live="polite" />;
}

export function AppLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <ScrollToTop />
      <Header />
      <Toolbar />
      <VerifyEmailBanner />
      {/* At least a screen tall: the footer starts below the first screen, so content that arrives
          late (a lazy screen, its data) grows the page downwards without moving the footer into
          or across view (docs/decisions/0019-web-performance.md). */}
      <Box component="main" id="main" sx={{ flexGrow: 1, minHeight: '100vh' }}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Box>
  );
}
